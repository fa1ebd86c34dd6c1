import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {headersFor} from '../../src/plugins/deploy-headers/policy';
import {buildDir} from '../support/spec';

/**
 * build/_headers as a host that reads it (src/plugins/deploy-headers) applies it to
 * the last build: each file's cache rule, and lines a host accepts. That every page
 * runs under the headers it gives is tests/e2e/deploy.spec.ts's.
 */
const headersFile = () => fs.readFileSync(path.join(buildDir, '_headers'), 'utf8');

/** The cache rule a file of the build needs: hashed assets for a year, the rest revalidated on each use. */
const cacheRuleOf = (pathname: string) => (pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');

/** Every file of the build but _headers, as a URL path (`/docs/sync/index.html`). */
function builtFiles(): string[] {
  return fs
    .readdirSync(buildDir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name !== '_headers')
    .map((entry) => `/${path.relative(buildDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
}

describe('the deploy headers of the build', () => {
  it('give every file of the build its cache rule: hashed assets for a year, the rest revalidated', () => {
    const file = headersFile();
    const files = builtFiles();
    assert.ok(files.length > 200, `${files.length} files`);
    assert.ok(files.includes('/sw.js'), 'the build has no service worker');
    const wrong = files
      .map((pathname) => ({pathname, rule: headersFor(file, pathname)['cache-control']}))
      .filter(({pathname, rule}) => rule !== cacheRuleOf(pathname))
      .map(({pathname, rule}) => `${pathname}: ${rule ?? 'no cache rule'}`);
    assert.deepEqual(wrong, []);
  });

  it('keep every line of _headers within the 2,000 characters a host reads', () => {
    const long = headersFile().split('\n').filter((line) => line.length > 2000);
    assert.deepEqual(long.map((line) => `${line.slice(0, 60)}… (${line.length} characters)`), []);
  });
});
