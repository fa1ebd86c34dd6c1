/**
 * "Used in the guides": the code links inverted. For each place of the reference that a
 * guide sample's names link to (a member's anchor, a type's page), the guide sections
 * whose samples use it, each linked to its heading's anchor. A rehype plugin writes them
 * on the API pages: three links, then "and N more" in a native <details> holding the
 * rest, so a member costs a handful of elements.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {Nodes} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {apiDocsFolder} from '../../../api-layout.mjs';
import {escapeHeadingIds, markdownSyntax} from '../../code-samples';
import type {SampleUses} from './links';

/** A guide section a reader can jump to. */
export interface GuideSection {
  /** `/docs/query#chaining-queries` (the page alone for what comes before its first heading). */
  readonly url: string;
  /** `Queries › Chaining queries`. */
  readonly text: string;
}

/** How many sections a member lists before "and N more". */
export const shownSections = 3;

/** Text of a Markdown node, as Docusaurus reads a heading's text for its anchor. */
function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'html') return node.value;
  return 'children' in node ? node.children.map((child) => textOf(child as Nodes)).join('') : '';
}

interface PageHeading {
  line: number;
  id: string;
  text: string;
}

/** A guide's title, its URL and its h2 and h3 headings with the anchors Docusaurus gives them. */
function readGuide(file: string, docsDir: string): {title: string; url: string; headings: PageHeading[]} {
  const mdx = file.endsWith('.mdx');
  const source = fs.readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
  const tree = fromMarkdown(mdx ? escapeHeadingIds(source) : source, markdownSyntax[mdx ? 'mdx' : 'md']);
  const yaml = tree.children.find((node) => node.type === 'yaml');
  const field = (name: string) => (yaml ? new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(yaml.value)?.[1].trim().replace(/^(['"])(.*)\1$/, '$2') : undefined);
  const slugger = createSlugger();
  const headings: PageHeading[] = [];
  let title = field('title');
  for (const node of tree.children) {
    if (node.type !== 'heading') continue;
    const {text, id: explicitId} = parseMarkdownHeadingId(textOf(node).trim());
    const id = explicitId ?? slugger.slug(text);
    if (node.depth === 1) title ??= text;
    else if (node.depth <= 3) headings.push({line: node.position!.start.line - 1, id, text});
  }
  const relative = path.relative(docsDir, file).split(path.sep).join('/').replace(/\.mdx?$/, '');
  const slug = field('slug');
  const url = slug ? `/docs/${slug.replace(/^\//, '')}` : `/docs/${relative.replace(/(^|\/)index$/, '')}`;
  return {title: title ?? relative, url, headings};
}

/** The doc ids of a sidebar (its items, categories' items in turn), in reading order. */
export function sidebarDocIds(items: unknown): string[] {
  if (typeof items === 'string') return [items];
  if (Array.isArray(items)) return items.flatMap(sidebarDocIds);
  if (typeof items !== 'object' || items === null) return [];
  const {id, items: children} = items as {id?: unknown; items?: unknown};
  return [...(typeof id === 'string' ? [id] : []), ...sidebarDocIds(children)];
}

/**
 * The guide sections that use each link target, in reading order: the guides in `order`
 * (doc ids, from the sidebar) first, the others by file name, each guide's sections in
 * page order. `docsDir` is docs/; samples outside it, and the reference's own, are left out.
 */
export function guideSections(samples: readonly SampleUses[], docsDir: string, apiDir: string, order: readonly string[] = []): Map<string, GuideSection[]> {
  const guides = new Map<string, ReturnType<typeof readGuide>>();
  const usedIn = new Map<string, GuideSection[]>();
  const docId = (file: string) => path.relative(docsDir, file).split(path.sep).join('/').replace(/\.mdx?$/, '');
  const rank = (file: string) => {
    const index = order.indexOf(docId(file));
    return index < 0 ? order.length : index;
  };
  const inGuides = samples
    .filter(({block}) => block.source.startsWith(docsDir + path.sep) && !block.source.startsWith(apiDir + path.sep))
    .sort(
      (a, b) =>
        rank(a.block.source) - rank(b.block.source) ||
        a.block.source.localeCompare(b.block.source) ||
        a.block.fence.line - b.block.fence.line,
    );
  for (const {block, hrefs} of inGuides) {
    let guide = guides.get(block.source);
    if (!guide) {
      guide = readGuide(block.source, docsDir);
      guides.set(block.source, guide);
    }
    const heading = guide.headings.filter((h) => h.line < block.fence.line).at(-1);
    const section: GuideSection = heading
      ? {url: `${guide.url}#${heading.id}`, text: `${guide.title} › ${heading.text}`}
      : {url: guide.url, text: guide.title};
    for (const href of hrefs) {
      const list = usedIn.get(href) ?? [];
      if (!list.some((s) => s.url === section.url)) list.push(section);
      usedIn.set(href, list);
    }
  }
  return usedIn;
}

/**
 * The public names (`IbexDB.query`, with their reference URL) that no guide sample
 * links to, in the reference's order. A sample of the reference itself does not count.
 */
export function unusedNames(symbolUrls: Readonly<Record<string, string>>, samples: readonly SampleUses[], docsDir: string): {name: string; url: string}[] {
  const apiDir = path.join(docsDir, apiDocsFolder);
  const used = new Set(
    samples.filter(({block}) => block.source.startsWith(docsDir + path.sep) && !block.source.startsWith(apiDir + path.sep)).flatMap((s) => s.hrefs),
  );
  return Object.entries(symbolUrls)
    .filter(([, url]) => !used.has(url))
    .map(([name, url]) => ({name, url}));
}

const text = (value: string): ElementContent => ({type: 'text', value});
const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({type: 'element', tagName, properties, children});

/** The links of some sections, separated by commas. */
function linkList(sections: readonly GuideSection[]): ElementContent[] {
  return sections.flatMap((section, i) => [...(i > 0 ? [text(', ')] : []), element('a', {href: section.url}, [text(section.text)])]);
}

/**
 * The markup of "Used in the guides" for some sections, its line a `tagName` element. MDX
 * renders the <details> of the overflow with the theme's Details component, a native
 * <details> like every other on the site.
 */
export function usedInMarkup(sections: readonly GuideSection[], tagName: 'p' | 'div' = 'p'): Element[] {
  const shown = sections.slice(0, shownSections);
  const rest = sections.slice(shownSections);
  const line = element(tagName, {className: ['api-used-in']}, [text('Used in the guides: '), ...linkList(shown)]);
  if (rest.length === 0) return [line];
  const more = element('details', {className: ['api-used-in-more']}, [element('summary', {}, [text(`and ${rest.length} more`)]), element('p', {}, linkList(rest))]);
  return [line, more];
}

const headingLevel = (node: RootContent): number | undefined =>
  node.type === 'element' && /^h[1-6]$/.test(node.tagName) ? Number(node.tagName[1]) : undefined;

export interface UsedInOptions {
  /** The sections that use a link target (`/docs/api/classes/ibexdb#query`), or none. */
  readonly sectionsOf: (href: string) => readonly GuideSection[] | undefined;
  /** The route of an API page's source file (`…/docs/api/classes/ibexdb.md` → `/docs/api/classes/ibexdb`); none for other pages. */
  readonly routeOf: (file: string | undefined) => string | undefined;
}

/** The anchor a reference table row gives its property (`<a id="property-size">` in its first cell), if any. */
function rowAnchor(row: Element): string | undefined {
  const firstCell = row.children.find((child): child is Element => child.type === 'element' && child.tagName === 'td');
  const anchor = firstCell?.children.find((child): child is Element => child.type === 'element' && child.tagName === 'a');
  return typeof anchor?.properties.id === 'string' ? anchor.properties.id : undefined;
}

/** Every table row of a tree, in document order. */
function tableRows(node: Root | Element): Element[] {
  return node.children.flatMap((child) => (child.type !== 'element' ? [] : child.tagName === 'tr' ? [child] : tableRows(child)));
}

/**
 * The rehype plugin of the API pages: after each member (an h2 or h3 with an id) its
 * "Used in the guides", the page's own before its first h2, and a property listed as a
 * table row gets its own in the row's last cell, under the description.
 */
export function rehypeUsedIn(options: UsedInOptions) {
  return (tree: Root, file: {path?: string}): void => {
    const route = options.routeOf(file.path);
    if (!route) return;
    const children = tree.children;
    const inserts: {at: number; nodes: RootContent[]}[] = [];
    const page = options.sectionsOf(route);
    const firstHeading = children.findIndex((node) => headingLevel(node) === 2);
    if (page?.length) inserts.push({at: firstHeading < 0 ? children.length : firstHeading, nodes: usedInMarkup(page)});
    children.forEach((node, index) => {
      const level = headingLevel(node);
      if (node.type !== 'element' || level === undefined || level > 3 || typeof node.properties.id !== 'string') return;
      const sections = options.sectionsOf(`${route}#${node.properties.id}`);
      if (!sections?.length) return;
      const next = children.findIndex((other, i) => i > index && (headingLevel(other) ?? 7) <= level);
      inserts.push({at: next < 0 ? children.length : next, nodes: usedInMarkup(sections)});
    });
    for (const {at, nodes} of inserts.sort((a, b) => b.at - a.at)) children.splice(at, 0, ...nodes);
    for (const row of tableRows(tree)) {
      const anchor = rowAnchor(row);
      const sections = anchor === undefined ? undefined : options.sectionsOf(`${route}#${anchor}`);
      const lastCell = row.children.filter((child): child is Element => child.type === 'element' && child.tagName === 'td').at(-1);
      // A <div>, not a <p>: the minified page leaves out the optional </p>, and a
      // paragraph left open in a cell is not valid HTML before the next row.
      if (sections?.length && lastCell) lastCell.children.push(...usedInMarkup(sections, 'div'));
    }
  };
}
