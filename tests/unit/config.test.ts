/**
 * The build's configuration errors, proven without a build: Docusaurus's own
 * docs plugin and broken-link check, and the site's navbar check, run here on
 * the site's configuration and small fixtures. Each names the mistake.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin, PluginContentLoadedActions} from '@docusaurus/types';
import pluginContentDocs, {validateOptions, type LoadedContent, type PluginOptions} from '@docusaurus/plugin-content-docs';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {loadContext} from '@docusaurus/core/lib/server/site';
import {loadPlugins} from '@docusaurus/core/lib/server/plugins/plugins';
import {handleBrokenLinks} from '@docusaurus/core/lib/server/brokenLinks';
import {createBaseConfig} from '@docusaurus/core/lib/webpack/base';
import {createConfigureWebpackUtils} from '@docusaurus/core/lib/webpack/configure';
import {createConfig, presetOptions, testPagesPlugin, themeConfig} from '../../docusaurus.config';
import {navbarDocProblems, navbarTypeProblems} from '../../src/plugins/navbar-docs';

const root = path.resolve(import.meta.dirname, '../..');
const fixture = (...parts: string[]) => path.join(root, 'tests/fixtures', ...parts);

let context: LoadContext;
let generatedFilesDir: string;

/** The docs plugin with the site's docs options, reading another folder and sidebar file (`undefined`: one sidebar generated from the folder; `false`: none). */
async function docsPlugin(docsPath: string, sidebarPath: string | false | undefined): Promise<Plugin<LoadedContent>> {
  const options = validateOptions({
    // Docusaurus validates a plugin's options with this function; the schema's defaults fill in the rest.
    validate: (schema, input) => normalizePluginOptions(schema, input) as PluginOptions,
    options: {...presetOptions({}).docs, path: docsPath, sidebarPath},
  });
  return pluginContentDocs(context, options);
}

/** Loads a docs plugin's content and hands it to the plugin, as a build does before it bundles. */
async function loadDocs(plugin: Plugin<LoadedContent>): Promise<void> {
  const content = await plugin.loadContent!();
  const actions: PluginContentLoadedActions = {
    addRoute: () => {},
    createData: (name) => Promise.resolve(path.join(generatedFilesDir, name)),
    setGlobalData: () => {},
  };
  await plugin.contentLoaded!({content, actions});
}

describe('the site configuration', () => {
  before(async () => {
    // The site's own context, with the plugin's generated files kept out of the working tree.
    generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'ibexdb-config-test-'));
    context = {...(await loadContext({siteDir: root})), generatedFilesDir};
  });
  after(() => rmSync(generatedFilesDir, {recursive: true, force: true}));

  test('@framework a sidebar naming a missing doc id fails the build, naming the id', async () => {
    const plugin = await docsPlugin(fixture('broken-links'), fixture('config/sidebars-missing-id.ts'));
    await assert.rejects(async () => plugin.loadContent!(), (error: Error) => {
      assert.match(error.message, /Invalid sidebar file/);
      assert.match(error.message, /no-such-sidebar-doc/);
      return true;
    });
  });

  test("one docs version, 'current', labelled 'Next', at /docs, with no banner or badge", async () => {
    const plugin = await docsPlugin(fixture('broken-links'), false);
    const {loadedVersions} = await plugin.loadContent!();
    assert.deepEqual(
      loadedVersions.map(({versionName, label, path: versionPath, banner, badge}) => ({versionName, label, path: versionPath, banner, badge})),
      [{versionName: 'current', label: 'Next', path: '/docs', banner: null, badge: false}],
    );
  });

  test('@framework a broken Markdown file link fails the build, naming the file; a good one becomes the page URL', async () => {
    const plugin = await docsPlugin(fixture('broken-markdown-link'), false);
    await loadDocs(plugin);
    const webpack = plugin.configureWebpack!({}, false, {} as never, undefined as never) as {
      module: {rules: {use: {options: {resolveMarkdownLink: (link: {linkPathname: string; sourceFilePath: string}) => string | null}}[]}[]};
    };
    const {resolveMarkdownLink} = webpack.module.rules[0].use[0].options;
    const sourceFilePath = fixture('broken-markdown-link/install.md');
    assert.match(readFileSync(sourceFilePath, 'utf8'), /\(\.\/no-such-file\.md\)/);
    assert.equal(resolveMarkdownLink({linkPathname: './install.md', sourceFilePath}), '/docs/install');
    assert.throws(() => resolveMarkdownLink({linkPathname: './no-such-file.md', sourceFilePath}), /no-such-file\.md/);
  });

  test('@framework a navbar item naming a missing doc or sidebar, or of a type the navbar does not render, fails the build once the docs load, naming the item', async () => {
    // The plugins of a build, loaded as a build loads them before it bundles,
    // with the site's navbar check taken from the site's config.
    const fixtureContext = {
      ...(await loadContext({siteDir: root, config: fixture('config/missing-navbar-ids.config.ts')})),
      generatedFilesDir,
    };
    await assert.rejects(loadPlugins(fixtureContext), (error: Error) => {
      assert.match(error.message, /The navbar item "Broken" names the doc id "no-such-doc", which no doc has\. The doc ids are: install\./);
      assert.match(error.message, /The navbar item "More › Guides" names the sidebar id "no-such-sidebar", which no sidebar has/);
      assert.match(error.message, /The navbar item "More › Guides" has the type "docSidebar", which the site's navbar does not render .*src\/theme\/NavbarItem\/ComponentTypes\.tsx/);
      return true;
    });
  });

  test('the navbar check passes the items that name a doc or sidebar the docs have, and reads no other item', async () => {
    // No sidebar file: the docs plugin makes one sidebar, defaultSidebar, of the folder.
    const plugin = await docsPlugin(fixture('broken-links'), undefined);
    const allContent = {'docusaurus-plugin-content-docs': {default: await plugin.loadContent!()}};
    const items = [
      {type: 'doc', docId: 'install', label: 'Docs'},
      {type: 'dropdown', label: 'More', items: [{type: 'docSidebar', sidebarId: 'defaultSidebar', label: 'Guides'}, {href: 'https://example.com', label: 'Out'}]},
      {to: '/docs/no-such-page', label: 'A path, checked by the broken-link check'},
    ];
    assert.deepEqual(navbarDocProblems(items, allContent), []);
    assert.deepEqual(navbarDocProblems([{type: 'doc', docId: 'install', docsPluginId: 'other'}], allContent), [
      'The navbar item of type "doc" reads the docs plugin "other", which the site does not have.',
    ]);
  });

  test("the navbar check passes a draft's id, and reads the version and locale dropdowns' extra items, naming where an item is", () => {
    // A production build loads a draft into `drafts`, and the theme leaves its item out.
    const version = {docs: [{id: 'install'}], drafts: [{id: 'wip'}], sidebars: {}};
    const allContent = {'docusaurus-plugin-content-docs': {default: {loadedVersions: [version]}}};
    assert.deepEqual(navbarDocProblems([{type: 'doc', docId: 'wip', label: 'Soon'}], allContent), []);
    const items = [
      {
        type: 'docsVersionDropdown',
        dropdownItemsBefore: [{type: 'doc', docId: 'gone', label: 'Before'}],
        dropdownItemsAfter: [{type: 'docSidebar', sidebarId: 'guides', label: 'After'}],
      },
      {type: 'localeDropdown', label: 'Language', dropdownItemsAfter: [{type: 'doc', docId: 'gone'}]},
    ];
    assert.deepEqual(navbarDocProblems(items, allContent), [
      'The navbar item "docsVersionDropdown › Before" names the doc id "gone", which no doc has. The doc ids are: install, wip.',
      'The navbar item "docsVersionDropdown › After" names the sidebar id "guides", which no sidebar has. The docs have no sidebars.',
      'The navbar item of type "doc" in "Language" names the doc id "gone", which no doc has. The doc ids are: install, wip.',
    ]);
  });

  test('the navbar check names each item of a type the site does not render, in dropdowns too, and passes the site\'s own navbar', () => {
    assert.deepEqual(navbarTypeProblems(themeConfig.navbar.items), []);
    const items = [
      {label: 'Plain', to: '/docs/install'},
      {label: 'Menu', items: [{label: 'Inside', href: 'https://example.com'}, {type: 'html', value: '<hr>'}]},
      {type: 'search', position: 'right'},
    ];
    assert.deepEqual(navbarTypeProblems(items), [
      'A navbar item in "Menu" has the type "html", which the site\'s navbar does not render (it renders default, dropdown, doc): add the theme\'s component for it to src/theme/NavbarItem/ComponentTypes.tsx and the type to src/utils/navbar-item-types.ts.',
      'A navbar item has the type "search", which the site\'s navbar does not render (it renders default, dropdown, doc): add the theme\'s component for it to src/theme/NavbarItem/ComponentTypes.tsx and the type to src/utils/navbar-item-types.ts.',
    ]);
  });

  /** The site's broken-link settings applied by Docusaurus's check to a page's collected links. */
  const checkLinks = (links: string[]) =>
    handleBrokenLinks({
      collectedLinks: {'/docs/install': {links, anchors: ['installing']}},
      onBrokenLinks: createConfig({}).onBrokenLinks,
      onBrokenAnchors: createConfig({}).onBrokenAnchors,
      routes: [{path: '/docs/install', component: 'install', exact: true}],
    });

  test('@framework a broken link fails the build, naming it; a broken anchor too', async () => {
    await checkLinks(['/docs/install', '/docs/install#installing']);
    await assert.rejects(checkLinks(['/docs/no-such-page']), /Broken link on source page path = \/docs\/install:[^]*?-> linking to \/docs\/no-such-page/);
    await assert.rejects(
      checkLinks(['/docs/install#no-such-heading']),
      /Broken anchor on source page path = \/docs\/install:[^]*?-> linking to \/docs\/install#no-such-heading/,
    );
  });

  /** The routes the test pages plugin adds when Docusaurus loads its content. */
  async function testPageRoutes(): Promise<string[]> {
    const routes: string[] = [];
    const actions: PluginContentLoadedActions = {
      addRoute: (route) => routes.push(route.path),
      createData: () => Promise.reject(new Error('the test pages plugin writes no data')),
      setGlobalData: () => {},
    };
    await testPagesPlugin().contentLoaded?.({content: undefined, actions});
    return routes.sort();
  }

  test('the test-only pages exist only in test builds', async () => {
    assert.ok(!createConfig({}).plugins.includes(testPagesPlugin));
    assert.ok(createConfig({IBEXDB_TEST_BUILD: 'true'}).plugins.includes(testPagesPlugin));
    assert.deepEqual(await testPageRoutes(), ['/__test/color-mode-cycle', '/__test/crash', '/__test/lazy']);
  });

  test('@framework the site, version 0.0.0, runs exactly Docusaurus 3.8.1', () => {
    // What a build runs with: the installed framework, which writes its version
    // in every page's generator tag, and the site's version, which Docusaurus
    // reads from package.json into the site metadata.
    const version = (folder: string) =>
      (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {version: string}).version;
    for (const name of ['@docusaurus/core', '@docusaurus/preset-classic', '@docusaurus/faster', '@docusaurus/theme-classic', '@docusaurus/plugin-content-docs']) {
      assert.equal(version(path.join(root, 'node_modules', name)), '3.8.1', name);
    }
    assert.equal(version(root), '0.0.0');
    assert.equal(context.siteVersion, '0.0.0');
  });

  test("@framework the bundler's persistent cache carries a version string, which src/plugins/api-reference/code-links extends", async () => {
    // The code-links plugin appends a hash of the samples' links to
    // experiments.cache.version, so that a change to the samples recompiles the
    // pages whose links it changes. It does nothing when that field is missing:
    // this is where an upgrade that moves it shows.
    const props = {
      ...context,
      plugins: [],
      siteMetadata: {docusaurusVersion: '3.8.1', siteVersion: '0.0.0', pluginVersions: {}},
      routesPaths: [],
    };
    const config = await createBaseConfig({
      props: props as unknown as Parameters<typeof createBaseConfig>[0]['props'],
      isServer: false,
      minify: false,
      faster: context.siteConfig.future.experimental_faster,
      configureWebpackUtils: await createConfigureWebpackUtils({siteConfig: context.siteConfig}),
    });
    const cache = (config.experiments as {cache?: {type?: string; version?: unknown}} | undefined)?.cache;
    assert.equal(cache?.type, 'persistent');
    assert.equal(typeof cache?.version, 'string');
    assert.match(String(cache?.version), /3\.8\.1/);
  });
});
