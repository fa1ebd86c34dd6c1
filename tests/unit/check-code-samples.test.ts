import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {checkSamples, defaultSourceFiles, escapeHeadingIds, extractBlocks, formatDiagnostic} from '../../src/plugins/code-samples';
import {generatedApiReference} from '../support/api-reference';

const fixtures = path.join(import.meta.dirname, '../fixtures/samples');
const projectRoot = path.join(import.meta.dirname, '../..');
/** Pages as TypeDoc renders them, and the library file whose examples they show. */
const apiPages = path.join(fixtures, 'api');
const apiSource = path.join(fixtures, 'api-source/registry.ts');

function check(fixture: string) {
  const result = checkSamples([path.join(fixtures, fixture)]);
  return {...result, messages: result.diagnostics.map(formatDiagnostic)};
}

describe('check-code-samples', () => {
  it('passes correct samples and skips other languages', () => {
    const result = check('valid.md');
    assert.deepEqual(result.messages, []);
    assert.equal(result.blocks, 3);
    assert.deepEqual(result.files, [{file: 'tests/fixtures/samples/valid.md', blocks: 3, errors: 0}]);
  });

  it('reports each error at its file, line and column', () => {
    const result = check('invalid.md');
    assert.deepEqual(result.messages, [
      "tests/fixtures/samples/invalid.md:8:7 error TS2322: Type 'string' is not assignable to type 'number'.",
      "tests/fixtures/samples/invalid.md:15:17 error TS2304: Cannot find name 'missingName'.",
      "tests/fixtures/samples/invalid.md:20:22 error TS2307: Cannot find module './missing' or its corresponding type declarations.",
      "tests/fixtures/samples/invalid.md:31:18 error TS2345: Argument of type '\"yes\"' is not assignable to parameter of type 'boolean | undefined'.",
      "tests/fixtures/samples/invalid.md:32:15 error TS2345: Argument of type 'number' is not assignable to parameter of type 'string'.",
    ]);
    assert.deepEqual(result.files, [{file: 'tests/fixtures/samples/invalid.md', blocks: 4, errors: 5}]);
  });

  it('gives partial samples a db and hoists their imports', () => {
    const result = check('partial.md');
    assert.deepEqual(result.messages, []);
    assert.equal(result.blocks, 3);
  });

  it('resolves relative imports between titled blocks of the same file', () => {
    const result = check('cross-block.md');
    assert.deepEqual(result.messages, []);
    assert.equal(result.blocks, 5);
  });

  it('extracts @example blocks from TSDoc comments with their positions', () => {
    const source = [
      '/**',
      ' * Adds one.',
      ' *',
      ' * @example Counting',
      ' * ```ts title="count.ts"',
      ' * const two = addOne(1);',
      ' * ```',
      ' * @remarks',
      ' * ```ts',
      ' * not an example',
      ' * ```',
      ' */',
      'export declare function addOne(n: number): number;',
    ].join('\n');
    const [block, ...others] = extractBlocks('/virtual/count.ts', source);
    assert.equal(others.length, 0);
    assert.equal(block.title, 'count.ts');
    assert.deepEqual(block.code, ['const two = addOne(1);']);
    assert.deepEqual(block.origins, [{line: 5, column: 3}]);
  });

  it('checks @example blocks of TypeScript files and reports their comment lines', (t) => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'check-code-samples-'));
    t.after(() => fs.rmSync(folder, {recursive: true, force: true}));
    const file = path.join(folder, 'api.ts');
    const lines = [
      '/**',
      ' * Opens the task list.',
      ' *',
      ' * @example',
      ' * ```ts',
      " * import {IbexDB} from 'ibexdb';",
      ' *',
      " * const db = new IbexDB({path: '/data/db'});",
      " * const count: string = db.count('/data/tasks');",
      ' * ```',
      ' */',
      'export declare function openTasks(): void;',
    ];
    fs.writeFileSync(file, lines.join('\n'));
    const result = checkSamples([file]);
    assert.equal(result.blocks, 1);
    assert.deepEqual(
      result.diagnostics.map((d) => [d.file?.endsWith('/api.ts'), d.line, d.column, d.code]),
      [[true, 9, 10, 2322]],
    );
  });

  it('checks the Markdown partials under src/, such as the home page sample, but not the site code', () => {
    const files = defaultSourceFiles().map((file) => path.relative(projectRoot, file).split(path.sep).join('/'));
    assert.ok(files.includes('src/pages/_home-sample.mdx'));
    assert.ok(files.some((file) => file.startsWith('docs/')));
    assert.ok(files.some((file) => file.startsWith('library/')));
    assert.deepEqual(files.filter((file) => file.startsWith('src/') && !/\.mdx?$/.test(file)), []);
    const home = checkSamples([path.join(projectRoot, 'src/pages/_home-sample.mdx')]);
    assert.deepEqual(home.diagnostics.map(formatDiagnostic), []);
    assert.equal(home.blocks, 1);
  });

  it('reads pages as Docusaurus does: MDX and front matter parsed, a syntax error named at its line', () => {
    const page = [
      '---',
      'description: Front matter is YAML, so {braces} and <tags> are text',
      '---',
      '<Tabs>',
      '  <TabItem value="ts">',
      '    ```ts',
      '    const one: number = 1;',
      '    ```',
      '  </TabItem>',
      '</Tabs>',
      '',
      '{/* An MDX comment, not a block:',
      '```ts',
      'const hidden: number = 1;',
      '```',
      '*/}',
    ].join('\n');
    const blocks = extractBlocks('/virtual/page.mdx', page);
    assert.deepEqual(
      blocks.map((b) => [b.fence, b.code, b.origins]),
      [[{line: 5, column: 4}, ['const one: number = 1;'], [{line: 6, column: 4}]]],
    );
    assert.throws(() => extractBlocks('/virtual/page.mdx', 'Text\n\n<Tab value={1 +}>\n'), /page\.mdx:3:16 Could not parse/);
  });

  it('reads explicit heading ids as Docusaurus does, and keeps every block at its line', () => {
    const page = ['## Glossary {#glossary}', '', '### Session {#session}', '', '```ts', 'const id: string = "s1";', '```'].join('\n');
    const [block, ...others] = extractBlocks('/virtual/page.mdx', page);
    assert.deepEqual(others, []);
    assert.deepEqual([block.fence, block.code], [{line: 4, column: 0}, ['const id: string = "s1";']]);
    assert.equal(escapeHeadingIds('## Glossary {#glossary}\nText {#kept}'), '## Glossary \\{#glossary}\nText {#kept}');
    assert.equal(escapeHeadingIds('## Already \\{#escaped}'), '## Already \\{#escaped}');
    assert.throws(() => extractBlocks('/virtual/page.mdx', 'Text {#not-a-heading}\n'), /page\.mdx:1:\d+ Could not parse/);
  });

  it('reads the language, title and partial flag from the fence meta', () => {
    const source = ['```tsx partial title="src/app.tsx" {1,3-4}', '<App />', '```'].join('\n');
    const [block] = extractBlocks('/virtual/page.mdx', source);
    assert.equal(block.lang, 'tsx');
    assert.equal(block.title, 'src/app.tsx');
    assert.equal(block.partial, true);
    const [titled] = extractBlocks('/virtual/page.md', '```typescript title="partial.ts"\nlet a;\n```');
    assert.equal(titled.lang, 'ts');
    assert.equal(titled.partial, false);
  });

  it('skips the declarations that the API reference marks `signature`', () => {
    const page = ['```ts signature', 'finish(): void;', '```', '', '```ts', 'const done = true;', '```'].join('\n');
    assert.deepEqual(
      extractBlocks('/virtual/api/classes/tasklist.md', page).map((b) => b.code),
      [['const done = true;']],
    );
  });

  it('lets a fragment of a library file import the titled example of the same file (a running example)', () => {
    const result = checkSamples([apiSource]);
    assert.equal(result.blocks, 5);
    // The fragments import './tasks' from the class's example; only the wrong field name fails.
    const messages = result.diagnostics.map(formatDiagnostic);
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0], /^tests\/fixtures\/samples\/api-source\/registry\.ts:53:27 error TS2345: Argument of type '"title"'/);
  });

  it('checks the API pages as rendered: a regular expression the comment lexer mangled fails at its page and library lines', () => {
    // Written with `\/`, the example passes from its comment; TypeDoc renders `/^/data//`.
    const written = checkSamples([apiSource]);
    assert.equal(written.diagnostics.filter((d) => d.source || d.line === 11).length, 0);
    const result = checkSamples([apiSource], {apiPages, library: [apiSource]});
    const authRule = result.diagnostics.filter((d) => d.file === 'docs/api/types/authrule.md');
    assert.ok(authRule.length > 0, 'the rendered regular expression must fail the check');
    assert.deepEqual(
      authRule.map((d) => [d.line, d.source]),
      authRule.map(() => [10, {file: 'tests/fixtures/samples/api-source/registry.ts', line: 5}]),
    );
    assert.match(formatDiagnostic(authRule[0]), /^docs\/api\/types\/authrule\.md:10:1 \(tests\/fixtures\/samples\/api-source\/registry\.ts:5\) error TS1005/);
  });

  it('scopes titles per rendered page, names the library line of each error, and counts each example once', () => {
    const result = checkSamples([apiSource], {apiPages, library: [apiSource]});
    const [other, tasklist, ...rest] = result.diagnostics.filter((d) => d.file !== 'docs/api/types/authrule.md').map(formatDiagnostic);
    // No page of its own holds './tasks': the running example of classes/tasklist does not reach here.
    assert.equal(other, "docs/api/classes/other.md:11:20 error TS2307: Cannot find module './tasks' or its corresponding type declarations.");
    // The fragment imports the titled block of its page; the wrong field fails, at both places.
    assert.match(tasklist, /^docs\/api\/classes\/tasklist\.md:54:22 \(tests\/fixtures\/samples\/api-source\/registry\.ts:53:27\) error TS2345: Argument of type '"title"'/);
    assert.deepEqual(rest, []);
    // Four examples are on pages, checked there; the fifth, on no page, is checked from its comment.
    assert.deepEqual(result.notRendered, ['tests/fixtures/samples/api-source/registry.ts:63']);
    assert.deepEqual(result.files, [
      {file: 'tests/fixtures/samples/api-source/registry.ts', blocks: 1, errors: 0},
      {file: 'docs/api/classes/other.md', blocks: 1, errors: 1},
      {file: 'docs/api/classes/tasklist.md', blocks: 3, errors: 1},
      {file: 'docs/api/types/authrule.md', blocks: 1, errors: 1},
    ]);
    assert.equal(result.blocks, 6);
  });
});

/**
 * What `npm run check:samples` checks, run here so that `npm test` renders the API
 * reference once for the pages' tests and the samples': the API pages come from
 * tests/support/api-reference.ts, as api-pages.test.ts reads them.
 */
describe("the site's code samples", () => {
  it('type-check: the guides, the Markdown partials, and the API pages as TypeDoc renders them', () => {
    // A TypeDoc warning fails api-pages.test.ts; here, as in check:samples, only pages that were not written stop the check.
    const {out, log} = generatedApiReference();
    assert.ok(fs.existsSync(path.join(out, 'index.md')), `TypeDoc wrote no API pages:\n${log}`);
    const result = checkSamples([], {apiPages: out});
    const errors = result.diagnostics.filter((d) => d.category === 'error').map(formatDiagnostic);
    assert.equal(errors.length, 0, `${errors.join('\n')}\n(one file alone: npx tsx scripts/check-code-samples.ts <file>)`);
    assert.ok(result.blocks > 300, `the check read ${result.blocks} code blocks`);
    assert.ok(result.files.some(({file}) => file.startsWith('docs/api/')), 'the check read the API pages');
    assert.ok(result.files.some(({file}) => file === 'docs/tutorial.mdx'), 'the check read the guides');
  });
});
