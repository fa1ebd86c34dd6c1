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
