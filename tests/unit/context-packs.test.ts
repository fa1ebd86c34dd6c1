import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {CodeLinks} from '../../src/plugins/api-reference/code-links/links';
import {contextPack, referenceEntry, sampleTargets, twinOutline, type PageAnchors} from '../../src/plugins/markdown-twins/context-packs';
import {assistantPrompt, assistants, contextPackPath, estimateTokens, formatTokens} from '../../src/plugins/markdown-twins/hand-off';
import {offlinePrecache} from '../../src/plugins/post-build/precache';

/** Links as the code links' analysis gives them: by each block's code. */
function linksOf(blocks: Record<string, string[]>): CodeLinks {
  return {
    blocks: new Map(Object.entries(blocks).map(([code, hrefs]) => [code, hrefs.map((href) => ({line: 0, column: 0, length: 1, href}))])),
    symbols: new Map(),
    runtimes: new Map(),
    samples: [],
  };
}

const guide = [
  '---',
  'title: Queries',
  '---',
  '',
  '```ts',
  "const q = db.query({source: '/data/tasks'});",
  '```',
  '',
  '```tsx title="app.tsx"',
  'const tasks = useQuery(q);',
  '```',
  '',
  '```ts signature',
  'query(config: QueryConfig): Query;',
  '```',
  '',
  '```js',
  'db.count;',
  '```',
  '',
  '```ts',
  "const again = db.query({source: '/data/notes'});",
  '```',
].join('\n');

describe('context packs: which members a page takes', () => {
  const links = linksOf({
    "const q = db.query({source: '/data/tasks'});": ['/docs/api/classes/ibexdb#query', '/docs/api/types/queryconfig#property-source'],
    'const tasks = useQuery(q);': ['/docs/api/functions-react#usequery'],
    'query(config: QueryConfig): Query;': ['/docs/api/types/queryconfig'],
    'db.count;': ['/docs/api/classes/ibexdb#count'],
    "const again = db.query({source: '/data/notes'});": ['/docs/api/classes/ibexdb#query', '/docs/api/types/queryconfig#property-source'],
  });

  it("takes exactly the targets of the page's ts and tsx samples, each once, in order of first use", () => {
    assert.deepEqual(sampleTargets('/site/docs/query.mdx', guide, links), [
      '/docs/api/classes/ibexdb#query',
      '/docs/api/types/queryconfig#property-source',
      '/docs/api/functions-react#usequery',
    ]);
  });

  it('takes nothing from a page whose samples name no member, or that has none', () => {
    assert.deepEqual(sampleTargets('/site/docs/faq.mdx', '# FAQ\n\n```ts\nconst x = 1;\n```\n', links), []);
    assert.deepEqual(sampleTargets('/site/docs/faq.mdx', '# FAQ\n\nNo code.\n', links), []);
  });
});

const twin = [
  '# IbexDB',
  '',
  '```ts',
  'class IbexDB',
  '```',
  '',
  'The database.',
  '',
  '## Methods',
  '',
  '### query() \\{#query}',
  '',
  '```ts',
  '# not a heading: inside a fence',
  '```',
  '',
  'Runs a query.',
  '',
  '#### Example',
  '',
  'An example.',
  '',
  '### count()',
  '',
  'Counts.',
  '',
  '## Properties',
  '',
  '| Property | Type |',
  '| - | - |',
  '| `path` | `string` |',
  '| `peers?` | `string[]` |',
].join('\n');

const anchors: PageAnchors = {
  headings: [
    {id: '', level: 1},
    {id: 'methods', level: 2},
    {id: 'query', level: 3},
    {id: 'example', level: 4},
    {id: 'count', level: 3},
    {id: 'properties', level: 2},
  ],
  rows: ['', 'property-path', 'property-peers'],
};

describe("context packs: a member's reference entry", () => {
  it('reads the headings and table rows of a twin, fenced lines left out', () => {
    const {headings, rows} = twinOutline(twin);
    assert.deepEqual(headings.map((heading) => heading.level), [1, 2, 3, 4, 3, 2]);
    assert.deepEqual(rows, [28, 30, 31]);
  });

  it("is a heading's section, up to the next heading of its level, its headings moved to the level asked", () => {
    const entry = referenceEntry(twin, anchors, 'query', 3);
    assert.match(entry, /^### query\(\)/);
    assert.match(entry, /^#### Example$/m);
    assert.match(entry, /# not a heading: inside a fence/);
    assert.ok(entry.endsWith('An example.'));
    assert.doesNotMatch(entry, /count\(\)/);
    assert.match(referenceEntry(twin, anchors, 'methods', 3), /^### Methods[\s\S]*### count\(\)\n\nCounts\.$/);
  });

  it("is a table row under its table's header, named by the page and the row", () => {
    assert.equal(
      referenceEntry(twin, anchors, 'property-peers', 3),
      '### IbexDB: `peers?`\n\n| Property | Type |\n| - | - |\n| `peers?` | `string[]` |',
    );
  });

  it("is the page's opening, up to its first ## heading, for a link to the whole page", () => {
    assert.equal(referenceEntry(twin, anchors, undefined, 3), '### IbexDB\n\n```ts\nclass IbexDB\n```\n\nThe database.');
  });

  it('fails naming the anchor a page lacks, or when the twin and the page disagree', () => {
    assert.throws(() => referenceEntry(twin, anchors, 'flush', 3), /no heading or table row #flush/);
    assert.throws(() => referenceEntry(twin, {...anchors, headings: anchors.headings.slice(1)}, 'query', 3), /6 headings where the page has 5/);
    assert.throws(() => referenceEntry(twin, {...anchors, rows: []}, 'query', 3), /3 table rows where the page has 0/);
  });
});

describe('context packs: the file and its estimate', () => {
  it('holds the twin, then each entry under its source URL', () => {
    const pack = contextPack('# Queries\n\nText.\n', [{url: 'https://ibexdb.dev/docs/api/classes/ibexdb#query', markdown: '### query()\n\nRuns.'}], '0.3.1');
    assert.equal(
      pack,
      "# Queries\n\nText.\n\n---\n\n## API context\n\nThe reference entries of the 1 member of IbexDB 0.3.1's API that the code samples of this page use, in the order they first appear.\n\nSource: https://ibexdb.dev/docs/api/classes/ibexdb#query\n\n### query()\n\nRuns.\n",
    );
    assert.match(contextPack('# FAQ\n', [], '0.3.1'), /use no member of IbexDB 0\.3\.1's API\.\n$/);
  });

  it('lives beside the twin', () => {
    assert.equal(contextPackPath('/docs/query'), '/docs/query.context.md');
    assert.equal(contextPackPath('/docs/api/'), '/docs/api/index.context.md');
  });

  it('estimates a token per four characters, and says so roughly', () => {
    assert.equal(estimateTokens('x'.repeat(9)), 3);
    assert.equal(formatTokens(812), '≈ 812 tokens');
    assert.equal(formatTokens(11_600), '≈ 12k tokens');
  });

  it('joins the offline cache after the twins', async () => {
    const precache = offlinePrecache();
    precache.written('twins', [{url: 'docs/query.md', revision: 'a', size: 1}]);
    precache.written('context packs', [{url: 'docs/query.context.md', revision: 'b', size: 2}]);
    const {manifest} = await precache.manifestTransform([]);
    assert.deepEqual(manifest.map((entry) => entry.url), ['docs/query.md', 'docs/query.context.md']);
  });
});

describe('the "Open in" links', () => {
  const twinUrl = 'https://ibexdb.dev/docs/query.md';
  const prompt = assistantPrompt(twinUrl, '0.3.1');

  it('open a new chat whose prompt names the twin and the version', () => {
    const [chatgpt, claude] = assistants.map(({link}) => new URL(link(prompt)));
    assert.equal(chatgpt?.origin + (chatgpt?.pathname ?? ''), 'https://chatgpt.com/');
    assert.equal(chatgpt?.searchParams.get('hints'), 'search');
    assert.equal(claude?.origin + (claude?.pathname ?? ''), 'https://claude.ai/new');
    for (const url of [chatgpt, claude]) {
      const q = url?.searchParams.get('q') ?? '';
      assert.ok(q.includes(twinUrl) && q.includes('0.3.1') && q.includes('https://ibexdb.dev/llms.txt'), q);
      assert.equal(q, prompt);
    }
  });
});
