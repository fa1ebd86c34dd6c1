import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {fromHtml} from 'hast-util-from-html';
import {selectAll, select} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import {headersFor} from '../../src/plugins/deploy-headers/policy';
import {markdownTwinPath} from '../../src/plugins/markdown-twins/twin-url';

/**
 * What each step of the post-build pipeline (src/plugins/post-build) leaves in
 * the last build, read as a later step or a reader gets it: a step that ran too
 * early, too late or not at all leaves one of these wrong.
 */
const buildDir = path.resolve(import.meta.dirname, '../../build');

const htmlFiles = fs
  .readdirSync(buildDir, {recursive: true, withFileTypes: true})
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  .map((entry) => path.join(entry.parentPath, entry.name));

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The routes of the sitemap, as paths (`/docs/sync`). */
const sitemapPaths = [...fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, loc = '']) => new URL(loc).pathname,
);

describe('the built site after the post-build pipeline', () => {
  it('has built pages and a sitemap to check', () => {
    assert.ok(htmlFiles.length > 100, `${htmlFiles.length} pages`);
    assert.ok(sitemapPaths.includes('/docs/sync'));
  });

  it('gives every page a policy that allows exactly the inline scripts and styles it holds, first in its head', () => {
    for (const file of htmlFiles) {
      const tree = fromHtml(fs.readFileSync(file, 'utf8'));
      const head = selectAll('head > *', tree);
      const meta = select('meta[http-equiv="Content-Security-Policy"]', tree);
      const where = path.relative(buildDir, file);
      assert.ok(meta, `${where} has no policy`);
      const firstLoad = head.findIndex((node) => ['script', 'style', 'link'].includes(node.tagName));
      assert.ok(firstLoad < 0 || head.indexOf(meta) < firstLoad, `${where}: the policy comes after a script, style or link`);
      const policy = String(meta.properties.content);
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      const styleSrc = /style-src-elem ([^;]*)/.exec(policy)?.[1] ?? /style-src ([^;]*)/.exec(policy)?.[1] ?? '';
      for (const script of selectAll('script:not([src])', tree)) {
        const type = String(script.properties.type ?? '').toLowerCase();
        const text = toText(script, {whitespace: 'pre'});
        if ((type === '' || type === 'module' || type === 'text/javascript') && text.trim()) {
          assert.ok(scriptSrc.includes(sha256(text)), `${where}: an inline script is not in the policy: ${text.slice(0, 60)}`);
        }
      }
      for (const style of selectAll('style', tree)) {
        const text = toText(style, {whitespace: 'pre'});
        if (text.trim()) assert.ok(styleSrc.includes(sha256(text)), `${where}: a style element is not in the policy`);
      }
    }
  });

  it('gives every listed page its preview image and a twin with what the page shows', () => {
    for (const route of sitemapPaths) {
      const file = path.join(buildDir, route.endsWith('/') ? `${route}index.html` : `${route}/index.html`);
      const tree = fromHtml(fs.readFileSync(file, 'utf8'));
      assert.ok(select('meta[property="og:image"]', tree), `${route} has no og:image`);
      const twin = fs.readFileSync(path.join(buildDir, markdownTwinPath(route)), 'utf8');
      const heading = select('main h1, article h1', tree);
      if (heading) assert.ok(twin.includes(toText(heading).trim()), `the twin of ${route} lacks its title`);
      const lead = select('.theme-doc-markdown > p', tree);
      if (lead) {
        // The twin's text without Markdown's link, code and emphasis marks.
        const plain = twin.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '').replace(/\s+/g, ' ');
        const words = toText(lead).replace(/\s+/g, ' ').trim().split(' ').slice(0, 8).join(' ');
        assert.ok(plain.includes(words), `the twin of ${route} lacks its lead: ${words}`);
      }
    }
  });

  it('lists in the offline cache every page and twin with the revision of the file as it was finally written', () => {
    const sw = fs.readFileSync(path.join(buildDir, 'sw.js'), 'utf8');
    const entries = [...sw.matchAll(/\{"revision":"([0-9a-f]+)","url":"([^"]+)"\}/g)].map(([, revision = '', url = '']) => ({revision, url}));
    const urls = new Set(entries.map(({url}) => url));
    for (const required of ['index.html', 'docs/sync/index.html', 'docs/sync.md', 'page-index.json', 'html-redirect.js', 'docs/sync.html/index.html']) {
      assert.ok(urls.has(required), `the offline cache lacks ${required}`);
    }
    for (const {revision, url} of entries) {
      const content = fs.readFileSync(path.join(buildDir, url));
      assert.equal(createHash('md5').update(content).digest('hex'), revision, `the offline cache holds a stale revision of ${url}`);
    }
  });

  it('gives every file at the root of the build a cache rule in _headers', () => {
    const headers = fs.readFileSync(path.join(buildDir, '_headers'), 'utf8');
    for (const entry of fs.readdirSync(buildDir, {withFileTypes: true})) {
      if (entry.name === '_headers') continue;
      const pathname = entry.isDirectory() ? `/${entry.name}/x` : `/${entry.name}`;
      const expected = entry.name === 'assets' ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
      assert.equal(headersFor(headers, pathname)['cache-control'], expected, pathname);
    }
  });
});
