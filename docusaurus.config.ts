/**
 * The site's configuration. `createConfig(env)` builds it from the named
 * option objects below and the build's environment switches; Docusaurus calls
 * the default export, which passes it `process.env`, and the tests import the
 * options and call `createConfig` with the switches they check.
 */
import type {Config, Plugin} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {PluginOptions as TypedocPluginOptions} from 'docusaurus-plugin-typedoc';
import type {PluginOptions as PwaPluginOptions} from '@docusaurus/plugin-pwa';
// The package's types describe its client components; lib/index.js is the plugin itself.
import * as pwaPlugin from '@docusaurus/plugin-pwa/lib/index.js';
import * as sitemapPlugin from '@docusaurus/plugin-sitemap';
import markdownTwins, {contextPacks, type MarkdownTwinsOptions} from './src/plugins/markdown-twins';
import type {TypeDocOptions} from 'typedoc';
import typedocJson from './typedoc.json';
import {analyticsId, announcementBarId, documentedVersion, links, siteUrl} from './src/site';
import {apiDocsFolder, apiRoute} from './src/api-layout.mjs';
import leanBundle from './src/plugins/lean-bundle';
import compileHints from './src/plugins/compile-hints';
import routeScripts from './src/plugins/route-scripts';
import codeHighlightPlugin, {rehypeHighlight, type HighlightOptions} from './src/plugins/highlight';
import codeLinks, {rehypeUsedIn, remarkMemberLinks, sidebarDocIds, type MemberLinksOptions, type UsedInOptions} from './src/plugins/api-reference/code-links';
import sidebars from './sidebars';
import copyAsFile from './src/plugins/copy-as-file';
import {htmlPathsStep} from './src/plugins/html-paths';
import deployHeaders from './src/plugins/deploy-headers';
import socialCards, {cardsFolder, type SocialCardsOptions} from './src/plugins/social-cards';
import {deferPostBuild, offlinePrecache, postBuildPipeline} from './src/plugins/post-build';
import rehypeSections, {type SectionsOptions} from './src/plugins/sections';
import rehypeInlineCode from './src/plugins/inline-code';
import glossaryFeature, {remarkGlossary} from './src/plugins/glossary';
import feedbackPlugin from './src/plugins/feedback';
import notFoundSuggestions from './src/plugins/not-found-suggestions';
import navbarDocs from './src/plugins/navbar-docs';

/** The environment variables a build reads its switches from. */
export type BuildEnv = Readonly<Record<string, string | undefined>>;

/**
 * Test builds (`IBEXDB_TEST_BUILD=true npm run build`) add the pages under
 * /__test/ that the browser tests use to force a crash, a failed lazy load and
 * the three-state colour toggle. Never set it for a deployment.
 */
const isTestBuild = (env: BuildEnv) => env.IBEXDB_TEST_BUILD === 'true';

/** `npm start` sets `TYPEDOC_WATCH=true`: TypeDoc regenerates docs/api/ when library/ changes. */
const isTypedocWatch = (env: BuildEnv) => env.TYPEDOC_WATCH === 'true';

/**
 * Analytics: on only when `IBEXDB_GTAG_ID` holds a measurement id, so local
 * and fork builds load no third-party script (see src/site.ts); then each
 * route change sends one page view with IP anonymisation.
 */
function gtagOptions(env: BuildEnv): Preset.Options['gtag'] {
  const trackingID = analyticsId(env);
  return trackingID ? {trackingID, anonymizeIP: true} : undefined;
}

const site = {
  title: 'IbexDB',
  tagline:
    'An embedded database with real-time sync and automatic conflict resolution',
  url: siteUrl,
  baseUrl: '/',
  favicon: 'img/favicon.svg',
} satisfies Partial<Config>;

/** Pages the browser tests need, added only to test builds. */
export function testPagesPlugin(): Plugin {
  const pages = ['crash', 'lazy', 'color-mode-cycle'];
  return {
    name: 'ibexdb-test-pages',
    contentLoaded({actions}) {
      for (const page of pages) {
        actions.addRoute({
          path: `/__test/${page}`,
          component: `@site/src/test-pages/${page}`,
          exact: true,
        });
      }
    },
  };
}

/**
 * The API reference: TypeDoc writes docs/api/ at every build; `npm start` also
 * watches library/. TypeDoc's options live in typedoc.json (TypeDoc reads it
 * itself); docusaurus-plugin-typedoc replaces the plugin list with its own, so
 * the list is passed on from that file. src/plugins/api-reference/typedoc picks the
 * URLs (src/api-layout.mjs) and lays out the pages. The unit tests run TypeDoc with
 * typedoc.json plus TypeDoc's validation (tests/support/api-reference.ts), and
 * tests/unit/api-pages.test.ts fails on any warning.
 */
export function typedocOptions(env: BuildEnv) {
  return {
    plugin: typedocJson.plugin,
    watch: isTypedocWatch(env),
  } satisfies Partial<TypedocPluginOptions & Pick<TypeDocOptions, 'plugin' | 'watch'>>;
}

/**
 * Code blocks are highlighted once, at build time, for both colour modes:
 * no Prism in the browser, and a mode switch re-renders nothing. The plugin
 * in src/plugins/highlight owns the feature; its rehype half is listed here
 * because Docusaurus takes rehype plugins only in the docs and pages options.
 * Its `linksOf` option gives the samples' links to the reference (src/plugins/api-reference/code-links),
 * its `fileOf` option the URL of each fragment's complete file (src/plugins/copy-as-file), its
 * `runtimesOf` option where a guide's sample runs (the same analysis as the links).
 */
const highlightPlugins = (highlight: HighlightOptions) => [[rehypeHighlight, highlight] as const];

/** Long doc pages render only the sections on screen (src/plugins/sections). */
const sectionsOptions = {apiLevels: [2, 3], guideLevels: [2]} satisfies SectionsOptions;

/** Routes that are not pages of the site: no sitemap entry, no Markdown twin. */
const unlistedPaths = ['/docs/docs/**', '/__test/**'];

/**
 * Markdown twins of every page, /llms.txt and /llms-full.txt, written from the
 * built HTML after the build (src/plugins/markdown-twins).
 */
const markdownTwinsOptions = {
  summary: [
    'IbexDB is an embedded, schema-based document database written in TypeScript, with real-time sync and automatic conflict resolution. Each item keeps its own graph of signed commits, concurrent edits are reconciled by three-way merges, and peers sync in the background by swapping Bloom filters of the commit ids they hold. It runs in Deno (recommended), Node.js 20 or later (experimental) and modern browsers, and ships as the npm package `ibexdb` with the modules `ibexdb/react` and `ibexdb/server`.',
    `These docs cover version ${documentedVersion}, released under the Apache License 2.0.`,
  ].join(' '),
  ignorePatterns: unlistedPaths,
  guidesSidebar: 'guides',
  apiSidebar: 'api',
} satisfies MarkdownTwinsOptions;

/**
 * Link previews: each guide and API page names its own card, drawn at build
 * time; the other pages name the designed one (src/plugins/social-cards).
 */
const socialCardsOptions = {
  logo: 'static/img/logo.svg',
  siteCard: 'img/social-card.png',
  siteCardAlt: `${site.title}: ${site.tagline}`,
  guidesSidebar: 'guides',
  guidesSection: 'Guides',
} satisfies SocialCardsOptions;

/**
 * Offline reading: a service worker that precaches the whole site only when
 * offline mode is on (the site is installed as an app, runs standalone, or was
 * opened with `?offlineMode=true`); a normal visit caches nothing.
 */
type PwaOptions = Partial<Omit<PwaPluginOptions, 'injectManifestConfig'>> & {
  // The plugin sets the service worker's source and destination itself.
  injectManifestConfig: Partial<PwaPluginOptions['injectManifestConfig']>;
};
const pwaOptions = {
  offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
  pwaHead: [
    {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
    {tagName: 'meta', name: 'theme-color', content: '#0a6b66'},
    {tagName: 'link', rel: 'apple-touch-icon', href: '/img/icon-192.png'},
  ],
  injectManifestConfig: {
    // The social card is for link previews, and the logo's SVG is the source of
    // the navbar's PNG and of the cards: no page reads either. The test pages
    // exist only in test builds.
    globIgnores: ['img/social-card.png', 'img/logo.svg', `${cardsFolder}/**`, '__test/**'],
  },
} satisfies PwaOptions;

/** The classic preset: docs, pages, theme, sitemap and, when switched on, analytics. */
export function presetOptions(env: BuildEnv, highlight: HighlightOptions = {}, usedIn?: UsedInOptions, memberLinks?: MemberLinksOptions) {
  return {
    docs: {
      routeBasePath: 'docs',
      sidebarPath: './sidebars.ts',
      // The generated API pages have no source to edit.
      editUrl: ({docPath}) =>
        docPath.startsWith(`${apiDocsFolder}/`) ? undefined : `${links.editDocs}docs/${docPath}`,
      showLastUpdateTime: true,
      // Before Docusaurus's own: the Concepts page's glossary entries get heading ids,
      // and the links to terms are resolved like the links a writer makes (src/plugins/glossary).
      beforeDefaultRemarkPlugins: [remarkGlossary],
      // A guide's link that names a member (`db.sync()`) goes to its entry, not the top of
      // its page; one that still goes to a page's top stops the build (src/plugins/api-reference/code-links).
      remarkPlugins: memberLinks ? [[remarkMemberLinks, memberLinks] as const] : [],
      // "Used in the guides" goes in before the API pages are cut into sections, and inline
      // code becomes plain <code> last, once the others have read the page (src/plugins/inline-code).
      rehypePlugins: [
        ...highlightPlugins(highlight),
        ...(usedIn ? [[rehypeUsedIn, usedIn] as const] : []),
        () => rehypeSections(sectionsOptions),
        rehypeInlineCode,
      ],
      lastVersion: 'current',
      versions: {current: {label: 'Next'}},
    },
    blog: false,
    pages: {rehypePlugins: highlightPlugins(highlight)},
    // print.css: what a printed page leaves out, and light colours on paper in either mode.
    theme: {customCss: ['./src/css/custom.css', './src/css/print.css']},
    // The sitemap is written by a step of the post-build pipeline: see createConfig.
    sitemap: false,
    gtag: gtagOptions(env),
  } satisfies Preset.Options;
}

export const themeConfig = {
  // No `image`: src/plugins/social-cards writes each page's preview image tags.
  metadata: [
    {
      name: 'keywords',
      content: 'IbexDB, embedded database, TypeScript, real-time sync, offline-first, CRDT',
    },
  ],
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  announcementBar: {
    // A new id shows the bar again to readers who closed it; src/clientModules/announcementBar.ts stores it.
    id: announcementBarId,
    content: `These docs cover IbexDB ${documentedVersion}. Until 1.0, a release may change the API: check the <a href="/docs/install">installation guide</a> when you upgrade.`,
    backgroundColor: 'var(--ibex-announcement-background)',
    textColor: 'var(--ibex-announcement-color)',
    isCloseable: true,
  },
  navbar: {
    title: 'IbexDB',
    hideOnScroll: true,
    // A PNG, which Chrome decodes off the main thread (scripts/render-logo.ts writes it from logo.svg).
    logo: {alt: 'IbexDB logo', src: 'img/logo.png', width: 32, height: 32},
    items: [
      {type: 'doc', docId: 'install', position: 'left', label: 'Docs'},
      {to: apiRoute, position: 'left', label: 'API', activeBasePath: apiRoute},
      {
        type: 'dropdown',
        label: 'Community',
        position: 'right',
        items: [
          {href: links.chat, label: 'Chat'},
          {href: links.forum, label: 'Forum'},
          {href: links.discussions, label: 'Discussions'},
        ],
      },
      {href: links.sourceCode, position: 'right', label: 'Source code'},
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Documentation',
        items: [
          {label: 'Getting Started', to: '/docs/tutorial'},
          {label: 'Architecture', to: '/docs/architecture'},
          {label: 'API Reference', to: apiRoute},
        ],
      },
      {
        title: 'Community',
        items: [
          {label: 'Chat', href: links.chat},
          {label: 'Forum', href: links.forum},
          {label: 'Discussions', href: links.discussions},
        ],
      },
      {
        title: 'Resources',
        items: [
          {label: 'Source code', href: links.sourceCode},
          {label: 'Benchmarks', to: '/docs/benchmarks'},
          {label: 'FAQ', to: '/docs/faq'},
        ],
      },
    ],
    copyright: `IbexDB is released under the Apache License 2.0. Copyright © ${new Date().getFullYear()} the IbexDB authors.`,
  },
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  docs: {sidebar: {hideable: true}},
  // Nothing in the browser reads a Prism theme (code is coloured at build time by
  // src/plugins/highlight), but the client config carries this one: an empty theme
  // keeps the classic theme's default from shipping there.
  prism: {theme: {plain: {}, styles: []}},
} satisfies Preset.ThemeConfig;

/** The configuration of a build with these switches. */
export function createConfig(env: BuildEnv) {
  // Offline mode precaches the Markdown twins and the copied files with the pages (src/plugins/post-build/precache.ts).
  const precache = offlinePrecache();
  // "Used in the guides" lists the guides in the sidebar's reading order.
  const links = codeLinks({guideOrder: sidebarDocIds(sidebars.guides)});
  const files = copyAsFile({precache});
  const notFound = notFoundSuggestions();
  const cards = socialCards(socialCardsOptions);
  const glossary = glossaryFeature();
  const twins = markdownTwins({...markdownTwinsOptions, precache, definitions: glossary.definitionsOf});
  const packs = contextPacks({codeLinks: links.analysed, version: documentedVersion, precache});
  const headers = deployHeaders({analytics: Boolean(analyticsId(env))});
  const sitemap = deferPostBuild('sitemap', '@docusaurus/plugin-sitemap', sitemapPlugin, {ignorePatterns: unlistedPaths} satisfies sitemapPlugin.Options);
  const offlineCache = deferPostBuild('offline-cache', '@docusaurus/plugin-pwa', pwaPlugin, {
    ...pwaOptions,
    injectManifestConfig: {...pwaOptions.injectManifestConfig, manifestTransforms: [precache.manifestTransform]},
  } satisfies PwaOptions);
  return {
    ...site,
    trailingSlash: undefined,
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'throw',
    onBrokenMarkdownLinks: 'throw',
    onDuplicateRoutes: 'throw',
    i18n: {defaultLocale: 'en', locales: ['en']},
    future: {v4: true, experimental_faster: true},
    markdown: {format: 'detect'},
    presets: [['classic', presetOptions(env, {linksOf: links.linksOf, fileOf: files.fileOf, runtimesOf: links.runtimesOf}, links.usedIn, links.memberLinks)]] satisfies [[string, Preset.Options]],
    clientModules: ['./src/clientModules/announcementBar.ts', './src/plugins/sections/client/index.ts'],
    plugins: [
      ['docusaurus-plugin-typedoc', typedocOptions(env)],
      // A navbar item naming a doc or sidebar that does not exist fails the build before the bundling.
      navbarDocs,
      codeHighlightPlugin,
      leanBundle,
      // Every script is compiled while it downloads, off the main thread.
      compileHints,
      // Each page requests its route's chunks with its entry scripts, not once main.js has run,
      // and the offline mode's helper, which the PWA plugin's client module imports on every page.
      routeScripts({startupImports: ['workbox-window']}),
      // Links the samples' names to the reference (the highlighter writes the links; a post-build step the popovers' data).
      links.plugin,
      // "Copy as file" on the guides' fragments: the files, written after the build, fetched on use.
      files.plugin,
      // "Was this page helpful?": shown only in builds where the preset's gtag plugin runs.
      feedbackPlugin,
      notFound.plugin,
      cards.plugin,
      // The glossary: entries on the Concepts page, terms linked in the guides, definitions in the twins.
      glossary.plugin,
      twins.plugin,
      packs.plugin,
      sitemap.plugin,
      offlineCache.plugin,
      // The work on the built site, in this order, each step awaited before the next
      // (src/plugins/post-build): the pages are complete before the twins read them, the
      // twins before the context packs read them, and every file exists before the
      // offline cache and _headers list them.
      () => postBuildPipeline([
        htmlPathsStep,
        notFound.step,
        cards.step,
        links.step,
        files.step,
        glossary.step,
        headers.policyStep,
        twins.step,
        packs.step,
        sitemap.step,
        offlineCache.step,
        headers.headersStep,
      ]),
      ...(isTestBuild(env) ? [testPagesPlugin] : []),
    ],
    themeConfig,
  } satisfies Config;
}

/**
 * What Docusaurus loads: the configuration of this build's environment. A
 * function, because Docusaurus's loader (jiti) copies a module's named exports
 * onto a default-exported object, and Docusaurus rejects the unknown fields.
 */
export default function configOfThisBuild(): Config {
  return createConfig(process.env);
}
