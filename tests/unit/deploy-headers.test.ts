import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import type {Plugin} from '@docusaurus/types';
import deployHeaders, {withPolicyMeta} from '../../src/plugins/deploy-headers';
import {headersFor, inlineContent} from '../../src/plugins/deploy-headers/policy';
import {htmlPath, htmlPathsStep, redirectPage} from '../../src/plugins/html-paths';
import {runSteps} from '../../src/plugins/post-build';

const folders: string[] = [];
const removeFolders = () => folders.splice(0).forEach((folder) => fs.rmSync(folder, {recursive: true, force: true}));

/** What a postBuild hook receives, filled in as far as these plugins read it. */
const postBuildProps = (props: Record<string, unknown>) => props as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0];

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const page = (script: string) =>
  `<!DOCTYPE html><html><head><meta charset="UTF-8"><script>${script}</script>` +
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script>' +
  '<style>.l1{color:red}</style><script src="/assets/js/main.js"></script></head><body></body></html>';

/** A build folder with two pages, the policy and headers steps run on it; returns what they wrote. */
async function build(script: string, analytics = false): Promise<{headers: string; html: string}> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ibexdb-headers-'));
  folders.push(outDir);
  fs.mkdirSync(path.join(outDir, 'assets/js'), {recursive: true});
  fs.mkdirSync(path.join(outDir, 'docs/sync'), {recursive: true});
  fs.writeFileSync(path.join(outDir, 'index.html'), page(script));
  fs.writeFileSync(path.join(outDir, 'docs/sync/index.html'), page(script));
  // The headers step runs last: the files the earlier steps wrote are there.
  for (const file of ['sitemap.xml', 'sw.js', 'llms.txt', 'llms-full.txt', 'index.md', 'docs/sync.md']) fs.writeFileSync(path.join(outDir, file), '');
  const {policyStep, headersStep} = deployHeaders({analytics});
  // /docs/ghost is a route whose twin the build did not write.
  await runSteps([policyStep, headersStep], postBuildProps({outDir, routesPaths: ['/', '/docs/sync', '/docs/ghost']}));
  return {
    headers: fs.readFileSync(path.join(outDir, '_headers'), 'utf8'),
    html: fs.readFileSync(path.join(outDir, 'docs/sync/index.html'), 'utf8'),
  };
}

describe('deploy headers', () => {
  after(removeFolders);

  it('hashes the inline scripts and style elements the build holds: a changed script changes the policy', async () => {
    const first = await build('document.documentElement.dataset.theme="light"');
    const csp = headersFor(first.headers, '/docs/sync')['content-security-policy'];
    assert.ok(csp?.includes(sha256('document.documentElement.dataset.theme="light"')), csp);
    assert.ok(csp.includes(sha256('.l1{color:red}')));
    const second = await build('document.documentElement.dataset.theme="dark"');
    const changed = headersFor(second.headers, '/docs/sync')['content-security-policy'];
    assert.ok(changed?.includes(sha256('document.documentElement.dataset.theme="dark"')));
    assert.ok(!changed.includes(sha256('document.documentElement.dataset.theme="light"')));
  });

  it('never allows inline or eval scripts; frames, plugins and foreign bases are refused', async () => {
    const {headers} = await build('void 0');
    const csp = headersFor(headers, '/')['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    assert.doesNotMatch(scriptSrc, /unsafe-inline|unsafe-eval/);
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "worker-src 'self'", "frame-ancestors 'none'"]) {
      assert.ok(csp.includes(directive), directive);
    }
    assert.doesNotMatch(csp, /google/);
  });

  it('allows the analytics hosts only when analytics is configured', async () => {
    const {headers} = await build('void 0', true);
    const csp = headersFor(headers, '/')['content-security-policy'] ?? '';
    assert.match(/script-src ([^;]*)/.exec(csp)?.[1] ?? '', /https:\/\/www\.googletagmanager\.com/);
    assert.match(/connect-src ([^;]*)/.exec(csp)?.[1] ?? '', /google-analytics\.com/);
  });

  it('puts the policy, without frame-ancestors, first in every page head', async () => {
    const {html, headers} = await build('void 0');
    const meta = /<meta charset="UTF-8"><meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1];
    assert.ok(meta, html.slice(0, 300));
    assert.equal(`${meta}; frame-ancestors 'none'`, headersFor(headers, '/')['content-security-policy']);
    assert.throws(() => withPolicyMeta('<html><body></body></html>', meta, 'broken.html'), /broken\.html has no <head>/);
  });

  it('caches hashed assets for a year and revalidates everything else, with the security headers everywhere', async () => {
    const {headers} = await build('void 0');
    assert.equal(headersFor(headers, '/assets/js/main.1a2b.js')['cache-control'], 'public, max-age=31536000, immutable');
    for (const pathname of ['/', '/index.html', '/docs/sync', '/docs/sync.md', '/sitemap.xml', '/sw.js', '/llms.txt', '/llms-full.txt', '/index.md']) {
      assert.equal(headersFor(headers, pathname)['cache-control'], 'public, max-age=0, must-revalidate', pathname);
    }
    const anyPath = headersFor(headers, '/assets/js/main.1a2b.js');
    assert.equal(anyPath['x-content-type-options'], 'nosniff');
    assert.equal(anyPath['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.match(anyPath['permissions-policy'] ?? '', /camera=\(\), .*geolocation=\(\), .*microphone=\(\)/);
  });

  it('names each page\'s Markdown twin in a Link header, for the pages that have one', async () => {
    const {headers} = await build('void 0');
    assert.equal(headersFor(headers, '/docs/sync').link, '</docs/sync.md>; rel="alternate"; type="text/markdown"');
    assert.equal(headersFor(headers, '/').link, '</index.md>; rel="alternate"; type="text/markdown"');
    for (const pathname of ['/docs/ghost', '/docs/sync.md', '/docs/sync/x', '/llms.txt']) assert.equal(headersFor(headers, pathname).link, undefined, pathname);
    // After the policy and the cache rules, so a host that reads only so many rules drops alternates first.
    assert.ok(headers.indexOf('\n/docs/sync\n') > headers.indexOf('Cache-Control'));
  });

  it('reads only executable inline scripts', () => {
    const found = inlineContent(page('run()'));
    assert.deepEqual(found, {scripts: ['run()'], styles: ['.l1{color:red}']});
  });

  it('reads a script whose attribute value holds ">", "src=" or "type=" as the inline script it is', () => {
    const html = `<script data-scripts='["/a>b.js","/src=c.js","/type=json.js"]'>load()</script><script data-x="1" type="application/json">{}</script><script data-y='>' src="/d.js"></script>`;
    assert.deepEqual(inlineContent(html).scripts, ['load()']);
  });
});

describe('.html paths', () => {
  after(removeFolders);

  it('maps a route to its .html path, and leaves / and .html routes alone', () => {
    assert.equal(htmlPath('/docs/query'), '/docs/query.html');
    assert.equal(htmlPath('/docs/api/'), '/docs/api.html');
    assert.equal(htmlPath('/'), undefined);
    assert.equal(htmlPath('/404.html'), undefined);
  });

  it('writes a redirect page per route that loads one shared script, with no inline script', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ibexdb-html-paths-'));
    folders.push(outDir);
    await htmlPathsStep.run(postBuildProps({outDir, baseUrl: '/', routesPaths: ['/', '/docs/query', '/docs/api/', '/404.html']}));
    const html = fs.readFileSync(path.join(outDir, 'docs/query.html/index.html'), 'utf8');
    assert.equal(html, redirectPage('/docs/query', '/'));
    assert.match(html, /<script src="\/html-redirect\.js" data-to="\/docs\/query"><\/script>/);
    assert.deepEqual(inlineContent(html).scripts, []);
    assert.ok(fs.existsSync(path.join(outDir, 'docs/api.html/index.html')));
    assert.ok(fs.existsSync(path.join(outDir, 'html-redirect.js')));
    assert.ok(!fs.existsSync(path.join(outDir, '404.html.html')));
  });
});
