import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it, type TestContext} from 'node:test';
import {analyseSamples} from '../../src/plugins/api-reference/code-links/analyse';
import {parseRuntimes, runtimesText} from '../../src/plugins/api-reference/runtimes.mjs';

const siteDir = path.join(import.meta.dirname, '../..');
const fence = '```';

/** What the samples of a temporary guide run in, one entry per sample (undefined: no line). */
function runtimesOfSamples(t: TestContext, samples: string[][], symbolUrls: Record<string, string>) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'runtimes-'));
  t.after(() => fs.rmSync(folder, {recursive: true, force: true}));
  const file = path.join(folder, 'guide.md');
  fs.writeFileSync(file, samples.map((code) => [`${fence}ts partial`, ...code, fence].join('\n')).join('\n\n'));
  const {samples: analysed} = analyseSamples({siteDir, symbolUrls, inputs: [file]});
  return analysed.map((sample) => (sample.runtimes ? runtimesText(sample.runtimes) : undefined));
}

describe('runtimes', () => {
  it('reads a @runsIn tag in its order and rejects what is not a runtime', () => {
    assert.deepEqual(parseRuntimes('browsers, Deno', 'here'), ['deno', 'browser']);
    assert.equal(runtimesText(['deno', 'node', 'browser']), 'Deno, Node.js (experimental), browsers');
    assert.throws(() => parseRuntimes('Bun', 'library/src/x.ts:3'), /library\/src\/x\.ts:3: @runsIn "Bun" is not a runtime: use Deno, Node.js, browsers/);
    assert.throws(() => parseRuntimes(' ', 'here'), /here: @runsIn names no runtime/);
  });

  // The facts, as LIBRARY.md states them: compile and the debug server need Deno (1.2, and
  // "Deno only" in their entries of 3); the React hooks are the browser client's (1.2); the
  // HTTP server has a Deno and a Node.js implementation (1.2); nothing is said of
  // staticAssetsFromJS or of DataRegistry, so they add nothing.
  const names = ['compile', 'startDebugServer', 'staticAssetsFromJS', 'Server', 'Server.start', 'useQuery', 'useItem', 'IbexDB', 'IbexDB.query', 'ManagedItem.downloadDebugGraph', 'DataRegistry'];
  // A URL per name, as the reference's router gives them (`/docs/api/ibexdb#query`).
  const symbolUrls = Object.fromEntries(names.map((name) => [name, `/docs/api/${name.toLowerCase().replace('.', '#')}`]));

  it('says where each sample runs from the tags of the API it uses, as LIBRARY.md states it', (t) => {
    const found = runtimesOfSamples(
      t,
      [
        [`import {compile} from 'ibexdb/server';`, `await compile({jsPath: 'client/index.tsx', htmlPath: 'client/index.html'});`],
        [`import {startDebugServer} from 'ibexdb/server';`, `declare const options: Parameters<typeof startDebugServer>[0];`, 'await startDebugServer(options);'],
        [`import type {Server} from 'ibexdb/server';`, 'declare const server: Server<never>;', 'await server.start();'],
        [`import {useItem} from 'ibexdb/react';`, `const item = useItem('/data/tasks/first');`],
        [`const tasks = db.query({source: '/data/tasks'});`],
        [`const item = db.item('/data/tasks/first');`, 'item.downloadDebugGraph();'],
        [`import {DataRegistry} from 'ibexdb';`, 'console.log(DataRegistry.default);'],
        [`import {staticAssetsFromJS} from 'ibexdb/server';`, 'console.log(staticAssetsFromJS({}));'],
        [`import {useQuery} from 'ibexdb/react';`, `import {compile} from 'ibexdb/server';`, 'console.log(useQuery, compile);'],
      ],
      symbolUrls,
    );
    assert.deepEqual(found, [
      'Deno',
      'Deno',
      'Deno, Node.js (experimental)',
      'browsers',
      'Deno, Node.js (experimental), browsers',
      'browsers',
      undefined,
      undefined,
      // Names that share no runtime say nothing.
      undefined,
    ]);
  });
});
