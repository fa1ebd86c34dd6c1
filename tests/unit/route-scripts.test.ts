import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import routeScripts, {addModuleOrigins, packageChunks, readManifest, registryChunks} from '../../src/plugins/route-scripts';

/** Three entries as Docusaurus writes its chunk registry, the last one closing the object. */
const registry = [
  'export default {',
  '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],',
  '  "6eb54612": [() => import(/* webpackChunkName: "6eb54612" */ "@site/docs/tutorial.mdx"), "@site/docs/tutorial.mdx", require.resolveWeak("@site/docs/tutorial.mdx")],',
  '  "ff4fec26": [() => import(/* webpackChunkName: "ff4fec26" */ "@site/docs/api/types/x.md"), "@site/docs/api/types/x.md", require.resolveWeak("@site/docs/api/types/x.md")],};',
].join('\n');

describe('route scripts (src/plugins/route-scripts)', () => {
  it('reads each registry entry: the chunk it names and the module the server render reports', () => {
    assert.deepEqual(
      [...registryChunks(registry, 'registry.js')],
      [
        ['17896441', '@theme/DocItem'],
        ['6eb54612', '@site/docs/tutorial.mdx'],
        ['ff4fec26', '@site/docs/api/types/x.md'],
      ],
    );
  });

  it('fails, naming the file, when no entry has the shape it reads', () => {
    assert.throws(() => registryChunks('export default {\n  "a": [() => import("x"), "x"],\n};', '/site/.docusaurus/registry.js'), /\/site\/\.docusaurus\/registry\.js/);
  });

  it('gives each module the chunks of its chunk name, and leaves out what the manifest does not name', () => {
    const manifest = {origins: {'17896441': ['6064', '17896441'], '6eb54612': ['6eb54612'], '90': ['90']}};
    assert.equal(addModuleOrigins(manifest, registryChunks(registry, 'registry.js')), 2);
    assert.deepEqual(manifest.origins, {
      '17896441': ['6064', '17896441'],
      '6eb54612': ['6eb54612'],
      '90': ['90'],
      '@theme/DocItem': ['6064', '17896441'],
      '@site/docs/tutorial.mdx': ['6eb54612'],
    });
  });

  it('finds the chunks of a startup import by the package folder of its modules, and fails for a package the bundle lacks', () => {
    const file = (...parts: string[]) => path.join(path.sep, 'site', 'node_modules', ...parts);
    const modules = [
      {nameForCondition: () => file('workbox-window', 'build', 'workbox-window.prod.es5.mjs'), chunks: [{id: 4367}]},
      {nameForCondition: () => file('workbox-window-extra', 'index.js'), chunks: [{id: 1}]},
      {nameForCondition: () => undefined, chunks: [{id: 2}]},
    ];
    const compilation = {
      modules,
      chunkGraph: {getModuleChunksIterable: (module: unknown) => (module as (typeof modules)[number]).chunks},
    };
    assert.deepEqual(packageChunks(compilation, ['workbox-window']), ['4367']);
    assert.throws(() => packageChunks(compilation, ['idb-keyval']), /startup import idb-keyval/);
  });

  it('changes only a build\'s client bundle, the one with a manifest: not the server bundle, not the development server', () => {
    const generatedFilesDir = path.join(path.sep, 'site', '.docusaurus');
    const plugin = routeScripts({startupImports: ['workbox-window']})({generatedFilesDir} as LoadContext);
    type Configure = (config: {plugins?: unknown[]}, isServer: boolean) => {plugins?: unknown[]};
    const configure = plugin.configureWebpack as unknown as Configure;
    // The addon's own class name, which the plugin looks for.
    class ReactLoadableSSRAddon {
      constructor(readonly options: {filename: string}) {}
    }
    const addon = new ReactLoadableSSRAddon({filename: path.join(generatedFilesDir, 'client-manifest.json')});
    assert.equal(configure({plugins: [addon]}, false).plugins?.length, 1);
    assert.deepEqual(configure({plugins: [addon]}, true), {});
    assert.deepEqual(configure({plugins: [{options: addon.options}]}, false), {}, 'the development server');
    assert.deepEqual(configure({}, false), {});
    const moved = new ReactLoadableSSRAddon({filename: path.join(path.sep, 'elsewhere', 'client-manifest.json')});
    assert.throws(() => configure({plugins: [moved]}, false), /ReactLoadableSSRAddon no longer writes .*client-manifest\.json/);
  });

  it('fails, naming the file, on a client manifest without entry points or origins', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'route-scripts-')), 'client-manifest.json');
    fs.writeFileSync(file, JSON.stringify({assets: {}}));
    assert.throws(() => readManifest(file), (error: Error) => error.message.includes(file));
    fs.writeFileSync(file, JSON.stringify({entrypoints: ['main'], origins: {main: ['1']}, assets: {}}));
    assert.deepEqual(readManifest(file).entrypoints, ['main']);
    fs.rmSync(path.dirname(file), {recursive: true});
  });

  it('reads a registry entry whose path holds an escaped quote', () => {
    const line = '  "cd34": [() => import(/* webpackChunkName: "cd34" */ "@site/docs/a\\"b.mdx"), "@site/docs/a\\"b.mdx", require.resolveWeak("@site/docs/a\\"b.mdx")],';
    assert.deepEqual([...registryChunks(line, 'registry.js')], [['cd34', '@site/docs/a"b.mdx']]);
  });

  it('reads a registry path written with escapes as the path itself', () => {
    const line = '  "ab12": [() => import(/* webpackChunkName: "ab12" */ "C:\\\\site\\\\docs\\\\a.mdx"), "C:\\\\site\\\\docs\\\\a.mdx", require.resolveWeak("C:\\\\site\\\\docs\\\\a.mdx")],';
    assert.deepEqual([...registryChunks(line, 'registry.js')], [['ab12', 'C:\\site\\docs\\a.mdx']]);
  });
});
