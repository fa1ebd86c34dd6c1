import {describe, test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {serveStatic} from '../../scripts/support/static-server';

describe('the static server of the tests and the benchmark', () => {
  let root: string;
  before(() => {
    root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
    mkdirSync(path.join(root, 'assets/js'), {recursive: true});
    mkdirSync(path.join(root, 'docs/guide'), {recursive: true});
    writeFileSync(path.join(root, 'assets/js/main.0123abcd.js'), 'console.log(1);');
    writeFileSync(path.join(root, 'docs/guide/index.html'), '<h1>Guide</h1>');
  });
  after(() => rmSync(root, {recursive: true, force: true}));

  const cacheControl = async (options: Parameters<typeof serveStatic>[1], pathname: string) => {
    const server = await serveStatic(root, options);
    try {
      const response = await fetch(new URL(pathname, server.url));
      assert.equal(response.status, 200);
      return response.headers.get('cache-control');
    } finally {
      await server.close();
    }
  };

  test('with production caching, hashed assets are immutable for a year and pages are revalidated', async () => {
    assert.equal(await cacheControl({productionCaching: true}, '/assets/js/main.0123abcd.js'), 'public, max-age=31536000, immutable');
    assert.equal(await cacheControl({productionCaching: true}, '/docs/guide'), 'public, max-age=0, must-revalidate');
  });

  test('without it, nothing carries a cache header', async () => {
    assert.equal(await cacheControl({}, '/assets/js/main.0123abcd.js'), null);
    assert.equal(await cacheControl({}, '/docs/guide'), null);
  });
});
