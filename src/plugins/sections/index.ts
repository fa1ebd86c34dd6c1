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
const height = {codeLine: 1.45, codeBlock: 3, tableRow: 3.2, heading: 3.5, textLine: 1.7, charactersPerLine: 80, component: 20};

/** The height a block will take, guessed from its content. */
function blockHeight(node: RootContent): number {
  if (node.type === 'text' || node.type === 'comment') return 0;
  // Raw HTML (the API pages' plain <h4> headings) is small; MDX components are diagrams and the like.
  if (node.type !== 'element') return node.type === 'raw' ? height.heading : height.component;
  if (node.tagName === 'pre') return height.codeBlock + toText(node).split('\n').length * height.codeLine;
  if (node.tagName === 'table') return countRows(node) * height.tableRow;
  if (/^h[1-6]$/.test(node.tagName)) return height.heading;
  if (node.tagName === 'ul' || node.tagName === 'ol') {
    return node.children.reduce((sum, child) => sum + (child.type === 'element' ? textHeight(child) + 0.5 : 0), 0);
  }
  return textHeight(node) + 1;
}

function textHeight(node: Element): number {
  return Math.max(1, Math.ceil(toText(node).length / height.charactersPerLine)) * height.textLine;
}

function countRows(node: Element | ElementContent): number {
  if (node.type !== 'element') return 0;
  return node.tagName === 'tr' ? 1 : node.children.reduce((sum, child) => sum + countRows(child), 0);
}

function headingLevel(node: RootContent): number | undefined {
  return node.type === 'element' && /^h[1-6]$/.test(node.tagName) ? Number(node.tagName[1]) : undefined;
}

function section(children: RootContent[]): Element {
  const em = Math.round(children.reduce((sum, child) => sum + blockHeight(child), 0));
  return {
    type: 'element',
    tagName: 'section',
    properties: {className: ['doc-section'], style: `contain-intrinsic-block-size:auto ${Math.max(em, 4)}em`},
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
      if (open) out.push(section(open));
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
