/**
 * The glossary in the guides, at build time (a remark plugin of the docs, run before
 * Docusaurus's own so that headings get their ids and links are resolved as if written
 * in the page):
 *
 * - on the Concepts page, `<GlossaryEntries />` becomes the entries of docs/_glossary.md;
 * - on every other guide, the first use of each term in prose links to its entry,
 *   `/docs/concepts#anchor`, marked `data-glossary` for the popover (client/terms.ts).
 *   Headings, links, code and JSX are left alone. A link the writer made to an entry
 *   counts as the term's use and gets the popover too.
 *
 * A link to the Concepts page whose anchor is neither an entry nor a heading of that
 * page stops the build, naming the page, the link's text and the missing entry.
 * The API pages (docs/api/) and the partials (`_*.md`) are not touched.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Link, Parent, Root, RootContent, Text} from 'mdast';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {apiDocsFolder} from '../../api-layout.mjs';
import {projectRoot, relativeToRoot} from '../../utils/paths';
import {conceptsRoute, conceptsSource, glossaryFile, parseGlossary, plainText, type Glossary} from './source';

/** The component the Concepts page writes where the entries go. */
export const entriesComponent = 'GlossaryEntries';

/** The attribute that marks a link to an entry; its value is the entry's anchor. */
export const termAttribute = 'data-glossary';

/** Nodes whose text is never linked: headings, links, code, raw HTML, JSX and expressions. */
const skipped = new Set([
  'heading',
  'link',
  'linkReference',
  'inlineCode',
  'code',
  'html',
  'image',
  'imageReference',
  'definition',
  'yaml',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxjsEsm',
]);

/** The anchors of the Concepts page's own headings (`## Paths` → `paths`, `{#id}` as written). */
export function headingAnchors(mdx: string): Set<string> {
  const slugger = createSlugger();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of mdx.split('\n')) {
    if (/^(?:```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? undefined : /^#{2,6} (.+)$/.exec(line)?.[1];
    if (!heading) continue;
    const {id, text} = parseMarkdownHeadingId(heading);
    anchors.add(id ?? slugger.slug(text));
  }
  return anchors;
}

/** The anchor a link goes to on the Concepts page, or undefined for a link elsewhere. */
export function conceptsAnchor(url: string): string | undefined {
  const match = /^(?:\/docs\/concepts\/?|(?:\.\/)?concepts\.mdx?)#(.+)$/.exec(url);
  return match?.[1];
}

const escapeRegExp = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern for every form of every term, longest first, so "root session" wins over "session". */
function termPattern(glossary: Glossary, source: string): {pattern: RegExp; anchorOf: Map<string, string>} {
  const page = path.basename(source).replace(/\.mdx?$/, '');
  const anchorOf = new Map(
    glossary.entries.filter((entry) => !entry.notOn?.includes(page)).flatMap((entry) => entry.forms.map((form) => [form, entry.anchor] as const)),
  );
  const forms = [...anchorOf.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return {pattern: new RegExp(`(?<![\\w-])(?:${forms.join('|')})(?![\\w-])`, 'gi'), anchorOf};
}

function markLink(link: Link, anchor: string): void {
  link.data = {...link.data, hProperties: {...link.data?.hProperties, [termAttribute]: anchor}};
}

/**
 * Links the first use of each term in the tree, in reading order; returns the anchors of
 * the terms the page uses (linked here or by the writer), in that order.
 */
export function linkTerms(tree: Root, glossary: Glossary, source: string, knownAnchors: Set<string>): string[] {
  const {pattern, anchorOf} = termPattern(glossary, source);
  const used: string[] = [];

  const linkText = (node: Text): RootContent[] => {
    const parts: RootContent[] = [];
    let from = 0;
    for (const match of node.value.matchAll(pattern)) {
      const anchor = anchorOf.get(match[0].toLowerCase());
      if (!anchor || used.includes(anchor)) continue;
      used.push(anchor);
      if (match.index > from) parts.push({type: 'text', value: node.value.slice(from, match.index)});
      const link: Link = {type: 'link', url: `${conceptsRoute}#${anchor}`, children: [{type: 'text', value: match[0]}]};
      markLink(link, anchor);
      parts.push(link);
      from = match.index + match[0].length;
    }
    if (parts.length === 0) return [node];
    if (from < node.value.length) parts.push({type: 'text', value: node.value.slice(from)});
    return parts;
  };

  const walk = (parent: Parent): void => {
    parent.children = parent.children.flatMap<RootContent>((child) => {
      if (child.type === 'link') {
        const anchor = conceptsAnchor(child.url);
        if (anchor !== undefined) {
          if (glossary.byAnchor.has(anchor)) {
            markLink(child, anchor);
            if (!used.includes(anchor)) used.push(anchor);
          } else if (!knownAnchors.has(anchor)) {
            throw new Error(
              `${source} links the term "${plainText(child)}" to ${conceptsRoute}#${anchor}, but the glossary (docs/_glossary.md) has no entry #${anchor}`,
            );
          }
        }
        return [child];
      }
      // An admonition's title (`:::note Title`) is a heading too.
      if (skipped.has(child.type) || (child.data as {directiveLabel?: boolean} | undefined)?.directiveLabel) return [child];
      if (child.type === 'text') return linkText(child);
      if ('children' in child) walk(child);
      return [child];
    });
  };
  walk(tree);
  return used;
}

/** Puts the entries where the Concepts page has `<GlossaryEntries />`; a page without it stops the build. */
export function insertEntries(tree: Root, glossary: Glossary, source: string): void {
  const index = tree.children.findIndex((node) => node.type === 'mdxJsxFlowElement' && node.name === entriesComponent);
  if (index < 0) throw new Error(`${source} shows the glossary: it needs a <${entriesComponent} /> line where the entries go`);
  // Copies: Docusaurus's heading plugin edits the heading nodes it is given.
  const entries = glossary.entries.flatMap((entry) => structuredClone([entry.heading, ...entry.definition]));
  tree.children.splice(index, 1, ...entries);
}

/**
 * What `parse` makes of a file, read again only when the file has changed since: the
 * pages of a build share one reading, and `npm start` still sees an edit.
 */
function whileUnchanged<T>(file: string, parse: (text: string) => T): () => T {
  let read: {mtimeMs: number; value: T} | undefined;
  return () => {
    const {mtimeMs} = fs.statSync(file);
    if (read?.mtimeMs !== mtimeMs) read = {mtimeMs, value: parse(fs.readFileSync(file, 'utf8'))};
    return read.value;
  };
}

export default function remarkGlossary() {
  const glossary = whileUnchanged(path.join(projectRoot, glossaryFile), parseGlossary);
  const knownAnchors = whileUnchanged(path.join(projectRoot, conceptsSource), headingAnchors);
  return (tree: Root, file: {path?: string}): void => {
    if (!file.path) return;
    const source = relativeToRoot(file.path);
    if (source === conceptsSource) {
      insertEntries(tree, glossary(), source);
      return;
    }
    if (!source.startsWith('docs/') || source.startsWith(`docs/${apiDocsFolder}/`) || path.basename(source).startsWith('_')) return;
    linkTerms(tree, glossary(), source, knownAnchors());
  };
}
