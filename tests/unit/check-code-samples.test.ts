import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {
  checkSamples,
  defaultSourceFiles,
  escapeHeadingIds,
  extractBlocks,
  formatDiagnostic,
} from '../../scripts/check-code-samples';

const fixtures = path.join(import.meta.dirname, '../fixtures/samples');
const projectRoot = path.join(import.meta.dirname, '../..');

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
});
