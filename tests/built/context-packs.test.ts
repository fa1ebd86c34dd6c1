import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import {apiDocsFolder, apiSymbolUrlsFile} from '../../src/api-layout.mjs';
import {analyseSamples} from '../../src/plugins/api-reference/code-links/analyse';

/**
 * The context pack of a real page, as the last build wrote it (src/plugins/markdown-twins/context-packs.ts):
 * its twin, then one entry for each reference target its own samples link to, and no other.
 */
const projectRoot = path.resolve(import.meta.dirname, '../..');
const buildDir = path.join(projectRoot, 'build');
const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');

let symbolUrls: Record<string, string>;

before(() => {
  assert.ok(fs.existsSync(path.join(buildDir, 'docs/query.context.md')), 'These tests read the build: run `npm run build:test` first.');
  symbolUrls = JSON.parse(fs.readFileSync(path.join(projectRoot, 'docs', apiDocsFolder, apiSymbolUrlsFile), 'utf8')) as Record<string, string>;
});

describe('the context pack of /docs/query', () => {
  it("holds the twin, then exactly the entries of the members the page's samples link to", () => {
    const pack = read('docs/query.context.md');
    const twin = read('docs/query.md');
    assert.ok(pack.startsWith(twin.trimEnd()), 'the pack opens with the twin');

    const {blocks} = analyseSamples({siteDir: projectRoot, symbolUrls, inputs: [path.join(projectRoot, 'docs/query.mdx')]});
    const used = new Set([...blocks.values()].flatMap((links) => links.map(({href}) => `https://ibexdb.dev${href}`)));
    const context = pack.slice(twin.trimEnd().length);
    const sources = [...context.matchAll(/^Source: (\S+)$/gm)].map(([, url]) => url);
    assert.equal(sources.length, new Set(sources).size, 'each member once');
    assert.deepEqual(new Set(sources), used);
    for (const member of ['https://ibexdb.dev/docs/api/classes/ibexdb#query', 'https://ibexdb.dev/docs/api/classes/query#results']) {
      assert.ok(sources.includes(member), member);
    }
    assert.ok(!sources.includes('https://ibexdb.dev/docs/api/classes/ibexdb#open'), 'a member the samples do not use is left out');
  });

  it("copies each entry from its reference page's twin", () => {
    const context = read('docs/query.context.md').split('\n## API context\n')[1] ?? '';
    const entries = context.split(/^Source: /m).slice(1);
    assert.ok(entries.length > 5);
    for (const entry of entries) {
      const [url = '', ...body] = entry.split('\n');
      const pagePath = new URL(url).pathname;
      const referenceTwin = read(`${pagePath}.md`);
      // Each line of the entry but its (moved) headings is a line of the reference twin.
      for (const line of body.filter((text) => text.trim() && !/^#{1,6} /.test(text))) {
        assert.ok(referenceTwin.includes(line), `${url}: ${line}`);
      }
    }
  });

  it('has a token estimate of one per four characters', () => {
    const tokens = JSON.parse(read('context-tokens.json')) as Record<string, number>;
    assert.equal(tokens['/docs/query'], Math.ceil(read('docs/query.context.md').length / 4));
    assert.ok(tokens['/docs/api/classes/ibexdb'] !== undefined && tokens['/docs/install'] !== undefined);
  });
});
