import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import * as importDefault from '../../src/plugins/lean-bundle/tslib-import-default';
import {utilsCommonFolder} from '../../src/plugins/lean-bundle';

/**
 * src/plugins/lean-bundle hands `@docusaurus/utils-common` a module with one
 * tslib helper in place of tslib. An upgrade that makes utils-common call
 * another helper fails here, before any page breaks in the browser.
 */
// The copy Docusaurus's own client code resolves, from @docusaurus/core's folder.
const utilsCommonLib = path.dirname(require.resolve('@docusaurus/utils-common', {paths: [path.dirname(require.resolve('@docusaurus/core/package.json'))]}));

test('@framework every tslib helper that @docusaurus/utils-common calls is one the lean module exports', () => {
  assert.match(utilsCommonLib, utilsCommonFolder);
  const called = new Set<string>();
  for (const file of fs.readdirSync(utilsCommonLib).filter((name) => name.endsWith('.js'))) {
    const source = fs.readFileSync(path.join(utilsCommonLib, file), 'utf8');
    for (const [, helper = ''] of source.matchAll(/\btslib(?:_\d+)?\.(__\w+)/g)) called.add(helper);
  }
  assert.ok(called.size > 0, 'utils-common no longer calls tslib: the lean module can go');
  assert.deepEqual([...called].filter((helper) => !(helper in importDefault)), []);
});

test("the lean __importDefault returns a compiled ES module as it is, and wraps a CommonJS module's exports", () => {
  const esModule = {__esModule: true, default: 1};
  assert.equal(importDefault.__importDefault(esModule), esModule);
  const exportsObject = {a: 1};
  assert.deepEqual(importDefault.__importDefault(exportsObject), {default: exportsObject});
});
