import type {Element, ElementContent, Root, RootContent} from 'hast';
import {toText} from 'hast-util-to-text';
import {apiDocsFolder} from '../../api-layout.mjs';

/** The source files of the API reference's pages: docs/api/ (src/api-layout.mjs). */
const apiPagePath = new RegExp(`[\\\\/]docs[\\\\/]${apiDocsFolder}[\\\\/]`);

/**
 * Wraps each part of a doc page that a heading opens, up to the next heading
 * of the same levels, in `<section class="doc-section">`. The browser skips
 * styling, laying out and painting a section while it is off screen
 * (content-visibility, src/css/custom.css), so a long page costs less at load,
 * on a colour switch and when the mobile menu opens. Each section reserves a
 * height guessed from its content, and "auto" keeps the real one once seen.
 *
 * The guess must not fall short. A skipped section keeps its reserved height
 * while a tool that reads the page in place (axe, hence Lighthouse's contrast
 * audit) lays its content out: content taller than the reservation then
 * overlaps what follows, the footer included, and the tool takes that for its
 * background; and a reader who jumps to the page's end sees the pager move. So
 * the guess comes in two parts: code blocks and table rows' padding, which keep
 * their height at any width, and the text (paragraphs, lists, headings,
 * components, table cells), whose height the stylesheet multiplies by a factor
 * for each layout: the article's lines hold fewer characters than the guess
 * counts, on a phone and on a desktop, where the sidebar and the table of
 * contents narrow it.
 *
 * Guides are cut at their h2 headings; API pages (docs/api/), where every
 * member is an h3, at h2 and h3. What comes before the first heading (the
 * lead paragraph) and MDX imports and exports stay where they are.
 */

export interface SectionsOptions {
  /** Heading levels that open a section on API pages and on guides. */
  readonly apiLevels: readonly number[];
  readonly guideLevels: readonly number[];
}

/** Rendered heights, in em, of what a section holds (Infima's sizes, rounded up). */
const height = {codeLine: 1.45, codeBlock: 3, tableRow: 1.5, charactersPerTableLine: 60, tabBar: 3, heading: 3.5, textLine: 1.7, charactersPerLine: 80, charactersPerCellLine: 30, component: 20};

/** A block's guessed height: the part that is the same at any width, and the part that wraps. */
interface Height {
  readonly fixed: number;
  readonly flow: number;
}

const fixed = (em: number): Height => ({fixed: em, flow: 0});
const flow = (em: number): Height => ({fixed: 0, flow: em});

const sum = (parts: readonly Height[]): Height =>
  parts.reduce((total, part) => ({fixed: total.fixed + part.fixed, flow: total.flow + part.flow}), fixed(0));

/** The tallest of the parts, and a bar of the given height above it. */
function tallest(parts: readonly Height[], bar: number): Height {
  const top = parts.reduce((best, part) => (part.fixed + part.flow > best.fixed + best.flow ? part : best), fixed(0));
  return {fixed: top.fixed + bar, flow: top.flow};
}

/**
 * The lines of a code block. The highlighter (src/plugins/highlight) runs
 * first and leaves the block's lines, each ending in a newline, in the
 * `highlighted` property of its <code>; a block it left alone keeps its text.
 */
function codeLines(pre: Element): number {
  const [code] = pre.children;
  const highlighted = code?.type === 'element' ? code.properties.highlighted : undefined;
  return typeof highlighted === 'string' ? highlighted.split('\n').length - 1 : toText(pre).split('\n').length;
}

/** The height a block will take at desktop width, guessed from its content. */
function blockHeight(node: RootContent): Height {
  if (node.type === 'text' || node.type === 'comment') return fixed(0);
  // Raw HTML (the API pages' plain <h4> headings) is small. MDX components are
  // diagrams, admonitions and tabs: at least a diagram's height, and at least
  // what they hold. Tabs show one tab at a time, whichever the reader chose
  // last: the tab bar and the tallest tab.
  if (node.type !== 'element') {
    if (node.type === 'raw') return flow(height.heading);
    const children = 'children' in node ? (node.children as RootContent[]) : [];
    const inside = 'name' in node && node.name === 'Tabs' ? tallest(children.map(blockHeight), height.tabBar) : sum(children.map(blockHeight));
    return inside.fixed + inside.flow >= height.component ? inside : flow(height.component);
  }
  if (node.tagName === 'pre') return fixed(codeHeight(node));
  if (node.tagName === 'table') return tableHeight(node);
  if (/^h[1-6]$/.test(node.tagName)) return flow(height.heading);
  // A list item or a paragraph may hold code blocks: their text is not in the element's text.
  if (node.tagName === 'ul' || node.tagName === 'ol') {
    const items = node.children.reduce((total, child) => total + (child.type === 'element' ? textHeight(child) + 0.5 : 0), 0);
    return {fixed: nestedCode(node), flow: items};
  }
  return {fixed: nestedCode(node), flow: textHeight(node) + 1};
}

function codeHeight(pre: Element): number {
  return height.codeBlock + codeLines(pre) * height.codeLine;
}

/** The height of the code blocks anywhere inside an element. */
function nestedCode(node: Element): number {
  return node.children.reduce(
    (total, child) => total + (child.type !== 'element' ? 0 : child.tagName === 'pre' ? codeHeight(child) : nestedCode(child)),
    0,
  );
}

function textHeight(node: Element): number {
  return Math.max(1, Math.ceil(toText(node).length / height.charactersPerLine)) * height.textLine;
}

const blockTags = new Set(['div', 'p', 'details', 'ul', 'ol']);

/** What a closed <details> shows: its summary. */
const shownText = (node: Element) =>
  toText(node.tagName === 'details' ? (node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'summary') ?? node) : node);

/**
 * The height of the blocks that table cells hold below their text (the API pages'
 * "Used in the guides" lines), each line as narrow as a column.
 */
function cellBlocks(node: Element | ElementContent): number {
  if (node.type !== 'element') return 0;
  if (node.tagName !== 'td' && node.tagName !== 'th') return node.children.reduce((total, child) => total + cellBlocks(child), 0);
  return node.children.reduce(
    (total, child) =>
      total + (child.type === 'element' && blockTags.has(child.tagName) ? Math.ceil(shownText(child).length / height.charactersPerCellLine) * height.textLine : 0),
    0,
  );
}

function rows(node: Element | ElementContent): Element[] {
  if (node.type !== 'element') return [];
  return node.tagName === 'tr' ? [node] : node.children.flatMap(rows);
}

/**
 * A table: each row's padding and rule, the blocks its cells hold, and each
 * row's text, which wraps like the page's text but with fewer characters to a
 * line, since its cells leave part of the width unused.
 */
function tableHeight(node: Element): Height {
  const tableRows = rows(node);
  const text = tableRows.reduce((total, row) => total + Math.max(1, Math.ceil(toText(row).length / height.charactersPerTableLine)) * height.textLine, 0);
  return {fixed: tableRows.length * height.tableRow + cellBlocks(node), flow: text};
}

function headingLevel(node: RootContent): number | undefined {
  return node.type === 'element' && /^h[1-6]$/.test(node.tagName) ? Number(node.tagName[1]) : undefined;
}

/**
 * A section with its guessed height, as the two custom properties src/css/custom.css combines.
 * An API page's sections carry `theme-api-section`, which its styles key on: the
 * `docs-doc-id-…` class of <html> is dropped for a frame while the page
 * hydrates, and styles keyed on it would let the page jump.
 */
function section(children: RootContent[], isApi: boolean): Element {
  const total = sum(children.map(blockHeight));
  return {
    type: 'element',
    tagName: 'section',
    properties: {className: isApi ? ['doc-section', 'theme-api-section'] : ['doc-section'], style: `--section-fixed:${Math.round(total.fixed)}em;--section-flow:${Math.round(total.flow)}em`},
    children: children as ElementContent[],
  };
}

/** The rehype plugin. */
export default function rehypeSections(options: SectionsOptions) {
  return (tree: Root, file: {path?: string}): void => {
    const isApi = apiPagePath.test(file.path ?? '');
    const levels = new Set(isApi ? options.apiLevels : options.guideLevels);
    const out: RootContent[] = [];
    let open: RootContent[] | undefined;
    const close = () => {
      if (open) out.push(section(open, isApi));
      open = undefined;
    };
    for (const node of tree.children) {
      const level = headingLevel(node);
      if (level !== undefined && levels.has(level)) {
        close();
        open = [];
      }
      // MDX imports and exports stay at the top level of the page.
      if (open && node.type !== 'mdxjsEsm') open.push(node);
      else out.push(node);
    }
    close();
    tree.children = out;
  };
}
