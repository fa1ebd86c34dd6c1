import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {fromHtml} from 'hast-util-from-html';
import {select} from 'hast-util-select';
import {compileHint} from '../../src/plugins/compile-hints';

/** The browser bundle of the last build (src/plugins/lean-bundle). */
const scriptsDir = path.resolve(import.meta.dirname, '../../build/assets/js');

test('@framework no script of the build carries the whole of tslib, only the helper the pages call', () => {
  const scripts = fs.readdirSync(scriptsDir).filter((name) => name.endsWith('.js'));
  assert.ok(scripts.length > 10);
  // Helpers that only a whole copy of tslib defines: nothing on the site calls them.
  const holders = scripts.filter((name) => /__addDisposableResource|__classPrivateFieldGet/.test(fs.readFileSync(path.join(scriptsDir, name), 'utf8')));
  assert.deepEqual(holders, []);
});

test('@framework every script of the browser bundle starts with V8\'s compile hint (src/plugins/compile-hints)', () => {
  const scripts = fs.readdirSync(scriptsDir).filter((name) => name.endsWith('.js'));
  assert.ok(scripts.length > 10);
  const texts = scripts.map((name) => ({name, text: fs.readFileSync(path.join(scriptsDir, name), 'utf8')}));
  // The hint counts only as the script's first line: a minifier or a later banner above it would undo it.
  const without = texts.filter(({text}) => !text.startsWith(`${compileHint}\n`)).map(({name}) => name);
  assert.deepEqual(without, []);
  const twice = texts.filter(({text}) => text.split(compileHint).length > 2).map(({name}) => name);
  assert.deepEqual(twice, []);
});

/** The names of the build's scripts whose text matches `pattern`. */
function scriptNames(pattern: RegExp): string[] {
  return fs.readdirSync(scriptsDir).filter((name) => name.endsWith('.js') && pattern.test(fs.readFileSync(path.join(scriptsDir, name), 'utf8')));
}

/** The text of the build's scripts that match `pattern`. */
function scriptsMatching(pattern: RegExp): string[] {
  return scriptNames(pattern).map((name) => fs.readFileSync(path.join(scriptsDir, name), 'utf8'));
}

test('@framework the browser gets the site config without its HTML template or plugin options', () => {
  const configs = scriptsMatching(/"?themeConfig"?:\{/);
  assert.ok(configs.length > 0, 'no script holds the site config');
  // assert.ok, not doesNotMatch: a failure names the key, not the whole minified script.
  for (const source of configs) {
    assert.ok(!/"?ssrTemplate"?:|<!DOCTYPE html>/i.test(source), 'a script carries the HTML template');
    assert.ok(!/"?presets"?:\[\["classic"/.test(source), 'a script carries the preset\'s options');
  }
});

test('@framework the docs\' version data, loaded by every doc page, has the docs\' titles but not their descriptions', () => {
  const versionData = scriptsMatching(/"version":\{"pluginId":"default"/);
  assert.equal(versionData.length, 1);
  assert.ok(versionData[0].includes('"title":"IbexDB"'), 'the version data lost the docs\' titles');
  assert.ok(!versionData[0].includes('"description":'), 'the version data carries the docs\' descriptions');
});

test('@framework no script sorts theme-common\'s memo keys with a collator', () => {
  // The minified form of `deps.sort((a, b) => a[0].localeCompare(b[0]))`, then the code-unit sort.
  assert.deepEqual(scriptNames(/[\w$]+\[0\]\.localeCompare\([\w$]+\[0\]\)/), []);
  assert.notDeepEqual(scriptNames(/\.sort\(\(\[[\w$]+\],\[[\w$]+\]\)=>[\w$]+<[\w$]+\?-1:/), [], 'the code-unit sort is not in the bundle');
});

test('@framework no page renders a DocCard, the one reader of the doc descriptions the browser does not get', () => {
  // The translation id of the card's description: in the bundle as soon as a DocCard is.
  assert.deepEqual(scriptNames(/theme\.docs\.DocCard\./), []);
});

/** The text of a built page. */
function pageHtml(page: string): string {
  return fs.readFileSync(path.resolve(scriptsDir, '../..', page), 'utf8');
}

/** The scripts a built page requests after its first paint (src/ssr-template.ts, its `data-scripts`), in order. */
function pageScripts(page: string): string[] {
  const loader = select('script[data-scripts]', fromHtml(pageHtml(page)));
  assert.ok(loader, `${page} has no script loader`);
  return JSON.parse(String(loader.properties.dataScripts)) as string[];
}

/** The client manifest of the last build, in the generated files beside build/. */
const manifestFile = path.resolve(scriptsDir, '../../../.docusaurus/client-manifest.json');

/** The built files of the chunks the client manifest gives a module of the registry (or an entry point). */
function manifestFiles(module: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
    origins: Record<string, string[]>;
    assets: Record<string, {js?: {publicPath: string}[]}>;
  };
  const chunks = manifest.origins[module];
  assert.ok(chunks, `the client manifest gives ${module} no chunks`);
  return chunks.flatMap((chunk) => (manifest.assets[chunk]?.js ?? []).map(({publicPath}) => publicPath));
}

test('@framework a page requests its route\'s chunks with its entry scripts (src/plugins/route-scripts)', () => {
  const pages = ['index.html', 'docs/tutorial/index.html', 'docs/api/classes/ibexdb/index.html'].map((page) => ({page, scripts: pageScripts(page)}));
  for (const {page, scripts} of pages) {
    const entries = scripts.slice(0, 2).map((src) => /^\/assets\/js\/(runtime~main|main)\.\w+\.js$/.exec(src)?.[1]);
    assert.deepEqual(entries, ['runtime~main', 'main'], `${page}: the entry scripts first`);
    assert.equal(new Set(scripts).size, scripts.length, `${page} names a script twice`);
    for (const src of scripts) assert.ok(fs.existsSync(path.join(scriptsDir, path.basename(src))), `${page}: ${src} is not in the build`);
  }
  // Right after main.js, every page requests the offline mode's helper, which the PWA plugin's client module imports.
  const helpers = new Set(pages.map(({scripts}) => scripts[2]));
  assert.equal(helpers.size, 1);
  assert.match(fs.readFileSync(path.join(scriptsDir, path.basename([...helpers][0])), 'utf8'), /workbox:window/);
  // The tutorial requests the chunks of what its route renders: the theme's doc page and its own content.
  const tutorial = pages[1].scripts;
  assert.ok(manifestFiles('main').includes(tutorial[1]), `${manifestFile} is from another build than build/: build the site again`);
  for (const module of ['@theme/DocItem', '@site/docs/tutorial.mdx']) {
    const files = manifestFiles(module);
    assert.ok(files.length > 0);
    for (const file of files) assert.ok(tutorial.includes(file), `/docs/tutorial does not request ${file}, a chunk of ${module}`);
  }
  const tutorialContent = manifestFiles('@site/docs/tutorial.mdx');
  assert.ok(!pages[2].scripts.some((src) => tutorialContent.includes(src)), 'the class page requests the tutorial\'s content');
});

test('the script loader\'s text, which the policy allows by hash, is the same on every page, and every line of _headers fits a host\'s 2,000 characters', () => {
  const buildDir = path.resolve(scriptsDir, '../..');
  const loaders = new Set<string>();
  for (const entry of fs.readdirSync(buildDir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const loader = /<script data-scripts=(?:"[^"]*"|'[^']*')>([\s\S]*?)<\/script>/.exec(fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
    if (loader) loaders.add(loader[1]);
  }
  assert.equal(loaders.size, 1, `${loaders.size} different loader scripts`);
  const long = fs.readFileSync(path.join(buildDir, '_headers'), 'utf8').split('\n').filter((line) => line.length > 2000);
  assert.deepEqual(long.map((line) => `${line.slice(0, 60)}… (${line.length} characters)`), []);
});
