/**
 * A configuration mistake that Docusaurus finds only when it renders a page:
 * a navbar item naming a doc id that does not exist. It needs a build of its
 * own (the fixture config, a one-page docs folder, no API reference), so it
 * runs here, beside the tests that read the site's build, and not with the
 * unit tests, which build nothing (tests/unit/config.test.ts holds the other
 * configuration errors).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

test('@framework a navbar item naming a missing doc id fails the build, naming the id', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'ibexdb-config-errors-'));
  try {
    const result = spawnSync(
      'npx',
      ['docusaurus', 'build', '--config', 'tests/fixtures/config/missing-doc-id.config.ts', '--out-dir', outDir],
      {cwd: root, encoding: 'utf8', env: {...process.env, CI: 'true'}, maxBuffer: 64 * 1024 * 1024},
    );
    assert.notEqual(result.status, 0);
    assert.match(`${result.stdout}\n${result.stderr}`, /Couldn't find any doc with id "no-such-doc"/);
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
});
