import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {apiIndexPage, apiModules, apiPageKinds, apiPageRoute, functionsPage, symbolPage} from '../../src/api-layout.mjs';
import {declaredForms, normalForm, renderedDeclarations, renderedPropertyTypes} from '../support/api-declarations';
import {checkApiContent, listApiPages} from '../support/api-pages';
import {generatedApiReference, runTypeDoc, type GeneratedApiReference} from '../support/api-reference';
import {apiPages, writeApiSnapshot} from '../support/api-snapshot';
import {apiPageCounts, requiredCounts} from '../support/spec';

const projectRoot = path.resolve(import.meta.dirname, '../..');

describe('API layout (src/api-layout.mjs)', () => {
  it('gives the routes the requirements list: the index, a function page per module, a page per symbol', () => {
    const routes = [
      apiPageRoute(apiIndexPage),
      ...apiModules.map(({key}) => apiPageRoute(functionsPage(key))),
      ...apiPageKinds.map(({folder}) => apiPageRoute(symbolPage(folder, 'SomeName'))),
    ];
    assert.deepEqual(routes, [
      '/docs/api/',
      '/docs/api/functions-core',
      '/docs/api/functions-react',
      '/docs/api/functions-server',
      '/docs/api/classes/somename',
      '/docs/api/interfaces/somename',
      '/docs/api/types/somename',
    ]);
  });
});

describe('API reference generation', () => {
  let out = '';
  let status: number | null = null;
  let log = '';

  before(() => {
    ({out, status, log} = generatedApiReference());
  });

  it('runs TypeDoc without warnings or errors', () => {
    assert.equal(status, 0, log);
    assert.equal(log.trim(), '');
  });

  // The snapshot's names are checked against the requirements in tests/unit/spec-routes.test.ts.
  it('writes exactly the pages of the snapshot, each where the layout places its kind', () => {
    const generated = listApiPages(out).map((page) => page.replace(/\.md$/, ''));
    if (process.env.UPDATE_API_SNAPSHOT) writeApiSnapshot(generated);
    else assert.deepEqual(generated, apiPages, 'TypeDoc wrote other pages than tests/snapshots/api-pages.json lists');
    assert.deepEqual(apiPageCounts(generated), requiredCounts);
  });

  it('writes pages that compile as MDX, with front matter and working links and anchors', async () => {
    assert.deepEqual(await checkApiContent(out), {mdxErrors: [], frontMatterErrors: [], brokenLinks: []});
  });

  it('links every page from the index', () => {
    const index = fs.readFileSync(path.join(out, 'index.md'), 'utf8');
    for (const page of apiPages.filter((p) => p !== apiIndexPage)) {
      assert.ok(index.includes(`](${page}.md`), `index.md links to ${page}.md`);
    }
  });

  it('opens a class page with its own members and ends it with one line per inherited member', () => {
    const page = fs.readFileSync(path.join(out, 'classes/repository.md'), 'utf8');
    const at = (text: string) => page.indexOf(text);
    assert.ok(at('## Members') > 0 && at('## Members') < at('## Constructors'), 'the member index comes before the members');
    assert.match(page, /^\| \[valueForKey\(\)\]\(#valueforkey\) \| Reads the current value of an item\. \|$/m);
    assert.ok(at('## Inherited from Emitter') > at('## Methods'), 'inherited members come last');
    assert.match(page, /^- \[`attach\(\)`\]\(emitter\.md#attach\): \S/m);
    assert.doesNotMatch(page, /^#+ attach\(\)|Inherited from<\/h4>|^#+ Overrides/m);
  });

  it('shows each overload as an entry of its own: its declaration, its own parameters and what it returns', () => {
    const page = fs.readFileSync(path.join(out, 'functions-react.md'), 'utf8');
    assert.equal(page.match(/^### useItem\(\)/gm)?.length, 1);
    const section = page.slice(page.indexOf('### useItem()'), page.indexOf('### useQuery()'));
    const entries = section.split(/^<h4>Overload \d+<\/h4>$/m).slice(1);
    assert.equal(entries.length, 10);
    for (const entry of entries) {
      assert.equal(entry.match(/```ts signature/g)?.length, 1, entry);
      assert.equal(entry.match(/^function useItem/gm)?.length, 1, entry);
    }
    // Overload 4 takes `path: string | undefined`: overload 3's "Always `undefined`" is not its description.
    assert.match(entries[2], /^- `path`: Always `undefined`\.$/m);
    assert.doesNotMatch(entries[3], /Always `undefined`/);
    assert.match(entries[0], /<h5>Returns<\/h5>/);
    assert.doesNotMatch(entries[2], /<h5>Returns<\/h5>/);
  });

  it('shows every declaration, and every property\'s type, exactly as library/src declares it', () => {
    const forms = declaredForms(path.join(projectRoot, 'library', 'src'));
    const shown = listApiPages(out).flatMap((page) =>
      renderedDeclarations(fs.readFileSync(path.join(out, page), 'utf8')).map((code) => ({page, code})),
    );
    assert.ok(shown.length > 300, `the pages show ${shown.length} declarations`);
    const untrue = shown.filter(({code}) => !forms.has(normalForm(code))).map(({page, code}) => `${page}:\n${code}`);
    assert.deepEqual(untrue, []);
    const types = listApiPages(out).flatMap((page) =>
      renderedPropertyTypes(fs.readFileSync(path.join(out, page), 'utf8')).map((type) => ({page, type})),
    );
    assert.ok(types.length > 100, `the property tables show ${types.length} types`);
    assert.deepEqual(types.filter(({type}) => !forms.has(normalForm(type))), []);
  });

  it('opens each symbol page with its import line and declaration, then its summary and type parameters', () => {
    const query = fs.readFileSync(path.join(out, 'classes/query.md'), 'utf8');
    assert.match(
      query,
      /^---\n[\s\S]*?\n---\n\n```ts signature[^\n]*\nimport \{Query\} from 'ibexdb';\n\nclass Query<\n {2}IS extends Schema,\n {2}OS extends IS,\n {2}CTX extends ReadonlyJSONValue,\n> extends Emitter</,
    );
    assert.match(query, /^- `OS extends IS`: /m);
    assert.ok(query.indexOf('## Type Parameters') < query.indexOf('## Members'));
    const server = fs.readFileSync(path.join(out, 'classes/server.md'), 'utf8');
    assert.match(server, /^import \{Server\} from 'ibexdb\/server';$/m);
    const opts = fs.readFileSync(path.join(out, 'interfaces/usequeryopts.md'), 'utf8');
    assert.match(opts, /^import type \{UseQueryOpts\} from 'ibexdb\/react';$/m);
    assert.match(opts, /^- `OS extends IS = IS`: /m);
    assert.doesNotMatch(server, /Get Signature|Type Literal/);
  });

  it('shows every example of library/src as written', () => {
    const pages = listApiPages(out).map((page) => fs.readFileSync(path.join(out, page), 'utf8'));
    const blocks = fs
      .readdirSync(path.join(projectRoot, 'library', 'src'), {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => {
        const text = fs.readFileSync(path.join(projectRoot, 'library', 'src', file), 'utf8').replace(/^\s*\* ?/gm, '');
        return [...text.matchAll(/^```[^\n]*\n[\s\S]*?^```/gm)].map(([block]) => block.replace(/^```[^\n]*\n/, ''));
      });
    assert.ok(blocks.length > 100, `library/src has ${blocks.length} examples`);
    assert.deepEqual(blocks.filter((block) => !pages.some((page) => page.includes(block))), []);
  });

  it('lists every option a type takes from the types it is made of', () => {
    const opts = fs.readFileSync(path.join(out, 'interfaces/usequeryopts.md'), 'utf8');
    const rows = opts.match(/^\| (?:<a id="[^"]*"><\/a> )?`(\w+)\??` \|/gm)?.map((row) => /`(\w+)/.exec(row)?.[1]) ?? [];
    for (const option of ['source', 'predicate', 'sortBy', 'sortDescending', 'schema', 'id', 'ctx', 'limit', 'showIntermittentResults']) {
      assert.ok(rows.includes(option), `UseQueryOpts lists ${option}`);
    }
    assert.ok(!rows.includes('db'), 'UseQueryOpts leaves out db, which Omit removes');
  });

  it('keeps named types named, links them, and explains the ones without a page where they are used', () => {
    const page = fs.readFileSync(path.join(out, 'types/queryconfig.md'), 'utf8');
    const [declaration = ''] = /```ts signature[^\n]*\n[\s\S]*?```/.exec(page) ?? [];
    assert.match(declaration, /CTX extends ReadonlyJSONValue,/);
    assert.doesNotMatch(declaration, /\| undefined\n\s*\| null/);
    assert.match(declaration, /^```ts signature links=\S*ReadonlyJSONValue:#type-readonlyjsonvalue/);
    assert.match(declaration, /^```ts signature links=\S*Query:\/docs\/api\/classes\/query\b/);
    assert.match(page, /## Types used on this page[\s\S]*### ReadonlyJSONValue \\\{#type-readonlyjsonvalue\\\}/);
  });

  it('gives every method of the main classes, and every hook, an example', () => {
    const pages = ['ibexdb', 'repository', 'query', 'manageditem', 'item', 'server'].map((name) => `classes/${name}.md`);
    const missing: string[] = [];
    for (const page of [...pages, 'functions-react.md']) {
      const markdown = fs.readFileSync(path.join(out, page), 'utf8');
      const start = page.startsWith('classes/') ? markdown.indexOf('## Methods') : 0;
      const ends = ['## Inherited from', '## Types used on this page'].map((heading) => markdown.indexOf(heading, start));
      const members = markdown.slice(start, Math.min(...ends.filter((end) => end > 0), markdown.length)).split(/\n### /).slice(1);
      assert.ok(members.length > 3, `${page} lists its methods`);
      for (const member of members) {
        if (!member.includes('<h4>Example</h4>')) missing.push(`${page}: ${member.split('\n')[0]}`);
      }
    }
    assert.deepEqual(missing, []);
  });

  it('breaks every declaration to at most 80 columns where a formatter can', () => {
    const long: string[] = [];
    for (const page of listApiPages(out)) {
      const markdown = fs.readFileSync(path.join(out, page), 'utf8');
      for (const [, code = ''] of markdown.matchAll(/```ts signature[^\n]*\n([\s\S]*?)\n```/g)) {
        long.push(...code.split('\n').filter((line) => line.length > 80).map((line) => `${page}: ${line}`));
      }
    }
    assert.deepEqual(long, []);
  });

  it('shows a default value only for a property that has one', () => {
    const cells = listApiPages(out).flatMap((page) =>
      defaultValueCells(fs.readFileSync(path.join(out, page), 'utf8')).map((cell) => ({page, ...cell})),
    );
    const requiredWithUndefined = cells.filter(({property, value}) => !property.endsWith('?') && value === '`undefined`');
    assert.deepEqual(requiredWithUndefined, []);
    const schema = cells.filter(({page}) => page === 'types/schema.md');
    // Required properties show "-"; the optional one shows its documented default.
    assert.deepEqual(
      schema.map(({property, value}) => [property, value.startsWith('`undefined`') ? '`undefined`…' : value]),
      [['ns', '-'], ['version', '-'], ['fields', '-'], ['upgrade?', '`undefined`…']],
    );
  });
});

/** The "Default value" cell of every row of every Markdown table that has that column. */
function defaultValueCells(markdown: string): {property: string; value: string}[] {
  const cells: {property: string; value: string}[] = [];
  const split = (line: string) => line.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim());
  let column = -1;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      column = -1;
    } else if (column < 0) {
      column = split(line).indexOf('Default value');
    } else if (!/^\|[\s|-]+\|$/.test(line)) {
      const row = split(line);
      cells.push({property: row[0].replace(/<a id="[^"]*"><\/a>/, '').replace(/`/g, '').trim(), value: row[column]});
    }
  }
  return cells;
}

describe('API reference events (tests/fixtures/typedoc-events: a class with @event tags)', () => {
  let docsDir = '';
  let result: GeneratedApiReference = {out: '', status: null, log: ''};

  before(() => {
    docsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ibexdb-api-events-'));
    result = runTypeDoc(docsDir, {options: path.join(projectRoot, 'tests/fixtures/typedoc-events/typedoc.json')});
  });

  after(() => {
    fs.rmSync(docsDir, {recursive: true, force: true});
  });

  it('shows an example with `\\/` as written (TypeDoc\'s comment lexer drops its backslash)', () => {
    assert.equal(result.status, 0, result.log);
    const page = fs.readFileSync(path.join(result.out, 'classes/pump.md'), 'utf8');
    assert.ok(page.includes('const tanks = /^\\/tanks\\//;'), page);
  });

  it('renders each @event tag as an entry with an anchor, a member index row and the listener\'s arguments', async () => {
    assert.equal(result.status, 0, result.log);
    const page = fs.readFileSync(path.join(result.out, 'classes/pump.md'), 'utf8');
    assert.match(page, /^\| \[Event: 'Started'\]\(#event-started\) \| The pump started\. \|$/m);
    assert.match(page, /^\| \[Event: 'Moved'\]\(#event-moved\) \| Water moved from the tank `from`\. \|$/m);
    assert.match(page, /^## Events \\\{#events\\\}\n\nListen to one with \[`attach\(name, listener\)`\]\(emitter\.md#attach\)\.$/m);
    assert.match(page, /^### Event: 'Started' \\\{#event-started\\\}\n\nThe listener takes no arguments\. The pump started\.$/m);
    assert.match(page, /^### Event: 'Moved' \\\{#event-moved\\\}\n\nThe listener takes `\(litres: number, from: string\)`\. Water moved/m);
    assert.doesNotMatch(page, /@event|<h4>Event/);
    assert.deepEqual((await checkApiContent(result.out)).brokenLinks, []);
  });
});

