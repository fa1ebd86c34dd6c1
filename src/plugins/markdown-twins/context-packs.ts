/**
 * Context packs: for every doc page, one Markdown file that holds the page's
 * twin and then the reference entries of exactly the IbexDB members its code
 * samples use, for "Copy page with API context" (./theme/CopyPage). A pack
 * lives beside the twin, `/docs/query.context.md` (./hand-off.ts), and
 * `/context-tokens.json` gives each pack's estimated token count, which the
 * menu shows.
 *
 * Which members: the ts/tsx samples of the page's source file (the checker's
 * own reading, src/plugins/code-samples), each resolved by the code links'
 * analysis (src/plugins/api-reference/code-links), the same links the
 * highlighter writes into the page. A member's entry is its section in its
 * API page's twin: from its heading to the next heading of the same level or
 * higher, so a pack holds the Markdown the site shows. A link to a whole page
 * (a class, an interface, a type) takes the page's opening: its title,
 * import line, declaration and summary, up to its first `##` heading.
 *
 * The twins carry no heading ids, so a section is found through the built
 * page: its nth heading is the twin's nth heading, and a build where the two
 * disagree fails, naming the page.
 *
 * A step of the post-build pipeline, after the twins step, whose twins it
 * reads; its files join the offline cache's list (src/plugins/post-build/precache.ts).
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fromHtml} from 'hast-util-from-html';
import {select, selectAll} from 'hast-util-select';
import {extractBlocks} from '../code-samples';
import {linksOfBlock, type CodeLinks} from '../api-reference/code-links';
import {loadedDocsVersion} from '../../utils/docs-content';
import {contextPackPath, contextTokensPath, estimateTokens} from './hand-off';
import {markdownTwinPath} from './twin-url';
import {precacheEntry, type OfflinePrecache, type PluginWithStep, type PrecacheEntry} from '../post-build';

export interface ContextPacksOptions {
  /** The code links' analysis of this build, once loaded. */
  codeLinks: () => CodeLinks | undefined;
  /** The IbexDB release the docs describe, named in each pack. */
  version: string;
  /** Where offline mode's precache list gets the packs. */
  precache?: OfflinePrecache;
}

/** A heading of a twin: its line and level. */
interface TwinHeading {
  line: number;
  level: number;
}

/** Where a reference page's anchors are, in the order the built page has them. */
export interface PageAnchors {
  /** Each heading's id and level. */
  headings: {id: string; level: number}[];
  /** Each table row's anchor (`property-path`), or '' for a row without one; header rows included. */
  rows: string[];
}

const tableSeparator = /^\|(\s*:?-+:?\s*\|)+\s*$/;

/** The ATX headings and the table rows (separators left out) of Markdown, code fences skipped. */
export function twinOutline(markdown: string): {headings: TwinHeading[]; rows: number[]} {
  const headings: TwinHeading[] = [];
  const rows: number[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((text, line) => {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && text.trim() === marker) fence = undefined;
    } else if (marker) {
      fence = marker;
    } else if (text.startsWith('|')) {
      if (!tableSeparator.test(text)) rows.push(line);
    } else {
      const hashes = /^(#{1,6})\s/.exec(text)?.[1];
      if (hashes) headings.push({line, level: hashes.length});
    }
  });
  return {headings, rows};
}

/** The anchors of a built doc page's content: its headings' ids, its table rows' anchors. */
export function pageAnchors(html: string): PageAnchors {
  const content = select('.theme-doc-markdown', fromHtml(html));
  if (!content) return {headings: [], rows: []};
  return {
    headings: selectAll('h1, h2, h3, h4, h5, h6', content).map((heading) => ({
      id: String(heading.properties.id ?? ''),
      level: Number(heading.tagName.slice(1)),
    })),
    rows: selectAll('tr', content).map((row) => String((row.properties.id ?? select('[id]', row)?.properties.id) ?? '')),
  };
}

/** `#` headings shifted by `shift` levels, kept within 1 to 6. */
function shiftHeading(text: string, shift: number): string {
  const hashes = /^#+/.exec(text)?.[0] ?? '';
  return `${'#'.repeat(Math.min(6, Math.max(1, hashes.length + shift)))}${text.slice(hashes.length)}`;
}

/**
 * The Markdown of the entry at `anchor` of a reference page's twin, its own heading
 * at `level`: a heading's section, or a table row under its table's header, named by
 * the page's title and the row's first cell. Without an anchor, the page's opening up
 * to its first `##` heading.
 */
export function referenceEntry(twin: string, anchors: PageAnchors, anchor: string | undefined, level: number): string {
  const lines = twin.split('\n');
  const {headings, rows} = twinOutline(twin);
  if (headings.length !== anchors.headings.length || headings.some((heading, index) => heading.level !== anchors.headings[index]?.level)) {
    throw new Error(`its twin has ${headings.length} headings where the page has ${anchors.headings.length}, or at other levels`);
  }
  if (rows.length !== anchors.rows.length) {
    throw new Error(`its twin has ${rows.length} table rows where the page has ${anchors.rows.length}`);
  }
  const row = anchor ? anchors.rows.indexOf(anchor) : -1;
  const rowLine = rows[row];
  if (anchor && rowLine !== undefined) {
    let header = rowLine;
    while (header > 0 && lines[header - 1]?.startsWith('|')) header -= 1;
    const title = /^# (.*)$/m.exec(twin)?.[1] ?? '';
    const name = lines[rowLine]?.split('|')[1]?.trim() ?? '';
    return [`${'#'.repeat(level)} ${title}: ${name}`, '', lines[header], lines[header + 1], lines[rowLine]].join('\n');
  }
  const index = anchor ? anchors.headings.findIndex((heading) => heading.id === anchor) : 0;
  if (index < 0) throw new Error(`the page has no heading or table row #${anchor}`);
  const own = headings[index]?.level ?? 1;
  const start = headings[index]?.line ?? 0;
  const end = (anchor ? headings.slice(index + 1).find((heading) => heading.level <= own) : headings.find((heading) => heading.level === 2))?.line;
  const headingLines = new Set(headings.map((heading) => heading.line));
  return lines
    .slice(start, end)
    .map((text, offset) => (headingLines.has(start + offset) ? shiftHeading(text, level - own) : text))
    .join('\n')
    .trim();
}

/** The reference targets (`/docs/api/classes/ibexdb#query`) the ts/tsx samples of one source file use, in order of first use. */
export function sampleTargets(source: string, text: string, links: CodeLinks): string[] {
  const targets = extractBlocks(source, text).flatMap((block) => linksOfBlock(links, block.code.join('\n')).map((link) => link.href));
  return [...new Set(targets)];
}

/** A page's context pack: its twin, then the entries of the members its samples use. */
export function contextPack(twin: string, entries: readonly {url: string; markdown: string}[], version: string): string {
  const intro =
    entries.length === 0
      ? `The code samples of this page use no member of IbexDB ${version}'s API.`
      : `The reference entries of the ${entries.length} ${entries.length === 1 ? 'member' : 'members'} of IbexDB ${version}'s API that the code samples of this page use, in the order they first appear.`;
  const parts = entries.map(({url, markdown}) => `Source: ${url}\n\n${markdown}`);
  return `${[twin.trimEnd(), '---', '## API context', intro, ...parts].join('\n\n')}\n`;
}

function htmlFileOf(outDir: string, pagePath: string): string {
  return path.join(outDir, pagePath.endsWith('/') ? `${pagePath}index.html` : `${pagePath}/index.html`);
}

export default function contextPacks(options: ContextPacksOptions): PluginWithStep {
  /** The doc pages: route and source file. */
  let docs: {permalink: string; source: string}[] | undefined;

  return {
    plugin: (context) => ({
      name: 'ibexdb-context-packs',
      allContentLoaded({allContent}) {
        const version = loadedDocsVersion(allContent, 'context packs');
        docs = version.docs.map((doc) => ({
          permalink: doc.permalink,
          source: path.join(context.siteDir, doc.source.replace(/^@site\//, '')),
        }));
      },
    }),

    step: {
      name: 'context-packs',
      async run({outDir, siteConfig}) {
        const links = options.codeLinks();
        if (!docs || !links) throw new Error('the docs and the code links must be loaded first');
        const reference = new Map<string, {twin: string; anchors: PageAnchors}>();
        const referencePage = async (pagePath: string) => {
          let page = reference.get(pagePath);
          if (!page) {
            try {
              const twin = await readFile(path.join(outDir, markdownTwinPath(pagePath)), 'utf8');
              page = {twin, anchors: pageAnchors(await readFile(htmlFileOf(outDir, pagePath), 'utf8'))};
            } catch (error) {
              throw new Error(`the twin or the page of ${pagePath} could not be read (the twins step must run first): ${(error as Error).message}`, {cause: error});
            }
            reference.set(pagePath, page);
          }
          return page;
        };

        const tokens: Record<string, number> = {};
        const entries: PrecacheEntry[] = [];
        for (const {permalink, source} of docs) {
          const twin = await readFile(path.join(outDir, markdownTwinPath(permalink)), 'utf8').catch((error: unknown) => {
            throw new Error(`${permalink} has no Markdown twin (the twins step must run first): ${(error as Error).message}`, {cause: error});
          });
          const members = [];
          for (const href of sampleTargets(source, await readFile(source, 'utf8'), links)) {
            const [pagePath = '', anchor] = href.split('#');
            const page = await referencePage(pagePath);
            try {
              members.push({url: new URL(href, siteConfig.url).href, markdown: referenceEntry(page.twin, page.anchors, anchor, 3)});
            } catch (error) {
              throw new Error(`${permalink}: the entry ${href} could not be taken from ${markdownTwinPath(pagePath)}: ${(error as Error).message}`, {cause: error});
            }
          }
          const pack = contextPack(twin, members, options.version);
          await writeFile(path.join(outDir, contextPackPath(permalink)), pack);
          tokens[permalink] = estimateTokens(pack);
          entries.push(precacheEntry(contextPackPath(permalink), pack));
        }
        const index = JSON.stringify(tokens);
        await writeFile(path.join(outDir, contextTokensPath), index);
        options.precache?.written('context packs', [...entries, precacheEntry(contextTokensPath, index)]);
      },
    },
  };
}
