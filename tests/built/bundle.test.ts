import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

/** The browser bundle of the last build (src/plugins/lean-bundle). */
const scriptsDir = path.resolve(import.meta.dirname, '../../build/assets/js');

test('@framework no script of the build carries the whole of tslib, only the helper the pages call', () => {
  const scripts = fs.readdirSync(scriptsDir).filter((name) => name.endsWith('.js'));
  assert.ok(scripts.length > 10);
  // Helpers that only a whole copy of tslib defines: nothing on the site calls them.
  const holders = scripts.filter((name) => /__addDisposableResource|__classPrivateFieldGet/.test(fs.readFileSync(path.join(scriptsDir, name), 'utf8')));
  assert.deepEqual(holders, []);
});
