/**
 * The built site as coding assistants find, fetch and read it, measured by the
 * Agent-Friendly Docs Spec's own checker (afdocs, pinned in package.json) the way a
 * deployed site is tested: build/ served by the plain static server with the headers
 * of build/_headers added, as Netlify or Cloudflare Pages serve it (cache rules, the
 * twins' `Link` headers), the production origin mapped onto it, 40 pages sampled
 * deterministically. The run fails when the
 * overall score drops below 95, when any check fails but content negotiation (a
 * static host cannot send the twin for `Accept: text/markdown`: README, "Deploy"),
 * or when one of the checks this site was fixed for stops passing. Every request
 * the checker makes is held to the local server, so the test needs no network.
 *
 * Beside it, what the checker does not read: each split file at most 100,000
 * characters, a `Link` to its twin in `_headers` for every page, the skill's
 * discovery index. The same run from the command line is in the README ("Checks").
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createServer, request as httpRequest, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {computeScore, runChecks, type CheckResult, type ScoreResult} from 'afdocs';
import {headersFor} from '../../src/plugins/deploy-headers/policy';
import {maxCharactersPerFile, splitFolder} from '../../src/plugins/markdown-twins/llms-txt';
import {skillIndexPath, skillPath, wellKnownSkillPath} from '../../src/plugins/markdown-twins/skill';
import {markdownTwinPath} from '../../src/plugins/markdown-twins/twin-url';
import {siteUrl} from '../../src/site';
import {serveStatic, type StaticServer} from '../../scripts/support/static-server';

const buildDir = path.resolve(import.meta.dirname, '../../build');
const readBuilt = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');

/** The lowest overall score the site may have. */
const minimumScore = 95;

/** Checks that must pass outright: what issue 46 fixed, and what the site already did well. */
const mustPass = [
  'llms-txt-exists',
  'llms-txt-valid',
  'llms-txt-size',
  'llms-txt-links-resolve',
  'llms-txt-links-markdown',
  'llms-txt-directive-html',
  'llms-txt-directive-md',
  'markdown-url-support',
  'markdown-content-parity',
  'markdown-link-portability',
];

/** A static host cannot answer `Accept: text/markdown` with the twin (README, "Deploy", for hosts that can). */
const mayFail = new Set(['content-negotiation']);

let server: StaticServer;
let host: Server;

/** A host that reads `_headers`: each response of the static server gets the headers the file gives its path. */
async function withHeadersFile(upstream: string): Promise<Server> {
  const rules = readBuilt('_headers');
  const proxy = createServer((incoming, outgoing) => {
    const forward = httpRequest(new URL(incoming.url ?? '/', upstream), {method: incoming.method, headers: incoming.headers}, (response) => {
      const pathname = new URL(incoming.url ?? '/', upstream).pathname;
      outgoing.writeHead(response.statusCode ?? 502, {...response.headers, ...headersFor(rules, pathname)});
      response.pipe(outgoing);
    });
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return proxy;
}
let results: CheckResult[];
let score: ScoreResult;
const requested = new Set<string>();

before(async () => {
  assert.ok(fs.existsSync(path.join(buildDir, 'llms.txt')), 'These tests read the build: run `npm run build:test` first.');
  server = await serveStatic(buildDir);
  host = await withHeadersFile(server.url);
  const local = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  // afdocs fetches with the global fetch: anything not on the local server is refused and recorded.
  const fetchOnline = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requested.add(url.origin);
    if (url.origin !== local) throw new Error(`afdocs asked for ${url.href}, outside the local server`);
    try {
      return await fetchOnline(input, init);
    } catch (error) {
      // Node's fetch keeps connections open and can send a request on one the server has just
      // closed at the end of its keep-alive time: the request fails without reaching the server,
      // and the checker would count a broken link. Such a request is sent once more.
      if (!(error instanceof TypeError)) throw error;
      return fetchOnline(input, init);
    }
  };
  try {
    const report = await runChecks(local, {
      canonicalOrigin: siteUrl,
      samplingStrategy: 'deterministic',
      maxLinksToTest: 40,
      // A local server needs neither the politeness delay nor a low cap on connections.
      requestDelay: 0,
      maxConcurrency: 8,
      networkContext: 'ci',
    });
    results = report.results;
    score = computeScore(report);
  } finally {
    globalThis.fetch = fetchOnline;
  }
});

after(async () => {
  await new Promise((resolve) => {
    host.close(resolve);
    host.closeAllConnections();
  });
  await server.close();
});

describe('the Agent-Friendly Docs Spec checker (afdocs) on the built site', () => {
  it('asks only the local server', () => {
    assert.deepEqual([...requested], [`http://127.0.0.1:${(host.address() as AddressInfo).port}`]);
  });

  it(`scores at least ${minimumScore}`, () => {
    const summary = results.map((result) => `${result.status} ${result.id}: ${result.message}`).join('\n');
    assert.ok(score.overall >= minimumScore, `score ${score.overall} (${score.grade})\n${summary}`);
  });

  it('fails no check but content negotiation, and passes the directive, link and parity checks', () => {
    for (const result of results) {
      if (mayFail.has(result.id)) continue;
      assert.ok(!['fail', 'error'].includes(result.status), `${result.id}: ${result.status}, ${result.message}`);
    }
    for (const id of mustPass) {
      const result = results.find((found) => found.id === id);
      assert.equal(result?.status, 'pass', `${id}: ${result?.message ?? 'did not run'}`);
    }
  });
});

describe('what the checker does not read', () => {
  it(`keeps every split file within ${maxCharactersPerFile.toLocaleString('en-US')} characters`, () => {
    const files = fs.readdirSync(path.join(buildDir, splitFolder));
    assert.ok(files.length >= 5, `${files.length} split files`);
    for (const file of files) {
      const {length} = readBuilt(path.join(splitFolder, file));
      assert.ok(length <= maxCharactersPerFile, `${file}: ${length} characters`);
    }
  });

  it('names the Markdown twin of every page of the sitemap in _headers', () => {
    const headers = readBuilt('_headers');
    const pages = [...readBuilt('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => new URL(url).pathname);
    assert.ok(pages.length > 90, `${pages.length} pages`);
    for (const page of pages) {
      const twin = markdownTwinPath(page);
      assert.ok(fs.existsSync(path.join(buildDir, twin)), `${page} has no twin`);
      assert.equal(headersFor(headers, page).link, `<${twin}>; rel="alternate"; type="text/markdown"`, page);
    }
  });

  it('indexes the skill at /.well-known/agent-skills/, serves it there too, and lists the index in llms.txt', () => {
    const index = JSON.parse(readBuilt(skillIndexPath)) as {skills: {name: string; description: string; url: string}[]};
    const [skill] = index.skills;
    assert.equal(skill?.url, new URL(skillPath, siteUrl).href);
    assert.equal(readBuilt(wellKnownSkillPath(skill.name)), readBuilt(skillPath));
    assert.ok(readBuilt(skillPath).includes(`\ndescription: ${skill.description}\n`));
    assert.ok(readBuilt('llms.txt').includes(`](${new URL(skillIndexPath, siteUrl).href}): `));
  });
});
