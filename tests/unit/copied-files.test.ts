import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it, type TestContext} from 'node:test';
import {checkSamples, copiedFiles, formatDiagnostic, loadSamples} from '../../src/plugins/code-samples';

/** A guide in a temporary folder, removed after the test. */
function guide(t: TestContext, text: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'copied-files-'));
  t.after(() => fs.rmSync(folder, {recursive: true, force: true}));
  const file = path.join(folder, 'guide.md');
  fs.writeFileSync(file, text);
  return file;
}

const fence = '```';

const schemaBlock = [
  `${fence}ts title="schema.ts"`,
  `import {DataRegistry} from 'ibexdb';`,
  `import type {Schema} from 'ibexdb';`,
  '',
  'export const taskSchema = {ns: \'task\', version: 1, fields: {title: {type: \'string\', required: true}}} as const;',
  'DataRegistry.default.registerSchema(taskSchema);',
  fence,
];

describe('copied files', () => {
  it('writes a fragment out with the titled blocks it imports, merged imports and its db', (t) => {
    const file = guide(t, [
      '# Tasks',
      '',
      ...schemaBlock,
      '',
      `${fence}ts partial`,
      `import {type ManagedItem} from 'ibexdb';`,
      `import {taskSchema} from './schema.ts';`,
      '',
      '// highlight-next-line',
      'const task: ManagedItem<typeof taskSchema> = db.item(\'/data/tasks/first\');',
      'await task.readyPromise();',
      fence,
      '',
    ].join('\n'));
    const {files} = loadSamples([file]);
    const copies = copiedFiles(files);
    assert.equal(copies.size, 1, 'only the fragment gets a copied file');
    const [[fragment, copy]] = copies;
    assert.equal(fragment.block.partial, true);
    assert.equal(
      copy.text,
      [
        `import {DataRegistry, type Schema, type ManagedItem, IbexDB} from 'ibexdb';`,
        '',
        '// schema.ts',
        'export const taskSchema = {ns: \'task\', version: 1, fields: {title: {type: \'string\', required: true}}} as const;',
        'DataRegistry.default.registerSchema(taskSchema);',
        '',
        "/** The example, run with your app's database once it is ready. */",
        'export async function run(db: IbexDB): Promise<void> {',
        '  const task: ManagedItem<typeof taskSchema> = db.item(\'/data/tasks/first\');',
        '  await task.readyPromise();',
        '}',
        '',
      ].join('\n'),
    );
    // The fragment's lines keep their place in the guide (0-based, less the indent), the lines added have none.
    assert.deepEqual(copy.origins.slice(-4), [undefined, {line: 15, column: -2}, {line: 16, column: -2}, undefined]);
    assert.deepEqual(checkSamples([file]).diagnostics, []);
  });

  it('makes the values a fragment only declares parameters of its function, with their comments, from its first use on', (t) => {
    const file = guide(t, [
      `${fence}ts partial`,
      `import {IbexDB} from 'ibexdb';`,
      'declare const db: IbexDB;',
      '// The repository to open, from the command line.',
      'declare const path: string;',
      '// Runs once, as the module loads.',
      "const label = 'Opened';",
      'if (!db.ready) return;',
      'const repository = await db.open(path);',
      'console.log(label, repository.path);',
      fence,
      '',
    ].join('\n'));
    const [[, copy]] = copiedFiles(loadSamples([file]).files);
    assert.equal(
      copy.text,
      [
        `import {IbexDB} from 'ibexdb';`,
        '',
        '// Runs once, as the module loads.',
        "const label = 'Opened';",
        '',
        '/**',
        " * The example, run with your app's database once it is ready.",
        ' *',
        ' * @param path The repository to open, from the command line.',
        ' */',
        'export async function run(db: IbexDB, path: string): Promise<void> {',
        '  if (!db.ready) return;',
        '  const repository = await db.open(path);',
        '  console.log(label, repository.path);',
        '}',
        '',
      ].join('\n'),
    );
    assert.deepEqual(checkSamples([file]).diagnostics, []);
  });

  it('keeps a fragment that exports at the top level, with its db declared', (t) => {
    const file = guide(t, [
      `${fence}ts partial`,
      'export const tasks = db.query({source: \'/data/tasks\'});',
      fence,
      '',
    ].join('\n'));
    const [[, copy]] = copiedFiles(loadSamples([file]).files);
    assert.equal(
      copy.text,
      [`import {IbexDB} from 'ibexdb';`, '', '// The database your app opened.', 'declare const db: IbexDB;', '', "export const tasks = db.query({source: '/data/tasks'});", ''].join('\n'),
    );
  });

  it('fails the check when a copied file does not compile, though the fragment does', (t) => {
    const file = guide(t, [
      ...schemaBlock,
      '',
      `${fence}ts partial`,
      `import {taskSchema} from './schema.ts';`,
      'const DataRegistry = taskSchema.ns;',
      fence,
      '',
    ].join('\n'));
    const messages = checkSamples([file]).diagnostics.map(formatDiagnostic);
    assert.ok(messages.length > 0, 'the copied file fails');
    // The fragment's own module compiles: every error is the copied file's, at a line of the guide.
    for (const message of messages) assert.match(message, /guide\.md:\d+:\d+ error TS\d+: In the file "Copy as file" gives for this fragment: /);
    assert.ok(messages.some((m) => /guide\.md:9:1 error TS2440: .*Import declaration conflicts with local declaration of 'DataRegistry'/.test(m)), messages.join('\n'));
  });
});
