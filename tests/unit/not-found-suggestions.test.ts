import assert from 'node:assert/strict';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {Plugin} from '@docusaurus/types';
import notFoundSuggestions from '../../src/plugins/not-found-suggestions';
import {pageIndexFile, type IndexedPage} from '../../src/plugins/not-found-suggestions/page-index';
import {addressSegments, editDistance, maxSuggestions, suggestPages} from '../../src/plugins/not-found-suggestions/rank';

/** Pages as the site's index lists them: guides, then API pages whose names repeat the guides'. */
const pages: IndexedPage[] = [
  {path: '/docs/install', title: 'Installation'},
  {path: '/docs/tutorial', title: 'Tutorial: a real-time todo app'},
  {path: '/docs/sync', title: 'Synchronization'},
  {path: '/docs/query', title: 'Queries'},
  {path: '/docs/repositories', title: 'Repositories'},
  {path: '/docs/react', title: 'Using IbexDB with React'},
  {path: '/docs/conflict-resolution', title: 'Conflict resolution'},
  {path: '/docs/faq', title: 'Frequently asked questions'},
  {path: '/docs/api/', title: 'API reference'},
  {path: '/docs/api/classes/ibexdb', title: 'IbexDB'},
  {path: '/docs/api/classes/query', title: 'Query'},
  {path: '/docs/api/classes/repository', title: 'Repository'},
  {path: '/docs/api/classes/item', title: 'Item'},
  {path: '/docs/api/classes/manageditem', title: 'ManagedItem'},
  {path: '/docs/api/interfaces/readonlyitem', title: 'ReadonlyItem'},
  {path: '/docs/api/types/useitemopts', title: 'UseItemOpts'},
  {path: '/docs/api/functions-react', title: 'React hooks'},
];

const firstFor = (address: string) => suggestPages(address, pages)[0]?.path;

describe('not-found suggestions: ranking', () => {
  it('finds the page of a misspelt, miscased or misfiled address first', () => {
    assert.equal(firstFor('/docs/synch'), '/docs/sync');
    assert.equal(firstFor('/docs/api/classes/Repository'), '/docs/api/classes/repository');
    assert.equal(firstFor('/docs/querys'), '/docs/query');
    assert.equal(firstFor('/docs/api/class/ibexdb'), '/docs/api/classes/ibexdb');
    assert.equal(firstFor('/docs/instal'), '/docs/install');
    assert.equal(firstFor('/docs/Conflict_Resolution'), '/docs/conflict-resolution');
  });

  it('ranks a page in the folder asked for above a page of the same name elsewhere', () => {
    assert.deepEqual(
      suggestPages('/docs/querys', pages).map(({path: pagePath}) => pagePath),
      ['/docs/query', '/docs/api/classes/query'],
    );
    assert.deepEqual(
      suggestPages('/docs/api/classes/querys', pages).map(({path: pagePath}) => pagePath),
      ['/docs/api/classes/query', '/docs/query'],
    );
  });

  it('matches titles: a prefix of a title, or a title word inside the address', () => {
    assert.equal(firstFor('/docs/synchronisation'), '/docs/sync');
    assert.equal(firstFor('/docs/frequently-asked'), '/docs/faq');
    assert.equal(firstFor('/docs/react-hooks'), '/docs/api/functions-react');
  });

  it('suggests at most five pages, best first', () => {
    const found = suggestPages('/docs/api/classes/item/', pages);
    assert.equal(found[0]?.path, '/docs/api/classes/item');
    assert.ok(found.length <= maxSuggestions);
    assert.deepEqual(found.map(({score}) => score), found.map(({score}) => score).sort((a, b) => b - a));
    const many = Array.from({length: 12}, (_, index) => ({path: `/docs/api/types/item${index}`, title: `Item${index}`}));
    assert.equal(suggestPages('/docs/item', many).length, maxSuggestions);
  });

  it('suggests nothing for an address that resembles no page', () => {
    for (const address of ['/this-page-does-not-exist', '/docs/xyzzy', '/docs/no-such-page', '/foo', '/', '/docs/']) {
      assert.deepEqual(suggestPages(address, pages), [], address);
    }
  });

  it('reads an address without its ending, query, hash or case, and decodes it', () => {
    assert.deepEqual(addressSegments('/docs/Sync.html?x=1#top'), ['docs', 'sync']);
    assert.deepEqual(addressSegments('/docs/sync/index.html'), ['docs', 'sync']);
    assert.deepEqual(addressSegments('/docs/sync.md'), ['docs', 'sync']);
    assert.deepEqual(addressSegments('/docs/api/'), ['docs', 'api']);
    assert.deepEqual(addressSegments('/docs/read%20write'), ['docs', 'read write']);
    assert.deepEqual(addressSegments('/docs/100%'), ['docs', '100%']);
  });

  it('counts edits as insertions, deletions and substitutions', () => {
    assert.equal(editDistance('sync', 'synch'), 1);
    assert.equal(editDistance('querys', 'queries'), 2);
    assert.equal(editDistance('kitten', 'sitting'), 3);
    assert.equal(editDistance('', 'abc'), 3);
  });
});

describe('not-found suggestions: the page index', () => {
  const doc = (permalink: string, title: string, unlisted = false) => ({permalink, title, unlisted});

  it('lists the path and title of every listed doc, sorted by path', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'page-index-'));
    try {
      const {plugin: createPlugin, step} = notFoundSuggestions();
      const plugin = createPlugin({} as never) as Required<Pick<Plugin, 'allContentLoaded'>>;
      const docs = {loadedVersions: [{docs: [doc('/docs/sync', 'Synchronization'), doc('/docs/api/', 'API reference'), doc('/docs/draft', 'Draft', true)]}]};
      await plugin.allContentLoaded({allContent: {'docusaurus-plugin-content-docs': {default: docs}}, actions: {} as never});
      await step.run({outDir} as never);
      assert.deepEqual(JSON.parse(await readFile(path.join(outDir, pageIndexFile), 'utf8')), [
        {path: '/docs/api/', title: 'API reference'},
        {path: '/docs/sync', title: 'Synchronization'},
      ]);
    } finally {
      await rm(outDir, {recursive: true, force: true});
    }
  });

  it('fails the build when the docs plugin loaded nothing', async () => {
    const plugin = notFoundSuggestions().plugin({} as never) as Required<Pick<Plugin, 'allContentLoaded'>>;
    await assert.rejects(async () => plugin.allContentLoaded({allContent: {}, actions: {} as never}), /the docs plugin loaded no docs/);
  });
});
