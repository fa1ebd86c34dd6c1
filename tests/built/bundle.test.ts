import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

/** The browser bundle of the last build (src/plugins/lean-bundle). */
const scriptsDir = path.resolve(import.meta.dirname, '../../build/assets/js');

test('@framework no script of the build carries the whole of tslib, only the helper the pages call', () => {
  const scripts = fs.readdirSync(scriptsDir).filter((name) => name.endsWith('.js'));
  assert.ok(scripts.length > 10);
  // Helpers that only a whole copy of tslib defines: nothing on the site calls them.
  const holders = scripts.filter((name) => /__addDisposableResource|__classPrivateFieldGet/.test(fs.readFileSync(path.join(scriptsDir, name), 'utf8')));
  assert.deepEqual(holders, []);
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

/** The scripts a built page requests after its first paint (src/ssr-template.ts), in order. */
function pageScripts(page: string): string[] {
  const html = fs.readFileSync(path.resolve(scriptsDir, '../..', page), 'utf8');
  const list = /\((\["\/assets\/js\/[^\]]*\])\)<\/script>/.exec(html)?.[1];
  assert.ok(list, `${page} has no script loader`);
  return JSON.parse(list) as string[];
}

test('@framework a page requests its route\'s chunks with its entry scripts (src/plugins/route-scripts)', () => {
  const pages = ['index.html', 'docs/tutorial/index.html', 'docs/api/classes/ibexdb/index.html'].map((page) => ({page, scripts: pageScripts(page)}));
  for (const {page, scripts} of pages) {
    const entries = scripts.slice(0, 2).map((src) => /^\/assets\/js\/(runtime~main|main)\.\w+\.js$/.exec(src)?.[1]);
    assert.deepEqual(entries, ['runtime~main', 'main'], `${page}: the entry scripts first`);
    assert.ok(scripts.length > 3, `${page} requests only ${scripts.join(', ')}`);
    assert.equal(new Set(scripts).size, scripts.length, `${page} names a script twice`);
    for (const src of scripts) assert.ok(fs.existsSync(path.join(scriptsDir, path.basename(src))), `${page}: ${src} is not in the build`);
  }
  // Right after main.js, every page requests the offline mode's helper, which the PWA plugin's client module imports.
  const helpers = new Set(pages.map(({scripts}) => scripts[2]));
  assert.equal(helpers.size, 1);
  assert.match(fs.readFileSync(path.join(scriptsDir, path.basename([...helpers][0])), 'utf8'), /workbox:window/);
  // Each page's own content is a chunk of its own: the tutorial and the class page differ in it.
  const [, tutorial, ibexdb] = pages.map(({scripts}) => new Set(scripts));
  assert.ok([...tutorial].some((src) => !ibexdb.has(src)));
});
