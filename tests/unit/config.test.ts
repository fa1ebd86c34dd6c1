import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

interface LoadedConfig {
  gtag: unknown;
  /** Each plugin's name, from its module path or, for a local plugin function, from the plugin it returns. */
  plugins: string[];
  /** The routes the local plugins add in contentLoaded. */
  routes: string[];
}

/** Loads docusaurus.config.ts in a fresh process with the given environment. */
function loadConfig(env: Record<string, string | undefined>): LoadedConfig {
  const script = [
    "import config from './docusaurus.config.ts';",
    'const [[, preset]] = config.presets as [[string, {gtag?: unknown}]];',
    '(async () => {',
    'const routes: string[] = [];',
    'const plugins: string[] = [];',
    'for (const entry of config.plugins) {',
    '  if (typeof entry !== "function") { plugins.push(Array.isArray(entry) ? String(entry[0]) : String(entry)); continue; }',
    '  const plugin = await (entry as (context: unknown) => {name: string; contentLoaded?: (args: unknown) => Promise<void>})({siteDir: process.cwd(), siteConfig: config});',
    '  plugins.push(plugin.name);',
    '  await plugin.contentLoaded?.({actions: {addRoute: (route: {path: string}) => routes.push(route.path)}, content: undefined});',
    '}',
    'console.log(JSON.stringify({gtag: preset.gtag ?? null, plugins, routes}));',
    '})();',
  ].join('\n');
  const result = spawnSync('npx', ['tsx', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    env: {...process.env, IBEXDB_GTAG_ID: undefined, IBEXDB_TEST_BUILD: undefined, ...env},
  });
  assert.equal(result.status, 0, result.stderr);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as LoadedConfig;
}

/** Runs a production build with another config file; returns its exit code and output. */
function buildWith(configFile: string, env: Record<string, string> = {}): {status: number | null; output: string} {
  const outDir = mkdtempSync(path.join(tmpdir(), 'ibexdb-config-test-'));
  try {
    const result = spawnSync('npx', ['docusaurus', 'build', '--config', configFile, '--out-dir', outDir], {
      cwd: root,
      encoding: 'utf8',
      env: {...process.env, CI: 'true', ...env},
      maxBuffer: 64 * 1024 * 1024,
    });
    return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
}

test('analytics is off unless IBEXDB_GTAG_ID is set', () => {
  assert.equal(loadConfig({}).gtag, null);
  assert.equal(loadConfig({IBEXDB_GTAG_ID: '  '}).gtag, null);
});

test('with IBEXDB_GTAG_ID set, analytics sends page views with IP anonymisation', () => {
  assert.deepEqual(loadConfig({IBEXDB_GTAG_ID: 'G-ABC123'}).gtag, {trackingID: 'G-ABC123', anonymizeIP: true});
});

test('the test-only pages exist only in test builds', () => {
  const production = loadConfig({});
  assert.ok(!production.plugins.includes('ibexdb-test-pages'), production.plugins.join(', '));
  assert.deepEqual(production.routes.filter((route) => route.startsWith('/__test')), []);
  const testBuild = loadConfig({IBEXDB_TEST_BUILD: 'true'});
  assert.ok(testBuild.plugins.includes('ibexdb-test-pages'), testBuild.plugins.join(', '));
  assert.deepEqual(testBuild.routes.filter((route) => route.startsWith('/__test')).sort(), [
    '/__test/color-mode-cycle',
    '/__test/crash',
    '/__test/lazy',
  ]);
});

test('a navbar item naming a missing doc id fails the build, naming the id', () => {
  const {status, output} = buildWith('tests/fixtures/config/missing-doc-id.config.ts');
  assert.notEqual(status, 0);
  assert.match(output, /Couldn't find any doc with id "no-such-doc"/);
});

test('a sidebar naming a missing doc id fails the build, naming the id', () => {
  const {status, output} = buildWith('tests/fixtures/config/missing-sidebar-id.config.ts');
  assert.notEqual(status, 0);
  assert.match(output, /Invalid sidebar file/);
  assert.match(output, /no-such-sidebar-doc/);
});

test('a broken link fails the build, naming it', () => {
  const {status, output} = buildWith('tests/fixtures/config/broken-content.config.ts', {
    IBEXDB_FIXTURE_DOCS: 'tests/fixtures/broken-links',
  });
  assert.notEqual(status, 0);
  assert.match(output, /Broken link on source page path = \/docs\/install:[^]*?-> linking to \/docs\/no-such-page/);
});

test('a broken anchor fails the build, naming it', () => {
  const {status, output} = buildWith('tests/fixtures/config/broken-content.config.ts', {
    IBEXDB_FIXTURE_DOCS: 'tests/fixtures/broken-links',
    IBEXDB_FIXTURE_ANCHORS_ONLY: 'true',
  });
  assert.notEqual(status, 0);
  assert.match(output, /Broken anchor on source page path = \/docs\/install:[^]*?-> linking to \/docs\/install#no-such-heading/);
});

test('a broken Markdown file link fails the build, naming the file', () => {
  const {status, output} = buildWith('tests/fixtures/config/broken-content.config.ts', {
    IBEXDB_FIXTURE_DOCS: 'tests/fixtures/broken-markdown-link',
  });
  assert.notEqual(status, 0);
  assert.match(output, /no-such-file\.md/);
});

test('the site, version 0.0.0, runs exactly Docusaurus 3.8.1', () => {
  // What a build runs with: the installed framework, which writes its version
  // in every page's generator tag, and the site's version, which Docusaurus
  // reads from package.json into the site metadata.
  const version = (folder: string) =>
    (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {version: string}).version;
  for (const name of ['@docusaurus/core', '@docusaurus/preset-classic', '@docusaurus/faster', '@docusaurus/theme-classic', '@docusaurus/plugin-content-docs']) {
    assert.equal(version(path.join(root, 'node_modules', name)), '3.8.1', name);
  }
  assert.equal(version(root), '0.0.0');
});
