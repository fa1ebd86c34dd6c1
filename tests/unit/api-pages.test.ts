import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import ts from 'typescript';
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
    // Overloads 1 and 2 both take `...pathComps`: each keeps the description its own comment gives.
    assert.doesNotMatch(entries[0], /as in the first overload/);
    assert.match(entries[1], /as in the first overload/);
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
        if (!/<h4>Examples?<\/h4>/.test(member)) missing.push(`${page}: ${member.split('\n')[0]}`);
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

  it('shows, on every accessor whose setter has a comment, the getter\'s summary and then what setting it does', () => {
    const symbolUrls = JSON.parse(fs.readFileSync(path.join(out, 'symbol-urls.json'), 'utf8')) as Record<string, string>;
    const setters = documentedSetters(path.join(projectRoot, 'library', 'src'));
    assert.ok(setters.length >= 3, `library/src documents ${setters.length} setters (ManagedItem.schema, ManagedItem.isDeleted, Item.isDeleted at least)`);
    const problems: string[] = [];
    for (const {name, getter, setter, parameters} of setters) {
      const url = symbolUrls[name];
      if (!url) {
        problems.push(`${name} has no URL in symbol-urls.json`);
        continue;
      }
      const [route, anchor] = url.replace(/^\/docs\/api\//, '').split('#');
      const entry = memberEntry(fs.readFileSync(path.join(out, `${route}.md`), 'utf8'), anchor);
      const text = plainText(entry);
      const setting = text.indexOf('Setting it:');
      if (setting < 0) problems.push(`${name}: no "Setting it:" in its entry`);
      if (getter && !text.includes(getter)) problems.push(`${name}: the getter's summary is missing: ${getter}`);
      if (getter && setting >= 0 && text.indexOf(getter) > setting) problems.push(`${name}: the getter's summary comes after "Setting it:"`);
      if (setter && !text.includes(`Setting it: ${setter}`)) problems.push(`${name}: the setter's summary is missing after "Setting it:": ${setter}`);
      for (const [parameter, description] of parameters) {
        if (!text.includes(`${parameter}: ${description}`)) problems.push(`${name}: the setter's value (${parameter}) is not described: ${description}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  it('describes each property an interface takes from another once, as a row with its default value', () => {
    for (const page of ['interfaces/serveroptions.md', 'interfaces/serverservices.md']) {
      const markdown = fs.readFileSync(path.join(out, page), 'utf8');
      assert.doesNotMatch(markdown, /^## Inherited from/m, `${page} lists no inherited property again`);
      assert.equal(markdown.match(/^\| <a id="property-trusted"><\/a> `trusted\?` \|/gm)?.length, 1, `${page} has one row for trusted`);
    }
    const trusted = defaultValueCells(fs.readFileSync(path.join(out, 'interfaces/serveroptions.md'), 'utf8')).find(({property}) => property === 'trusted?');
    assert.equal(trusted?.value, '`false`', 'ServerOptions keeps the default of trusted, which it takes from DBInstanceConfig');
    const port = defaultValueCells(fs.readFileSync(path.join(out, 'interfaces/serverservices.md'), 'utf8')).find(({property}) => property === 'port?');
    assert.equal(port?.value, '`8080`', 'ServerServices keeps the default of port, which it takes from ServerOptions');
    // A default written as a link stays a link.
    const registry = defaultValueCells(fs.readFileSync(path.join(out, 'interfaces/dbinstanceconfig.md'), 'utf8')).find(({property}) => property === 'registry?');
    assert.match(registry?.value ?? '', /^\[DataRegistry\.default\]\([^)]*dataregistry\.md#property-default\)$/);
  });

  it('describes each method of an object passed as a parameter, from its own comment', () => {
    const server = fs.readFileSync(path.join(out, 'classes/server.md'), 'utf8');
    assert.match(server, /^- `ep\.filter`: Decides whether this endpoint handles a request\. .*Returns `true` to handle the request\.$/m);
    assert.match(server, /^ {2}- `req`: The request: its `url`, `method`, `headers` and `body`\./m);
    assert.match(server, /^- `mid\.didProcess\?`: Runs after the endpoint, for every request, and may replace its response\. Returns the response to send/m);
    const empty = listApiPages(out).flatMap((page) =>
      [...fs.readFileSync(path.join(out, page), 'utf8').matchAll(/^- `(\w+\.\w+\??)`$/gm)].map((match) => `${page}: ${match[1]}`),
    );
    assert.deepEqual(empty, [], 'every member of an object parameter that has a comment shows it');
  });

  it('ends the page of an interface or a type with the entries whose declarations name it, each linked', () => {
    const usedBy = (page: string) => {
      const markdown = fs.readFileSync(path.join(out, page), 'utf8');
      const start = markdown.indexOf('## Used by \\{#used-by\\}');
      if (start < 0) return [];
      const end = markdown.indexOf('\n## ', start + 1);
      return [...markdown.slice(start, end < 0 ? undefined : end).matchAll(/^- \[`([^`]+)`\]\(([^)]+)\)$/gm)].map(([, name, url]) => `${name} ${url}`);
    };
    assert.deepEqual(usedBy('types/targetos.md'), ['ExecutableOptions.os executableoptions.md#property-os']);
    assert.ok(usedBy('types/corekey.md').includes('CoreDictionary.get() coredictionary.md#get'));
    assert.ok(usedBy('interfaces/dbinstanceconfig.md').some((line) => line.startsWith('new IbexDB() ')), 'the constructor that takes the options');
    assert.deepEqual(usedBy('types/schema.md').filter((line) => line.startsWith('Schema.')), [], 'a type\'s own members are not listed');
    assert.deepEqual(usedBy('classes/ibexdb.md'), [], 'a class page has its members instead');
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

/** Text as a reader reads it: links as their text, no code marks, `{@link X | text}` as its text, spaces collapsed. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\{@link\s+([^}|]+?)\s*(?:\|\s*([^}]+?)\s*)?\}/g, (_, target: string, text?: string) => text ?? target)
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*/g, '')
    .replace(/`/g, '')
    .replace(/^\s*- /gm, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The entry of a member on its page: from its heading (`{#anchor}`) to the next heading of its level or above. */
function memberEntry(markdown: string, anchor: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^#{2,3} /.test(line) && line.endsWith(`\\{#${anchor}\\}`));
  if (start < 0) return '';
  const level = /^#+/.exec(lines[start])?.[0].length ?? 3;
  const end = lines.findIndex((line, index) => index > start && /^#+ /.test(line) && (/^#+/.exec(line)?.[0].length ?? 7) <= level);
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/**
 * Every `set` accessor of library/src that has a comment, read with TypeScript's parser:
 * its name path (`ManagedItem.isDeleted`), the summaries of its getter and its setter, and
 * the descriptions of the setter's value.
 */
function documentedSetters(dir: string): {name: string; getter: string; setter: string; parameters: [string, string][]}[] {
  const setters: {name: string; getter: string; setter: string; parameters: [string, string][]}[] = [];
  const summary = (node: ts.Node) => plainText(ts.getTextOfJSDocComment(ts.getJSDocCommentsAndTags(node).find(ts.isJSDoc)?.comment) ?? '');
  for (const file of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((name) => name.endsWith('.ts'))) {
    const source = ts.createSourceFile(file, fs.readFileSync(path.join(dir, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isSetAccessorDeclaration(node) && ts.isIdentifier(node.name) && ts.getJSDocCommentsAndTags(node).some(ts.isJSDoc)) {
        const owner = node.parent;
        const ownerName = (ts.isClassDeclaration(owner) || ts.isInterfaceDeclaration(owner)) && owner.name ? owner.name.text : '?';
        const name = node.name.text;
        const members: readonly ts.Node[] = ts.isObjectLiteralExpression(owner) ? owner.properties : owner.members;
        const getter = members.find((member) => ts.isGetAccessorDeclaration(member) && ts.isIdentifier(member.name) && member.name.text === name);
        const parameters = ts
          .getJSDocParameterTags(node.parameters[0])
          .map((tag): [string, string] => [tag.name.getText(source), plainText((ts.getTextOfJSDocComment(tag.comment) ?? '').replace(/^-\s*/, ''))]);
        setters.push({name: `${ownerName}.${name}`, getter: getter ? summary(getter) : '', setter: summary(node), parameters});
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return setters;
}

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

