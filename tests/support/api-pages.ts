/**
 * Checks of TypeDoc's Markdown output for the API reference, for
 * tests/unit/api-pages.test.ts, which runs them on a fresh TypeDoc output.
 *
 * Which pages exist is checked against the snapshot (./api-snapshot.ts). Here: every
 * page compiles as MDX, with a title and a description in its front matter; every
 * relative link points at a generated page and, when it has a #fragment, at a heading or
 * `<a id>` of that page, with heading ids computed as Docusaurus does (explicit `{#id}` or
 * slug). Files that are not pages (names starting with `_`, anything not `.md`) are ignored.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {apiIndexPage, apiRoute} from '../../src/api-layout.mjs';

/** The generated pages in a folder: `.md` files not starting with `_`, as sorted posix paths. */
export function listApiPages(dir: string): string[] {
  const pages: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
      const full = path.join(folder, entry.name);
      if (entry.name.startsWith('_')) continue;
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md')) pages.push(path.relative(dir, full).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return pages.sort();
}

interface MdastNode {
  type: string;
  meta?: string | null;
  depth?: number;
  value?: string;
  url?: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: MdastNode[];
}

interface PageFacts {
  anchors: Set<string>;
  links: string[];
}

function textOf(node: MdastNode): string {
  if (typeof node.value === 'string' && node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') {
    return node.value;
  }
  return (node.children ?? []).map(textOf).join('');
}

/** Splits the front matter off a page, as Docusaurus does before compiling it. */
function splitFrontMatter(source: string): {frontMatter: string; body: string} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  return match ? {frontMatter: match[1], body: source.slice(match[0].length)} : {frontMatter: '', body: source};
}

/** Compiles one page as MDX and collects its anchors and links. Throws on invalid MDX. */
async function readPage(file: string): Promise<PageFacts> {
  // Both packages are ESM-only, and this script runs as CommonJS under tsx.
  const [{compile}, {default: remarkGfm}] = await Promise.all([import('@mdx-js/mdx'), import('remark-gfm')]);
  const {body} = splitFrontMatter(fs.readFileSync(file, 'utf8'));
  const facts: PageFacts = {anchors: new Set(), links: []};
  const collect = () => (tree: MdastNode) => {
    // Heading ids as Docusaurus computes them: explicit `{#id}` (MDX unescapes `\{#id\}`) or slug.
    const slugger = createSlugger();
    const visit = (node: MdastNode) => {
      if (node.type === 'heading') {
        const text = textOf(node);
        facts.anchors.add(parseMarkdownHeadingId(text).id ?? slugger.slug(text));
      } else if (node.type === 'link' && node.url) {
        facts.links.push(node.url);
      } else if (node.type === 'code' && node.meta) {
        // A declaration's type links (src/plugins/api-reference/typedoc/links.mjs): `links=Name:url;…`,
        // site URLs of the API pages (/docs/api/classes/item) or anchors of this page.
        for (const entry of /\blinks=(\S+)/.exec(node.meta)?.[1].split(';') ?? []) {
          const url = entry.slice(entry.indexOf(':') + 1);
          facts.links.push(url);
        }
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of node.attributes ?? []) {
          if (attribute.name === 'id' && typeof attribute.value === 'string') facts.anchors.add(attribute.value);
          if (node.name === 'a' && attribute.name === 'href' && typeof attribute.value === 'string') {
            facts.links.push(attribute.value);
          }
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
  await compile({value: body, path: file}, {format: 'mdx', remarkPlugins: [remarkGfm, collect]});
  return facts;
}

export interface ApiContentProblems {
  /** Pages that do not compile as MDX, with the compiler's message. */
  mdxErrors: string[];
  /** Pages whose front matter lacks a title or a description. */
  frontMatterErrors: string[];
  /** `page: link` for links to a missing page or anchor. */
  brokenLinks: string[];
}

/** Compiles every page of a folder as MDX and checks front matter, links and anchors. */
export async function checkApiContent(dir: string): Promise<ApiContentProblems> {
  const problems: ApiContentProblems = {mdxErrors: [], frontMatterErrors: [], brokenLinks: []};
  const pages = listApiPages(dir);
  const facts = new Map<string, PageFacts>();
  for (const page of pages) {
    const file = path.join(dir, page);
    const {frontMatter} = splitFrontMatter(fs.readFileSync(file, 'utf8'));
    if (!/^title: .+$/m.test(frontMatter) || !/^description: .+$/m.test(frontMatter)) {
      problems.frontMatterErrors.push(page);
    }
    try {
      facts.set(page, await readPage(file));
    } catch (error) {
      problems.mdxErrors.push(`${page}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  for (const [page, {links}] of facts) {
    for (const link of links) {
      // Site URLs of other pages (the guides) are Docusaurus's to check at build time.
      if (/^[a-z][a-z0-9+.-]*:/i.test(link) || (link.startsWith('/') && !link.startsWith(apiRoute))) continue;
      const [target = '', fragment] = link.split('#');
      // `/docs/api/classes/item` is a site URL of the reference; `item.md`, a file next to the page.
      const targetPage = !target
        ? page
        : target.startsWith(apiRoute)
          ? `${target.slice(apiRoute.length) || apiIndexPage}.md`
          : path.posix.normalize(path.posix.join(path.posix.dirname(page), target));
      const targetFacts = facts.get(targetPage);
      // A page that failed to compile is reported once, as invalid MDX, not for each link to it.
      if (!targetFacts && pages.includes(targetPage)) continue;
      if (!targetFacts || (fragment !== undefined && !targetFacts.anchors.has(decodeURIComponent(fragment)))) {
        problems.brokenLinks.push(`${page}: ${link}`);
      }
    }
  }
  return problems;
}
