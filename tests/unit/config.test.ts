import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {PluginContentLoadedActions} from '@docusaurus/types';
import {createConfig, testPagesPlugin, typedocOptions, type BuildEnv} from '../../docusaurus.config';

const root = path.resolve(__dirname, '../..');

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

/** The options of the classic preset in the config of a build with these switches. */
const presetOf = (env: BuildEnv) => createConfig(env).presets[0][1];

test('analytics is off unless IBEXDB_GTAG_ID is set', () => {
  assert.equal(presetOf({}).gtag, undefined);
  assert.equal(presetOf({IBEXDB_GTAG_ID: '  '}).gtag, undefined);
});

test('with IBEXDB_GTAG_ID set, analytics sends page views with IP anonymisation', () => {
  assert.deepEqual(presetOf({IBEXDB_GTAG_ID: 'G-ABC123'}).gtag, {trackingID: 'G-ABC123', anonymizeIP: true});
});

test('the test-only pages exist only in test builds', async () => {
  assert.ok(!createConfig({}).plugins.includes(testPagesPlugin));
  assert.ok(createConfig({IBEXDB_TEST_BUILD: 'true'}).plugins.includes(testPagesPlugin));
  assert.deepEqual(await testPageRoutes(), ['/__test/color-mode-cycle', '/__test/crash', '/__test/lazy']);
});

test('TypeDoc watches library/ only when TYPEDOC_WATCH is set (npm start)', () => {
  assert.equal(typedocOptions({}).watch, false);
  assert.equal(typedocOptions({TYPEDOC_WATCH: 'true'}).watch, true);
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
