import type {Element, ElementContent, Root} from 'hast';
import {visit} from 'unist-util-visit';
import type {Grammar, Token as PrismToken} from 'prismjs';
import {Prism, normalizeTokens, type PrismTheme, type Token} from 'prism-react-renderer';
import {codeLineHtml, escapeHtml} from './escape';
import {themeColours, type CodeThemes} from './palette';
import {hasFlag, parseLines, parseTitle} from '../../utils/code-block-meta';
import {codeThemes} from './themes';

/** A span of a block's code that is a link: 0-based line and column in the block's code. */
export interface CodeLink {
  line: number;
  column: number;
  length: number;
  href: string;
}

/**
 * Highlights fenced code blocks at build time. Each `<pre><code>` of a Markdown
 * or MDX page is tokenised once by Prism here, and its HTML travels in the
 * page's chunk as one string (the `highlighted` prop that theme/CodeBlock
 * renders). A token carries its light and dark colours as two palette classes
 * (./palette.ts), so a colour-mode switch changes CSS, never React state, and
 * no Prism code reaches the browser.
 */

/** Prism languages the guides use beyond the ones prism-react-renderer bundles. */
const additionalLanguages = ['bash', 'json'];

type StyleDict = Record<string, string | undefined>;

/** Each type's colour in one theme, merged as prism-react-renderer's themeToDict does. */
export function colourDict(theme: PrismTheme, language: string): StyleDict {
  const dict: StyleDict = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language)) {
      continue;
    }
    for (const type of types) {
      if (style.color !== undefined) {
        dict[type] = style.color;
      }
    }
  }
  return dict;
}

/** The colour a token gets: the last of its types that the theme colours. */
function tokenColour(types: readonly string[], dict: StyleDict): string | undefined {
  return types.reduce<string | undefined>((colour, type) => dict[type] ?? colour, undefined);
}

let languagesLoaded = false;

/** Registers the extra grammars on prism-react-renderer's Prism, once. */
async function loadLanguages(): Promise<void> {
  if (languagesLoaded) {
    return;
  }
  const global = globalThis as {Prism?: unknown};
  const before = global.Prism;
  global.Prism = Prism;
  for (const language of additionalLanguages) {
    await import(`prismjs/components/prism-${language}.js`);
  }
  global.Prism = before;
  languagesLoaded = true;
}

/** Prism's tokenizer with its hooks, as prism-react-renderer runs it. */
function tokenize(code: string, grammar: Grammar, language: string): (string | PrismToken)[] {
  const env = {code, grammar, language, tokens: [] as (string | PrismToken)[]};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  return env.tokens;
}

/** How one language's tokens are coloured: type colours and palette indexes, per mode. */
interface Colouring {
  readonly modes: readonly {readonly dict: StyleDict; readonly palette: readonly string[]; readonly prefix: string}[];
}

/** Colourings already worked out, by themes and language: every block of a language shares one. */
const colourings = new WeakMap<CodeThemes, Map<string, Colouring>>();

function colouring(themes: CodeThemes, language: string): Colouring {
  const byLanguage = colourings.get(themes) ?? new Map<string, Colouring>();
  colourings.set(themes, byLanguage);
  const known = byLanguage.get(language);
  if (known) {
    return known;
  }
  const made: Colouring = {
    modes: [
      {dict: colourDict(themes.light, language), palette: themeColours(themes.light), prefix: 'l'},
      {dict: colourDict(themes.dark, language), palette: themeColours(themes.dark), prefix: 'd'},
    ],
  };
  byLanguage.set(language, made);
  return made;
}

/** Token types left in the text colour: they carry no meaning a colour would add. */
const plainTypes = new Set(['punctuation', 'operator']);

/** A token, or the part of one that a sample's link covers (`href`). */
interface Piece {
  readonly types: readonly string[];
  readonly content: string;
  readonly href?: string;
}

/** A line's tokens cut where the links of the line (sorted by column) start and end. */
function cutAtLinks(tokens: readonly Token[], links: readonly CodeLink[]): readonly Piece[] {
  if (links.length === 0) {
    return tokens;
  }
  const pieces: Piece[] = [];
  let column = 0;
  for (const {types, content} of tokens) {
    const end = column + content.length;
    let at = column;
    for (const link of links) {
      const from = Math.max(link.column, at);
      const to = Math.min(link.column + link.length, end);
      if (from >= to) continue;
      if (from > at) pieces.push({types, content: content.slice(at - column, from - column)});
      pieces.push({types, content: content.slice(from - column, to - column), href: link.href});
      at = to;
    }
    if (at < end) pieces.push({types, content: content.slice(at - column)});
    column = end;
  }
  return pieces;
}

/**
 * One line's HTML. Punctuation and operators take the text colour, and neighbouring
 * tokens of the same colours share one span, blanks between them included: a page
 * of many code blocks stays light. A name that a sample links to the reference is an
 * `<a>` carrying its token's colour classes, so linking adds no element to a token
 * that had a span of its own.
 */
function lineHtml(
  tokens: readonly Token[],
  {modes}: Colouring,
  links: ReadonlyMap<string, string>,
  lineLinks: readonly CodeLink[],
): string {
  const runs: {classes: string; text: string; href?: string}[] = [];
  let blanks = '';
  for (const token of cutAtLinks(tokens, lineLinks)) {
    if (token.content === '' || token.content === '\n') {
      continue;
    }
    if (/^\s+$/.test(token.content)) {
      blanks += token.content;
      continue;
    }
    const plain = token.types.every((type) => type === 'token' || plainTypes.has(type));
    const classes = modes
      .filter(() => !plain)
      .flatMap(({dict, palette, prefix}) => {
        const colour = tokenColour(token.types, dict);
        return colour === undefined ? [] : [`${prefix}${palette.indexOf(colour)}`];
      })
      .join(' ');
    const last = runs.at(-1);
    if (last && !last.href && !token.href && last.classes === classes) {
      last.text += blanks + token.content;
    } else {
      if (blanks) runs.push({classes: '', text: blanks});
      runs.push({classes, text: token.content, href: token.href});
    }
    blanks = '';
  }
  if (blanks) runs.push({classes: '', text: blanks});
  return runs
    .map(({classes, text, href}) => {
      if (href !== undefined) {
        return `<a href="${escapeHtml(href)}"${classes ? ` class="${classes}"` : ''}>${escapeHtml(text)}</a>`;
      }
      const html = linkNames(escapeHtml(text), links);
      return classes ? `<span class="${classes}">${html}</span>` : html;
    })
    .join('');
}

/**
 * The type names of a declaration block made links. Its meta lists them
 * (`links=Item:/docs/api/classes/item;Commit:#type-commit`), written by the
 * API reference's TypeDoc plugin, which knows every page's URL.
 */
export function parseLinks(meta: string): Map<string, string> {
  const list = /\blinks=(\S+)/.exec(meta)?.[1] ?? '';
  return new Map(
    list
      .split(';')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf(':')), entry.slice(entry.indexOf(':') + 1)] as [string, string]),
  );
}

function linkNames(html: string, links: ReadonlyMap<string, string>): string {
  if (links.size === 0) {
    return html;
  }
  const names = new RegExp(`\\b(${[...links.keys()].join('|')})\\b`, 'g');
  return html.replace(names, (name) => `<a href="${escapeHtml(links.get(name) ?? '')}">${name}</a>`);
}

/**
 * The highlighted HTML of one block: its lines, each ending in a newline. `codeLinks`
 * are the names of the code (its lines as written, magic comments included) that link
 * to the reference.
 */
export function highlight(
  code: string,
  meta: string,
  language: string,
  themes: CodeThemes,
  codeLinks: readonly CodeLink[] = [],
): {html: string; title: string | undefined} {
  const {lines, highlighted, sourceLines} = parseLines(code, meta, language);
  const grammar = Prism.languages[language];
  const tokenLines = grammar
    ? normalizeTokens(tokenize(lines.join('\n'), grammar, language))
    : lines.map((line) => [{types: ['plain'], content: line}]);
  const colours = colouring(themes, language);
  const links = parseLinks(meta);
  const html = tokenLines
    .map((tokens, index) => {
      const lineLinks = codeLinks.filter((link) => link.line === sourceLines[index]);
      return codeLineHtml(lineHtml(tokens, colours, links, lineLinks), highlighted.has(index));
    })
    .join('');
  return {html, title: parseTitle(meta)};
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') {
    return node.value;
  }
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

function languageOf(code: Element): string {
  const classes = code.properties.className;
  const languageClass = Array.isArray(classes)
    ? classes.map(String).find((name) => name.startsWith('language-'))
    : undefined;
  return languageClass?.slice('language-'.length).toLowerCase() ?? 'text';
}

/** The languages of the samples whose names may link (see `HighlightOptions.linksOf`). */
const sampleLanguages = new Set(['ts', 'tsx', 'typescript']);

export interface HighlightOptions {
  /** The links of a ts/tsx block, by its code (lines joined with `\n`); none when left out. */
  readonly linksOf?: (code: string) => readonly CodeLink[];
  /**
   * The URL of the complete file a fragment's "Copy as file" button copies, by its code and
   * the page's file (src/plugins/copy-as-file); none for a block that has no such file.
   */
  readonly fileOf?: (code: string, page: string | undefined) => string | undefined;
  /** Where a guide's sample runs (`Deno, Node.js (experimental)`), by its code and the page's file; none when unknown. */
  readonly runtimesOf?: (code: string, page: string | undefined) => string | undefined;
}

/** The rehype plugin: replaces each block's text by its highlighted HTML, with the links `linksOf` gives. */
export default function rehypeHighlight(options: HighlightOptions = {}) {
  return async (tree: Root, file: {path?: string}): Promise<void> => {
    await loadLanguages();
    visit(tree, 'element', (node) => {
      const [code] = node.children;
      if (node.tagName !== 'pre' || node.children.length !== 1 || code?.type !== 'element' || code.tagName !== 'code') {
        return;
      }
      const meta = String(code.properties.metastring ?? '');
      if (/\bshowLineNumbers\b/.test(meta)) {
        throw new Error(`${file.path ?? 'A page'}: showLineNumbers is not supported by the build-time highlighter (src/plugins/highlight).`);
      }
      const language = languageOf(code);
      const text = textOf(code);
      const sample = sampleLanguages.has(language);
      const {html, title} = highlight(text, meta, language, codeThemes, sample ? (options.linksOf?.(text) ?? []) : []);
      const copyFile = sample ? options.fileOf?.(text, file.path) : undefined;
      const runsIn = sample ? options.runtimesOf?.(text, file.path) : undefined;
      code.properties = {
        className: [`language-${language}`],
        highlighted: html,
        ...(title === undefined ? {} : {title}),
        ...(hasFlag(meta, 'signature') ? {signature: true} : {}),
        ...(copyFile === undefined ? {} : {copyFile}),
        ...(runsIn === undefined ? {} : {runsIn}),
      };
      code.children = [];
    });
  };
}
