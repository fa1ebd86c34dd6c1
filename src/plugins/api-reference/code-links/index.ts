import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {apiDocsFolder, apiSymbolUrlsFile} from '../../../api-layout.mjs';
import type {PluginWithStep} from '../../post-build';
import {analyseSamples} from './analyse';
import {runtimesText} from '../runtimes.mjs';
import {linksOfBlock, runtimesOfBlock, type CodeLink, type CodeLinks} from './links';
import {guideSections, type GuideSection, type UsedInOptions} from './used-in';
import type {MemberLinksOptions} from './member-links';
import {symbolDataPath} from './data-path';

export {linksOfBlock, type CodeLinks} from './links';
export {rehypeUsedIn, sidebarDocIds, type UsedInOptions} from './used-in';
export {remarkMemberLinks, type MemberLinksOptions} from './member-links';

/**
 * Code samples wired to the API reference. Every name in a ts/tsx sample (guides, home
 * page partial, the reference's own examples) that the samples' TypeScript program
 * resolves to IbexDB's public API links to its place in the reference, and shows its
 * signature and summary in a popover on hover and keyboard focus. The folder:
 *
 * - analyse.ts: works the links and the popover text out, once per build, before the
 *   pages compile (`loadContent`);
 * - used-in.ts: the same analysis inverted, "Used in the guides" on each member of the
 *   API pages (a rehype plugin of the docs, `usedIn` its options);
 * - member-links.ts: the guides' prose links that name a member (`db.sync()`) go to the
 *   member's entry, from the same symbol data, and one that goes to a page's top stops the
 *   build (a remark plugin of the docs, `memberLinks` its options);
 * - links.ts: their types; `linksOf` hands them to the build-time highlighter
 *   (src/plugins/highlight, its `linksOf` option), which writes each link into the
 *   block's HTML as an `<a>`;
 * - data-path.ts: the popover text is served as one JSON file per reference page,
 *   written by a step of the post-build pipeline and fetched on first use, not
 *   inlined in pages;
 * - client/: the popover and its CSS, and index.ts, the client module that loads
 *   the popover when a reader first reaches a linked name (and `wakeFor`, which
 *   shows it for other features' links).
 *
 * The copy button, the Markdown twins and llms-full.txt read the code's text, so they
 * get the code exactly as written.
 */
export default function codeLinks({guideOrder = []}: {guideOrder?: readonly string[]} = {}): PluginWithStep & {
  linksOf: (code: string) => readonly CodeLink[];
  runtimesOf: (code: string, page: string | undefined) => string | undefined;
  usedIn: UsedInOptions;
  memberLinks: MemberLinksOptions;
  /** The analysis of this build, once its plugin has loaded (the context packs read it). */
  analysed: () => CodeLinks | undefined;
} {
  let links: CodeLinks | undefined;
  let symbolUrls: Record<string, string> | undefined;
  let guides = '';
  let reference = '';
  let sections = new Map<string, GuideSection[]>();
  return {
    usedIn: {
      sectionsOf: (href) => sections.get(href),
      routeOf: (file) =>
        file?.startsWith(reference) && /\.mdx?$/.test(file)
          ? `/docs/${path.relative(guides, file).split(path.sep).join('/').replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`
          : undefined,
    },
    memberLinks: {symbolUrls: () => symbolUrls},
    linksOf: (code) => linksOfBlock(links, code),
    // A guide's sample says where it runs; the reference says it on each member instead.
    runtimesOf: (code, page) => {
      const guide = page !== undefined && page.startsWith(guides) && !page.startsWith(reference);
      const runtimes = guide ? runtimesOfBlock(links, code) : undefined;
      return runtimes && runtimesText(runtimes);
    },
    analysed: () => links,
    plugin: (context: LoadContext) => ({
      name: 'ibexdb-code-links',
      loadContent() {
        const file = path.join(context.siteDir, 'docs', apiDocsFolder, apiSymbolUrlsFile);
        if (!fs.existsSync(file)) {
          throw new Error(`src/plugins/api-reference/code-links: ${path.relative(context.siteDir, file)} is missing; the API reference's TypeDoc plugin (src/plugins/api-reference/typedoc) writes it.`);
        }
        symbolUrls = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
        links = analyseSamples({siteDir: context.siteDir, symbolUrls});
        guides = path.join(context.siteDir, 'docs') + path.sep;
        reference = path.join(guides, apiDocsFolder) + path.sep;
        sections = guideSections(links.samples, path.join(context.siteDir, 'docs'), path.join(context.siteDir, 'docs', apiDocsFolder), guideOrder);
      },
      configureWebpack(config) {
        // Rspack's persistent cache keeps compiled pages across builds: their links
        // depend on the samples' program and the guides' member links on the symbol
        // data too, so a change there must recompile them.
        const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
        if (!links || typeof cache !== 'object' || cache === null || !('version' in cache)) return {};
        const hash = createHash('sha256').update(JSON.stringify([[...links.blocks], symbolUrls])).digest('hex').slice(0, 12);
        return {experiments: {cache: {version: `${String(cache.version)}-links-${hash}`}}};
      },
      getClientModules() {
        return [path.join(__dirname, 'client', 'index.ts')];
      },
    }),
    step: {
      name: 'code-symbols',
      run({outDir}) {
        const pages = new Map<string, Record<string, [string, string]>>();
        for (const [href, {signature, summary}] of links?.symbols ?? []) {
          const url = new URL(href, 'https://site.invalid');
          const file = symbolDataPath(url.pathname);
          pages.set(file, {...pages.get(file), [url.hash.slice(1)]: [signature, summary]});
        }
        for (const [file, entries] of pages) {
          const target = path.join(outDir, file);
          fs.mkdirSync(path.dirname(target), {recursive: true});
          fs.writeFileSync(target, JSON.stringify(entries));
        }
      },
    },
  };
}
