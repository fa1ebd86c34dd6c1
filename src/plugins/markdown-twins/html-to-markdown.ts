/**
 * Turns one built HTML page into clean Markdown: the page's content only (no
 * navbar, sidebar, table of contents, footer or buttons), code blocks with
 * their language, package-manager tabs written out one labelled block per
 * tab, diagrams replaced by their text description, admonitions as quotes,
 * and every link absolute to the site URL.
 *
 * It reads the HTML the build wrote, so MDX components, TypeDoc pages and the
 * home page all come out as a reader sees them. Code text is the text content
 * of <pre>/<code> and the language a `language-xxx` class, so it does not
 * depend on how the highlighter marks up tokens.
 */
import type {Element, ElementContent, Root as HastRoot} from 'hast';
import type {Code} from 'mdast';
import {fromHtml} from 'hast-util-from-html';
import {select, selectAll} from 'hast-util-select';
import {toMdast, type State} from 'hast-util-to-mdast';
import {toText} from 'hast-util-to-text';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';

export type ConvertedPage = {
  /** The page's h1, which is also the twin's `#` heading. */
  title: string;
  /** The page's meta description (from the front matter, or the site tagline). */
  description: string;
  markdown: string;
};

/** The page content: a doc's Markdown body, or the <main> of any other page. */
const contentSelectors = ['.theme-doc-markdown', 'main'];

/** Chrome inside the content that a reader of the Markdown has no use for. */
const removedSelectors = [
  'a.hash-link',
  'button',
  'script',
  'style',
  'noscript',
  '.theme-doc-toc-mobile',
  'svg:not([role=img])',
];

const zeroWidthSpace = /\u200b/g;

function element(tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element {
  return {type: 'element', tagName, properties, children};
}

function text(value: string): ElementContent {
  return {type: 'text', value};
}

function classes(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

/** Replaces `node` in its parent by `replacement` (nothing when it is empty). */
function replace(root: Element, node: Element, replacement: ElementContent[]): void {
  const visit = (parent: Element): boolean => {
    const index = parent.children.indexOf(node);
    if (index !== -1) {
      parent.children.splice(index, 1, ...replacement);
      return true;
    }
    return parent.children.some((child) => child.type === 'element' && visit(child));
  };
  visit(root);
}

function languageOf(...nodes: (Element | undefined)[]): string | undefined {
  for (const node of nodes) {
    const found = node && classes(node).find((name) => name.startsWith('language-'));
    if (found) return found.slice('language-'.length);
  }
  return undefined;
}

/**
 * Every code block becomes a bare <pre> holding its text, its language and
 * its title in data attributes, which the `pre` handler below turns into a
 * fenced block. A paragraph the block holds under its code (the guides'
 * "Runs in: Deno, Node.js (experimental), browsers") follows the fence.
 */
function normaliseCodeBlocks(root: Element): void {
  for (const container of selectAll('.theme-code-block', root)) {
    const pre = select('pre', container);
    if (!pre) continue;
    const code = select('code', pre);
    const titleNode = container.children.find(
      (child): child is Element =>
        child.type === 'element' && classes(child).includes('theme-code-block-title'),
    );
    const notes = container.children.filter((child): child is Element => child.type === 'element' && child.tagName === 'p');
    replace(root, container, [
      element('pre', [text(toText(code ?? pre, {whitespace: 'pre'}))], {
        dataLanguage: languageOf(code, pre, container) ?? '',
        dataTitle: titleNode ? toText(titleNode).trim() : '',
      }),
      ...notes,
    ]);
  }
}

/** Tabs: each tab's label in bold, followed by its panel, for every tab. */
function writeOutTabs(root: Element): void {
  for (const tabs of selectAll('.tabs-container', root)) {
    const labels = selectAll('[role=tab]', tabs).map((tab) => toText(tab).trim());
    const panels = selectAll('[role=tabpanel]', tabs);
    if (labels.length !== panels.length) {
      throw new Error(`a tab group has ${labels.length} tabs but ${panels.length} panels`);
    }
    replace(
      root,
      tabs,
      panels.flatMap((panel, index) => [element('p', [element('strong', [text(labels[index])])]), ...panel.children]),
    );
  }
}

/** A diagram (an SVG with role img) becomes its name and text description. */
function describeDiagrams(root: Element): void {
  for (const figure of selectAll('figure:has(svg[role=img])', root)) {
    const svg = select('svg[role=img]', figure);
    const title = svg && select('title', svg);
    const description = svg && select('desc', svg);
    if (!title || !description) {
      throw new Error('a diagram has no <title> or <desc> to stand for it');
    }
    replace(root, figure, [
      element('p', [
        element('strong', [text(`Diagram: ${toText(title).trim()}.`)]),
        text(` ${toText(description).trim()}`),
      ]),
    ]);
  }
}

/** An admonition becomes a quote that opens with its heading in bold. */
function quoteAdmonitions(root: Element): void {
  for (const admonition of selectAll('.theme-admonition', root)) {
    const [heading, content] = admonition.children.filter((child): child is Element => child.type === 'element');
    const label = heading ? toText(heading).trim() : '';
    const name = label.charAt(0).toUpperCase() + label.slice(1);
    replace(root, admonition, [
      element('blockquote', [element('p', [element('strong', [text(name)])]), ...(content?.children ?? [])]),
    ]);
  }
}

/**
 * Markup that reads well in a browser but runs together as text: a card (a
 * link holding a title and a text) becomes the linked title then the text,
 * and a row of links with nothing between them becomes a list.
 */
function separateLinks(root: Element): void {
  for (const link of selectAll('a', root)) {
    const parts = link.children.filter((child): child is Element => child.type === 'element');
    if (parts.length < 2 || parts.length !== link.children.length) continue;
    const [first, ...rest] = parts;
    replace(root, link, [
      element('a', first.children, link.properties),
      text(`: ${rest.map((part) => toText(part).trim()).join(' ')}`),
    ]);
  }
  for (const anchor of selectAll('a:not([href])', root)) replace(root, anchor, anchor.children);
  for (const row of selectAll('div', root)) {
    const links = row.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
    if (links.length < 2 || !links.every((child) => child.type === 'element' && child.tagName === 'a')) continue;
    row.children = [element('ul', links.map((link) => element('li', [link])))];
  }
}

/**
 * An API table cell's "Used in the guides" line is a block of its own in the page; a
 * Markdown table cell holds one line, so it follows the description after a space, and
 * its "and N more" list after a colon.
 */
function inlineUsedInCells(root: Element): void {
  for (const more of selectAll('td details.api-used-in-more', root)) {
    const summary = select('summary', more);
    const rest = more.children.filter((child) => child !== summary);
    replace(root, more, [text(' '), ...(summary?.children ?? []), text(': '), ...rest.flatMap((child) => (child.type === 'element' ? child.children : [child]))]);
  }
  for (const line of selectAll('td .api-used-in', root)) replace(root, line, [text(' '), ...line.children]);
}

/** HTML comments (React's `<!-- -->` between adjacent texts) are markup, not text: Markdown would print them. */
function dropComments(node: Element): void {
  node.children = node.children.filter((child) => child.type !== 'comment');
  for (const child of node.children) if (child.type === 'element') dropComments(child);
}

function absoluteLinks(root: Element, pageUrl: string): void {
  for (const link of selectAll('a[href]', root)) {
    link.properties.href = new URL(String(link.properties.href), pageUrl).href;
  }
  for (const image of selectAll('img[src]', root)) {
    image.properties.src = new URL(String(image.properties.src), pageUrl).href;
  }
}

function codeHandler(state: State, node: Element): Code {
  const result: Code = {
    type: 'code',
    lang: String(node.properties.dataLanguage ?? '') || null,
    meta: node.properties.dataTitle ? `title="${String(node.properties.dataTitle)}"` : null,
    value: toText(node, {whitespace: 'pre'}).replace(/\n+$/, ''),
  };
  state.patch(node, result);
  return result;
}

function metaContent(tree: HastRoot, name: string): string {
  const meta = select(`meta[name=${name}]`, tree);
  return meta ? String(meta.properties.content ?? '').trim() : '';
}

/**
 * Converts the HTML of the page at `pageUrl`. Throws, with the reason, when
 * the page has no content to convert or the result is empty.
 */
export function htmlToMarkdown(html: string, pageUrl: string): ConvertedPage {
  const tree = fromHtml(html);
  const content = contentSelectors.map((selector) => select(selector, tree)).find(Boolean);
  if (!content) {
    throw new Error(`no content element (${contentSelectors.join(' or ')}) in the HTML`);
  }
  for (const selector of removedSelectors) {
    for (const node of selectAll(selector, content)) replace(content, node, []);
  }
  dropComments(content);
  describeDiagrams(content);
  writeOutTabs(content);
  normaliseCodeBlocks(content);
  quoteAdmonitions(content);
  inlineUsedInCells(content);
  separateLinks(content);
  absoluteLinks(content, pageUrl);

  const heading = select('h1', content);
  if (!heading) throw new Error('the page has no h1 title');
  const title = toText(heading).replace(zeroWidthSpace, '').trim();

  const mdast = toMdast(content, {handlers: {pre: codeHandler}});
  const markdown = toMarkdown(mdast, {
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    emphasis: '_',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  })
    .replace(zeroWidthSpace, '')
    .trim();
  if (!markdown.startsWith('# ') || !markdown.includes('\n')) {
    throw new Error('the Markdown has no content under the page title');
  }
  return {title, description: metaContent(tree, 'description'), markdown: `${markdown}\n`};
}
