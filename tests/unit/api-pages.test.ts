import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {checkApiContent, checkApiPages, listApiPages, SPEC_API_PAGES} from '../../scripts/check-api-pages';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Runs TypeDoc with typedoc.json, as docusaurus-plugin-typedoc does, into `<docsDir>/api`.
 *
 * It runs in a child Node process without tsx: tsx resolves bare specifiers against the
 * tsconfig `baseUrl` (the project root), so the plugin's `import ... from 'typedoc'` would
 * load typedoc.json instead of the package.
 */
function generate(docsDir: string): {out: string; status: number | null; log: string} {
  const out = path.join(docsDir, 'api');
  const script = `
    import {Application, TSConfigReader, TypeDocReader} from 'typedoc';
    const [options, out, docsPath] = process.argv.slice(1);
    const app = await Application.bootstrapWithPlugins(
      {options, out, docsPath, logLevel: 'Warn'},
      [new TypeDocReader(), new TSConfigReader()],
    );
    const project = await app.convert();
    if (project) await app.generateOutputs(project);
    process.exitCode = project && !app.logger.hasErrors() && !app.logger.hasWarnings() ? 0 : 1;
  `;
  const result = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', script, path.join(projectRoot, 'typedoc.json'), out, docsDir],
    {cwd: projectRoot, encoding: 'utf8', env: {...process.env, NODE_OPTIONS: '', FORCE_COLOR: '0'}},
  );
  return {out, status: result.status, log: `${result.stdout}${result.stderr}`};
}

describe('API reference generation', () => {
  let docsDir = '';
  let out = '';
  let status: number | null = null;
  let log = '';

  before(() => {
    docsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ibexdb-api-'));
    ({out, status, log} = generate(docsDir));
  });

  after(() => {
    fs.rmSync(docsDir, {recursive: true, force: true});
  });

  it('runs TypeDoc without warnings or errors', () => {
    assert.equal(status, 0, log);
    assert.equal(log.trim(), '');
  });

  it('writes exactly the pages of the spec', () => {
    assert.deepEqual(checkApiPages(out), {missing: [], extra: []});
    assert.equal(listApiPages(out).length, SPEC_API_PAGES.length);
    assert.equal(SPEC_API_PAGES.length, 73);
  });

  it('writes pages that compile as MDX, with front matter and working links and anchors', async () => {
    assert.deepEqual(await checkApiContent(out), {mdxErrors: [], frontMatterErrors: [], brokenLinks: []});
  });

  it('links every page from the index, and writes the index body as a partial', () => {
    const index = fs.readFileSync(path.join(out, 'index.md'), 'utf8');
    for (const page of SPEC_API_PAGES.filter((p) => p !== 'index.md')) {
      assert.ok(index.includes(`](${page}`), `index.md links to ${page}`);
    }
    const partial = fs.readFileSync(path.join(out, '_index-body.mdx'), 'utf8');
    assert.ok(index.trimEnd().endsWith(partial.slice(partial.indexOf('\n\n') + 2).trimEnd()));
  });

  it('orders the sidebar: index, function pages, then Classes, Interfaces and Types', () => {
    const position = (page: string) => /^sidebar_position: (\d+)$/m.exec(fs.readFileSync(path.join(out, page), 'utf8'))?.[1];
    assert.deepEqual(
      ['index.md', 'functions-core.md', 'functions-react.md', 'functions-server.md'].map(position),
      ['1', '2', '3', '4'],
    );
    const categories = ['classes', 'interfaces', 'types'].map((dir): unknown =>
      JSON.parse(fs.readFileSync(path.join(out, dir, '_category_.json'), 'utf8')),
    );
    assert.deepEqual(categories, [
      {label: 'Classes', position: 5, link: null},
      {label: 'Interfaces', position: 6, link: null},
      {label: 'Types', position: 7, link: null},
    ]);
  });
});
