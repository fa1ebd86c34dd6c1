/**
 * Reading code blocks: the ts/tsx fenced blocks of a Markdown or MDX page, and those of
 * the `@example` sections of TSDoc comments, each line with its position in its file.
 * Files are read by the parser under Docusaurus's MDX (mdast-util-from-markdown, with the
 * MDX syntax for .mdx files), so a block counts when the page renders it as a code block,
 * and a file that does not parse throws, naming its line.
 */
import {fromMarkdown} from 'mdast-util-from-markdown';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {frontmatter} from 'micromark-extension-frontmatter';
import {mdxjs} from 'micromark-extension-mdxjs';
import {visit} from 'unist-util-visit';
import {hasFlag, parseTitle} from '../../utils/code-block-meta';
import {relativeToRoot} from '../../utils/paths';

/** Where a line of sample code comes from: 0-based line and column offset in its source file. */
export interface SourcePosition {
  line: number;
  column: number;
}

/** The library example a block of a generated API page was rendered from. */
export interface BlockOrigin {
  /** Absolute path of the library file whose TSDoc comment holds the example. */
  source: string;
  /**
   * The line of that file each line of the rendered block comes from, and whether its text
   * is the same (then the columns match too); undefined where the lines cannot be paired.
   */
  lines: ({position: SourcePosition; sameText: boolean} | undefined)[];
  /** Position of the example's opening fence. */
  fence: SourcePosition;
}

export interface CodeBlock {
  /** Absolute path of the Markdown or TypeScript file holding the block. */
  source: string;
  /** 0-based position among the checked blocks of its source file. */
  index: number;
  lang: 'ts' | 'tsx';
  title?: string;
  partial: boolean;
  /** Position of the opening fence, used for errors in lines the checker adds. */
  fence: SourcePosition;
  code: string[];
  /** Origin of each line of `code`. */
  origins: SourcePosition[];
  /** For a block of a generated API page: the library example it renders, when it is known. */
  renderedFrom?: BlockOrigin;
}

interface TextLine {
  text: string;
  position: SourcePosition;
}

const sampleLanguages: Record<string, CodeBlock['lang']> = {ts: 'ts', typescript: 'ts', tsx: 'tsx'};

interface FenceInfo {
  lang?: CodeBlock['lang'];
  title?: string;
  partial: boolean;
  /** A declaration that the API reference shows (`signature`): not a sample. */
  signature: boolean;
}

function parseFenceInfo(info: string): FenceInfo {
  const match = /^([^\s{]*)(.*)$/.exec(info.trim());
  const lang = sampleLanguages[(match?.[1] ?? '').toLowerCase()];
  const meta = match?.[2] ?? '';
  return {lang, title: parseTitle(meta), partial: hasFlag(meta, 'partial'), signature: hasFlag(meta, 'signature')};
}

/**
 * How Docusaurus reads a page with `markdown.format: 'detect'`: a .mdx file as MDX, a .md
 * file (and here a TSDoc comment) as CommonMark; front matter is YAML, not Markdown.
 */
export const markdownSyntax = {
  md: {extensions: [frontmatter()], mdastExtensions: [frontmatterFromMarkdown()]},
  mdx: {extensions: [frontmatter(), mdxjs()], mdastExtensions: [frontmatterFromMarkdown(), mdxFromMarkdown()]},
};

/** A code block of any language, with the first and last of its lines among the parsed ones. */
type Fence = Pick<CodeBlock, 'fence' | 'code' | 'origins'> & {info: string; span: [number, number]};

/** The code blocks of Markdown text, given as lines with their positions in the source file. */
function codeBlocksOf(lines: TextLine[], format: keyof typeof markdownSyntax, source: string): Fence[] {
  let tree;
  try {
    tree = fromMarkdown(lines.map((l) => l.text).join('\n'), markdownSyntax[format]);
  } catch (error) {
    const {line = 1, column = 1, reason} = error as {line?: number; column?: number; reason?: string};
    const at = (lines[line - 1] ?? lines[lines.length - 1]).position;
    throw new Error(`${relativeToRoot(source)}:${at.line + 1}:${at.column + column} ${reason ?? String(error)}`);
  }
  const fences: Fence[] = [];
  visit(tree, 'code', (node) => {
    const {start, end} = node.position!;
    const code = node.value.split('\n');
    const at = lines[start.line - 1].position;
    fences.push({
      info: `${node.lang ?? ''} ${node.meta ?? ''}`,
      span: [start.line - 1, end.line - 1],
      fence: {line: at.line, column: at.column + start.column - 1},
      code,
      // The parser strips the indentation (and any list or quote prefix): a line's column is what it lost.
      origins: code.map((text, i) => {
        const {text: raw, position} = lines[start.line + i];
        return {line: position.line, column: position.column + Math.max(0, raw.length - text.length)};
      }),
    });
  });
  return fences;
}

/** The fenced blocks of a TSDoc comment's `@example` sections: each runs to the next tag outside a block. */
function exampleFences(comment: string, firstLine: number, firstColumn: number, source: string): Fence[] {
  const lines = comment
    .slice(0, -2)
    .split('\n')
    .map((raw, i): TextLine => {
      const prefix = i === 0 ? /^\/\*\* ?/.exec(raw)![0] : /^\s*(?:\*(?!\/) ?)?/.exec(raw)![0];
      const position = {line: firstLine + i, column: (i === 0 ? firstColumn : 0) + prefix.length};
      return {text: raw.slice(prefix.length).replace(/\s+$/, ''), position};
    });
  const fences = codeBlocksOf(lines, 'md', source);
  const tags = lines.map((line, i) =>
    fences.some(({span}) => i >= span[0] && i <= span[1]) ? undefined : /^@(\w+)/.exec(line.text)?.[1],
  );
  return fences.filter(({span}) => tags.slice(0, span[0]).filter(Boolean).at(-1) === 'example');
}

/**
 * An MDX page's explicit heading ids (`## Glossary {#glossary}`) escaped as Docusaurus
 * escapes them before it compiles the page: MDX would read `{#…}` as an expression.
 */
export function escapeHeadingIds(text: string): string {
  return text.replace(/^#{1,6}(?!#).*$/gm, (heading) => heading.replace(/(?<!\\)\{#/, '\\{#'));
}

/**
 * The ts/tsx code blocks of one Markdown, MDX or TypeScript file (a TypeScript file's
 * `@example` blocks). `signature` blocks, the declarations of the API reference, are left out.
 */
export function extractBlocks(source: string, text: string): CodeBlock[] {
  const normalized = text.replace(/\r\n/g, '\n');
  const fences: Fence[] = [];
  if (/\.mdx?$/.test(source)) {
    const mdx = source.endsWith('.mdx');
    const lines = (mdx ? escapeHeadingIds(normalized) : normalized)
      .split('\n')
      .map((t, line) => ({text: t, position: {line, column: 0}}));
    fences.push(...codeBlocksOf(lines, mdx ? 'mdx' : 'md', source));
  } else {
    for (const comment of normalized.matchAll(/\/\*\*(?!\/)[\s\S]*?\*\//g)) {
      const before = normalized.slice(0, comment.index);
      const column = comment.index - (before.lastIndexOf('\n') + 1);
      fences.push(...exampleFences(comment[0], before.split('\n').length - 1, column, source));
    }
  }
  const blocks: CodeBlock[] = [];
  for (const {info, fence, code, origins} of fences) {
    const {lang, title, partial, signature} = parseFenceInfo(info);
    if (lang && !signature) blocks.push({source, index: blocks.length, lang, title, partial, fence, code, origins});
  }
  return blocks;
}
