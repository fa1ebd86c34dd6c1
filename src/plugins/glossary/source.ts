/**
 * The glossary's one source, docs/_glossary.md, read into entries. Each entry is a `###`
 * heading `Term {#anchor}`, an optional `<!-- matches: form, form; not on: page -->` comment
 * (the words that name the term in prose, the heading's term when there is none, and the
 * guides where those words mean something else), then its
 * definition, one or more paragraphs. Anything else, an entry without a definition, an
 * anchor used twice or a word that names two terms stops the build, naming the line.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Heading, Link, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toMarkdown} from 'mdast-util-to-markdown';

/** The glossary's file, relative to the site's folder. */
export const glossaryFile = 'docs/_glossary.md';
/** The page that shows the glossary, and its source among the docs. */
export const conceptsRoute = '/docs/concepts';
export const conceptsSource = 'docs/concepts.mdx';
/** Where the guides are served: a link `./sync.mdx#a` in an entry is `/docs/sync#a` on the site. */
const docsRoute = '/docs/';

/** The text of a node as a reader sees it: its text and inline code, without the markup. */
export function plainText(node: RootContent | Root): string {
  if ('value' in node && (node.type === 'text' || node.type === 'inlineCode')) return node.value;
  return 'children' in node ? node.children.map((child) => plainText(child)).join('') : '';
}

export type GlossaryEntry = {
  anchor: string;
  term: string;
  /** The words that name the term in prose, lowercase. */
  forms: string[];
  /** The guides (file names without extension) where those words mean something else: not linked there. */
  notOn?: string[];
  heading: Heading;
  definition: Paragraph[];
};

export type Glossary = {entries: GlossaryEntry[]; byAnchor: Map<string, GlossaryEntry>};

const headingPattern = /^(.+?) \{#([a-z0-9-]+)\}$/;
const matchesPattern = /^<!--\s*matches:\s*([^]*?)\s*-->$/;

export function parseGlossary(markdown: string, file = glossaryFile): Glossary {
  const tree = fromMarkdown(markdown);
  const entries: GlossaryEntry[] = [];
  const fail = (node: RootContent, message: string): never => {
    throw new Error(`${file}:${node.position?.start.line ?? 0}: ${message}`);
  };
  for (const node of tree.children) {
    const current = entries.at(-1);
    if (node.type === 'heading' && node.depth === 3) {
      const match = headingPattern.exec(plainText(node));
      if (!match) fail(node, 'an entry\'s heading is "### Term {#anchor}", with a lowercase anchor');
      const [, term, anchor] = match as RegExpExecArray;
      if (entries.some((entry) => entry.anchor === anchor)) fail(node, `the anchor #${anchor} names two entries`);
      entries.push({anchor, term, forms: [term.toLowerCase()], heading: node, definition: []});
    } else if (node.type === 'html') {
      const forms = matchesPattern.exec(node.value)?.[1];
      if (forms === undefined) {
        if (entries.length > 0) fail(node, 'the only comment inside an entry is "<!-- matches: … -->"');
        continue;
      }
      if (!current || current.definition.length > 0) fail(node, 'a "matches" comment follows its entry\'s heading');
      const [words, notOn] = forms.split(';');
      const list = (text: string) => text.split(',').map((item) => item.trim().toLowerCase()).filter(Boolean);
      (current as GlossaryEntry).forms = list(words);
      if (notOn !== undefined) {
        const pages = /^\s*not on:(.*)$/.exec(notOn)?.[1];
        if (pages === undefined) fail(node, 'a "matches" comment lists words, then optionally "; not on: page, page"');
        (current as GlossaryEntry).notOn = list(pages ?? '');
      }
    } else if (node.type === 'paragraph' && current) {
      current.definition.push(node);
    } else {
      fail(node, 'the glossary holds only "###" entries, each a heading and its definition in paragraphs');
    }
  }
  const owners = new Map<string, string>();
  for (const entry of entries) {
    if (entry.definition.length === 0) {
      throw new Error(`${file}:${entry.heading.position?.start.line ?? 0}: the entry "${entry.term}" has no definition`);
    }
    for (const form of entry.forms) {
      const owner = owners.get(form);
      if (owner) throw new Error(`${file}: "${form}" names both #${owner} and #${entry.anchor}`);
      owners.set(form, entry.anchor);
    }
  }
  return {entries, byAnchor: new Map(entries.map((entry) => [entry.anchor, entry]))};
}

export function readGlossary(siteDir: string): Glossary {
  return parseGlossary(fs.readFileSync(path.join(siteDir, glossaryFile), 'utf8'));
}

/** A link of an entry as a site path: `./sync.mdx#a` → `/docs/sync#a`, `#a` → the Concepts page's `#a`. */
export function siteHref(url: string): string {
  if (url.startsWith('#')) return `${conceptsRoute}${url}`;
  const relative = /^\.\/([^#]+?)\.mdx?(#.*)?$/.exec(url);
  if (relative) return `${docsRoute}${relative[1]}${relative[2] ?? ''}`;
  return url;
}

/** The definition as plain text, for the popover. */
export function definitionText(entry: GlossaryEntry): string {
  return entry.definition.map((paragraph) => plainText(paragraph)).join('\n\n');
}

function withAbsoluteLinks(nodes: PhrasingContent[], siteUrl: string): PhrasingContent[] {
  return nodes.map((node) => {
    if (node.type === 'link') {
      const link: Link = {...node, url: new URL(siteHref(node.url), siteUrl).href, children: withAbsoluteLinks(node.children, siteUrl)};
      return link;
    }
    return 'children' in node ? ({...node, children: withAbsoluteLinks(node.children, siteUrl)}) : node;
  });
}

/** The definition as Markdown with absolute links, for the Markdown twins: `**Term**: definition`. */
export function definitionMarkdown(entry: GlossaryEntry, siteUrl: string): string {
  const label: PhrasingContent[] = [
    {type: 'strong', children: [{type: 'text', value: entry.term}]},
    {type: 'text', value: ': '},
  ];
  const paragraphs = entry.definition.map(
    (paragraph, index): Paragraph => ({
      type: 'paragraph',
      children: [...(index === 0 ? label : []), ...withAbsoluteLinks(paragraph.children, siteUrl)],
    }),
  );
  return toMarkdown({type: 'root', children: paragraphs} satisfies Root).trim();
}
