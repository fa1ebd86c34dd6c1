/**
 * Markdown for readers and tools: after the build, every page of the sitemap
 * gets a Markdown twin beside its HTML (see twin-url.ts), and the site root
 * gets /llms.txt (an index in the llmstxt.org format) and /llms-full.txt (the
 * whole documentation in reading order). A page whose Markdown cannot be
 * produced fails the build, naming the page.
 *
 * The whole feature lives in this folder: the conversion (html-to-markdown.ts),
 * the index files (llms-txt.ts), where a twin lives (twin-url.ts), the twins
 * in offline mode's cache (src/plugins/post-build/precache.ts), and the
 * theme components this plugin exposes (./theme, typed in
 * theme-markdown-twins.d.ts): a doc page's "Copy page" and "View as Markdown"
 * controls and the head link that names each page's twin.
 *
 * Why a local plugin rather than a published one:
 * - @signalwire/docusaurus-plugin-llms-txt 1.2.2 also converts the built HTML,
 *   but writes the twin of a folder page beside the folder (/docs/api/ gets
 *   /docs/api.md, not /docs/api/index.md), groups its index by URL depth
 *   instead of the sidebars' reading order, and has no hook to write tabs out
 *   per package manager or to replace a diagram by its description.
 * - docusaurus-plugin-llms 0.6.1 reads the MDX sources, so components (tabs,
 *   diagrams) reach the output as JSX rather than as what a reader sees.
 * The conversion itself is the unified ecosystem's (hast-util-to-mdast,
 * mdast-util-gfm), as in those plugins; this file only chooses the pages,
 * their order and where the files go.
 */
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, RouteBuildMetadata} from '@docusaurus/types';
import {createMatcher, flattenRoutes} from '@docusaurus/utils';
import {htmlToMarkdown, type ConvertedPage} from './html-to-markdown';
import {buildLlmsFullTxt, buildLlmsTxt, splitFiles, type AssistantFile, type IndexSection, type SplitGroup} from './llms-txt';
import {assistantsBlock} from './assistants';
import {buildSkill, buildSkillIndex, frontMatterField, readSkillTemplate, skillIndexPath, skillPath, wellKnownSkillPath} from './skill';
import {directiveTag, withDirective, withEveryEndTag} from './agent-pages';
import {markdownTwinPath} from './twin-url';
import {precacheEntry, type OfflinePrecache, type PluginWithStep, type PrecacheEntry} from '../post-build';
import {apiModules, apiPageKinds, apiPageRoute, apiRoute, functionsPage} from '../../api-layout.mjs';
import {loadedDocsVersion} from '../../utils/docs-content';

export {default as contextPacks} from './context-packs';
export {markdownTwinPath} from './twin-url';

export type MarkdownTwinsOptions = {
  /** The one-paragraph summary under the site title in llms.txt. */
  summary: string;
  /** Route patterns left out of the sitemap, hence without a twin. */
  ignorePatterns: string[];
  /** The sidebar whose order is the guides' reading order. */
  guidesSidebar: string;
  /** The sidebar of the API reference. */
  apiSidebar: string;
  /**
   * The section that ends a page's twin, from its Markdown: the definitions of the
   * glossary terms it uses (src/plugins/glossary); '' for none.
   */
  definitions?: (pagePath: string, markdown: string, siteUrl: string) => string;
  /** Where offline mode's precache list gets the twins (src/plugins/post-build/precache.ts). */
  precache?: OfflinePrecache;
};

type SidebarNode = {type: string; id?: string; label?: string; items?: SidebarNode[]};

/** The guides' sidebar categories, each a split file: its label and its pages in reading order. */
type GuideCategory = {label: string; paths: string[]};

/** `Getting started` → `getting-started`. */
const slug = (label: string) => label.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-').replaceAll(/^-|-$/g, '');

/** The module a reference page documents: by its function page, or by the import line that opens it. */
function apiModuleOf(pagePath: string, markdown: string): (typeof apiModules)[number] | undefined {
  const byFunctions = apiModules.find(({key}) => pagePath === apiPageRoute(functionsPage(key)));
  if (byFunctions) return byFunctions;
  const specifier = /^import [^\n]* from '([^']+)';$/m.exec(markdown)?.[1];
  return apiModules.find((module) => module.specifier === specifier);
}

/**
 * The API reference in llms.txt: the pages of each kind (src/api-layout.mjs), then the
 * function pages; the index first. Each group keeps its sidebar order.
 */
const apiGroups = [
  ...apiPageKinds.map(({folder}) => (pagePath: string) => pagePath.startsWith(`${apiRoute}${folder}/`)),
  (pagePath: string) => apiModules.some(({key}) => pagePath === apiPageRoute(functionsPage(key))),
];

function apiRank(pagePath: string): number {
  return apiGroups.findIndex((inGroup) => inGroup(pagePath));
}

function docIds(items: SidebarNode[]): string[] {
  return items.flatMap((item) => [...(item.type === 'doc' && item.id ? [item.id] : []), ...docIds(item.items ?? [])]);
}

function htmlFileOf(outDir: string, pagePath: string): string {
  return path.join(outDir, pagePath.endsWith('/') ? `${pagePath}index.html` : `${pagePath}/index.html`);
}

/**
 * The split files for assistants: one per guides category, then the API reference by
 * module (its index goes with the core module, which it opens). A reference page whose
 * module cannot be told stops the build.
 */
function splitGroups(sidebarPaths: {guideCategories: GuideCategory[]; api: string[]}, pages: Map<string, ConvertedPage>): SplitGroup[] {
  const guides = sidebarPaths.guideCategories.map(({label, paths}) => ({
    name: `guides-${slug(label)}`,
    title: `Guides: ${label}`,
    description: (titles: string[]) => `Guides of the "${label}" section: ${titles.join('; ')}`,
    paths,
  }));
  const api = apiModules.map((module) => ({
    name: `api-${slug(module.specifier)}`,
    title: `API reference: ${module.specifier}`,
    description: (titles: string[]) =>
      `Reference pages of the ${module.label} module, imported from '${module.specifier}': ${titles.join(', ')}`,
    paths: sidebarPaths.api.filter((pagePath) => {
      if (pagePath === apiRoute) return module === apiModules[0];
      const found = apiModuleOf(pagePath, pages.get(pagePath)?.markdown ?? '');
      if (!found) throw new Error(`llms.txt: the reference page ${pagePath} names no module in an import line`);
      return found === module;
    }),
  }));
  return [...guides, ...api];
}

export default function markdownTwins(options: MarkdownTwinsOptions): PluginWithStep {
  const isIgnored = createMatcher(options.ignorePatterns);
  let sidebarPaths: {guides: string[]; guideCategories: GuideCategory[]; api: string[]} | undefined;

  return {
    plugin: (context) => ({
      name: 'ibexdb-markdown-twins',

      getThemePath() {
        return path.join(__dirname, 'theme');
      },

      // The llms.txt directive, first in every page's body (./agent-pages.ts).
      injectHtmlTags() {
        return {preBodyTags: [directiveTag(context.siteConfig.url)]};
      },

      allContentLoaded({allContent}) {
        const version = loadedDocsVersion(allContent, 'markdown twins');
        const permalinks = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
        const pathsOf = (sidebar: string) =>
          docIds((version.sidebars[sidebar] ?? []) as SidebarNode[]).map((id) => {
            const permalink = permalinks.get(id);
            if (!permalink) throw new Error(`markdown twins: sidebar ${sidebar} lists an unknown doc ${id}`);
            return permalink;
          });
        const guideCategories = ((version.sidebars[options.guidesSidebar] ?? []) as SidebarNode[]).map((node) => ({
          label: node.type === 'category' && node.label ? node.label : 'Guides',
          paths: docIds([node]).map((id) => permalinks.get(id) ?? id),
        }));
        sidebarPaths = {
          guides: pathsOf(options.guidesSidebar),
          guideCategories,
          api: pathsOf(options.apiSidebar).sort((a, b) => apiRank(a) - apiRank(b)),
        };
      },
    }),

    step: {
      name: 'markdown-twins',
      async run({outDir, routes, routesBuildMetadata, siteConfig}) {
        const entries = await writeTwins(siteConfig, outDir, flattenRoutes(routes), routesBuildMetadata);
        options.precache?.written('twins', entries);
      },
    },
  };

  /** Writes every twin, /llms.txt and /llms-full.txt; resolves to the twins' precache entries. */
  async function writeTwins(
    siteConfig: LoadContext['siteConfig'],
    outDir: string,
    routes: {path: string}[],
    routesBuildMetadata: {[location: string]: RouteBuildMetadata},
  ): Promise<PrecacheEntry[]> {
    if (!sidebarPaths) throw new Error('markdown twins: the sidebars were not loaded');
    const siteUrl = siteConfig.url;
    const pagePaths = [
      ...new Set(
        routes
          .map((route) => route.path)
          .filter((pagePath) => !isIgnored(pagePath) && !routesBuildMetadata[pagePath]?.noIndex),
      ),
    ];

    // Every page, the .html copies and the not-found page included, with its end tags (./agent-pages.ts).
    const htmlFiles = (await readdir(outDir, {recursive: true, withFileTypes: true}))
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => path.join(entry.parentPath, entry.name));
    for (const file of htmlFiles) {
      await writeFile(file, withEveryEndTag(await readFile(file, 'utf8')));
    }

    const pages = new Map<string, ConvertedPage>();
    const entries: PrecacheEntry[] = [];
    for (const pagePath of pagePaths) {
      const twinFile = path.join(outDir, markdownTwinPath(pagePath));
      try {
        const html = await readFile(htmlFileOf(outDir, pagePath), 'utf8');
        const converted = htmlToMarkdown(html, new URL(pagePath, siteUrl).href);
        const page = {...converted, markdown: `${converted.markdown}${options.definitions?.(pagePath, converted.markdown, siteUrl) ?? ''}`};
        // The twin opens with the llms.txt directive; the files that join twins (llms-full.txt, the split files) do not repeat it.
        const twin = withDirective(page.markdown, siteUrl);
        await mkdir(path.dirname(twinFile), {recursive: true});
        await writeFile(twinFile, twin);
        pages.set(pagePath, page);
        entries.push(precacheEntry(markdownTwinPath(pagePath), twin));
      } catch (error) {
        throw new Error(`The Markdown twin of the page ${pagePath} could not be produced: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }

    const listed = [...sidebarPaths.guides, ...sidebarPaths.api];
    const sections: IndexSection[] = [
      {title: 'Guides', paths: sidebarPaths.guides},
      {title: 'API reference', paths: sidebarPaths.api},
      // The home page repeats what the guides say: the llmstxt.org format
      // puts such secondary pages under "Optional".
      {title: 'Optional', paths: pagePaths.filter((pagePath) => !listed.includes(pagePath))},
    ];
    const input = {siteTitle: siteConfig.title, summary: options.summary, siteUrl, sections, pages, assistants: assistantsBlock(siteUrl)};
    const full = buildLlmsFullTxt(input);
    const split = splitFiles(input, splitGroups(sidebarPaths, pages));
    const skill = buildSkill(await readSkillTemplate(), siteUrl, [
      ...split,
      {path: '/llms.txt', title: 'Index', description: 'Every page of the documentation, with the Markdown twin of each', text: ''},
    ]);
    const skillFile: AssistantFile = {
      path: skillPath,
      title: 'Agent skill',
      description: `An Agent Skills SKILL.md for writing ${siteConfig.title} apps: the imports, the core flow and a React component in checked code, and the rules generated apps break`,
      text: skill,
    };
    const skillIndexFile: AssistantFile = {
      path: skillIndexPath,
      title: 'Agent skill index',
      description: `The skill's entry for Agent Skills discovery (/.well-known/agent-skills/): its name, description, URL and digests`,
      text: buildSkillIndex(skill, siteUrl),
    };
    const fullFile: AssistantFile = {
      path: '/llms-full.txt',
      title: 'The whole documentation',
      description: 'Every guide and reference page in reading order, in one file',
      text: full,
    };
    const files = [...split, fullFile, skillFile, skillIndexFile];
    const llmsTxt = buildLlmsTxt({...input, files});
    // The files offline mode keeps besides the twins; llms-full.txt is left out, being the split files' text again.
    const written = [
      ...split,
      skillFile,
      {...skillFile, path: wellKnownSkillPath(frontMatterField(skill, 'name'))},
      skillIndexFile,
      {path: '/llms.txt', text: llmsTxt},
    ];
    for (const file of written) {
      const target = path.join(outDir, file.path);
      await mkdir(path.dirname(target), {recursive: true});
      await writeFile(target, file.text);
    }
    await writeFile(path.join(outDir, 'llms-full.txt'), full);
    // Offline mode keeps the skill at /skills/: a host may refuse hidden folders (`docusaurus serve`
    // answers 404 under /.well-known/), and one missing file fails the whole offline install.
    const offline = written.filter((file) => !file.path.startsWith('/.well-known/'));
    return [...entries, ...offline.map((file) => precacheEntry(file.path, file.text))];
  }
}
