import assert from 'node:assert/strict';
import {test} from 'node:test';
import {rspack} from '@rspack/core';
import {compileHint, compileHintBanner} from '../../src/plugins/compile-hints';

test('the compile hint is added after the minifier and before the content hashes', () => {
  const {Compilation} = rspack;
  const banner = compileHintBanner(Compilation);
  assert.equal(banner.banner, compileHint);
  assert.equal(banner.raw, true);
  assert.ok(banner.stage > Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, 'the minifier would drop the hint');
  assert.ok(banner.stage < Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH, 'the files\' names would not follow their text');
  assert.ok(banner.test.test('assets/js/main.0123abcd.js'));
  assert.ok(!banner.test.test('assets/css/styles.0123abcd.css'));
});
