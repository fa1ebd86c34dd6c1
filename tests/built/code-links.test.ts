import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import {apiDocsFolder, apiSymbolUrlsFile} from '../../src/api-layout.mjs';
import {analyseSamples} from '../../src/plugins/api-reference/code-links/analyse';
import {MemberIndex, namedPath, referenceTarget} from '../../src/plugins/api-reference/code-links/member-links';
import type {CodeLinks} from '../../src/plugins/api-reference/code-links/links';
import {checkSamples} from '../../src/plugins/code-samples';

/**
 * Code samples wired to the reference (src/plugins/api-reference/code-links): which names of a sample
 * link, and that every link lands on an anchor of the built reference. It reads the
 * last build: docs/api/symbol-urls.json (the router's URLs) and the pages in build/.
 */
const projectRoot = path.resolve(import.meta.dirname, '../..');
const buildDir = path.join(projectRoot, 'build');
const fixture = path.join(projectRoot, 'tests/fixtures/samples/links.md');

/** The ids of a built page, by route (`/docs/api/classes/ibexdb`). */
const pageIds = new Map<string, Set<string>>();
function idsOf(route: string): Set<string> | undefined {
  if (!pageIds.has(route)) {
    const file = path.join(buildDir, route, 'index.html');
    if (!fs.existsSync(file)) return undefined;
    const html = fs.readFileSync(file, 'utf8');
    pageIds.set(route, new Set([...html.matchAll(/\sid=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)].map((m) => m[1] ?? m[2] ?? m[3])));
  }
  return pageIds.get(route);
}

/** Each link of the analysed samples as the name it covers, its target and its block. */
function namedLinks({blocks}: CodeLinks): {name: string; href: string; before: string; code: string}[] {
  return [...blocks].flatMap(([code, links]) =>
    links.map(({line, column, length, href}) => {
      const text = code.split('\n')[line];
      return {name: text.slice(column, column + length), href, before: text.slice(0, column), code};
    }),
  );
}

/** The links' targets whose page or anchor the built reference lacks. */
function missingTargets(links: readonly {href: string}[]): string[] {
  return [...new Set(links.map(({href}) => href))].filter((href) => {
    const [route, anchor] = href.split('#');
    const ids = idsOf(route);
    return !ids || (anchor !== undefined && !ids.has(anchor));
  });
}

let symbolUrls: Record<string, string>;

before(() => {
  const urls = path.join(projectRoot, 'docs', apiDocsFolder, apiSymbolUrlsFile);
  assert.ok(
    fs.existsSync(urls) && fs.existsSync(path.join(buildDir, 'docs/api/index.html')),
    'These tests read the built reference: run `npm run build:test` first.',
  );
  symbolUrls = JSON.parse(fs.readFileSync(urls, 'utf8')) as Record<string, string>;
});

describe('code samples linked to the reference', () => {
  it("links the tutorial's IbexDB, useQuery and db.query to anchors of the built reference", () => {
    const links = namedLinks(analyseSamples({siteDir: projectRoot, symbolUrls, inputs: [path.join(projectRoot, 'docs/tutorial.mdx')]}));
    const target = (name: string, before = '') => links.find((link) => link.name === name && link.before.endsWith(before))?.href;
    assert.equal(target('IbexDB'), '/docs/api/classes/ibexdb');
    assert.equal(target('useQuery'), '/docs/api/functions-react#usequery');
    assert.equal(target('query', 'db.'), '/docs/api/classes/ibexdb#query');
    assert.equal(target('set', 'task.'), '/docs/api/classes/manageditem#set');
    assert.deepEqual(missingTargets(links), []);
    // React's hooks, the DOM and the samples' own names are not IbexDB's.
    for (const name of ['useState', 'preventDefault', 'createRoot', 'taskSchema', 'db', 'task']) {
      assert.equal(target(name), undefined, `${name} is not linked`);
    }
  });

  it('does not link a local variable named like an export, but links the members of its type', () => {
    assert.deepEqual(checkSamples([fixture]).diagnostics, [], 'the fixture type-checks');
    const links = namedLinks(analyseSamples({siteDir: projectRoot, symbolUrls, inputs: [fixture]}));
    assert.deepEqual(
      links.map(({name, href}) => `${name} ${href}`),
      [
        'IbexDB /docs/api/classes/ibexdb',
        'IbexDB /docs/api/classes/ibexdb',
        'query /docs/api/classes/ibexdb#query',
        'source /docs/api/types/queryconfig#property-source',
        'results /docs/api/classes/query#results',
      ],
    );
  });

  it('links every sample of the site to an anchor that exists in the built reference', () => {
    const links = namedLinks(analyseSamples({siteDir: projectRoot, symbolUrls}));
    assert.ok(links.length > 1000, `${links.length} links in all the samples`);
    assert.deepEqual(missingTargets(links), []);
  });

  it("gives every member an address that lands on an anchor of its page, the options a type takes from another included", () => {
    const hrefs = Object.values(symbolUrls).map((href) => ({href}));
    assert.ok(hrefs.length > 400, `${hrefs.length} addresses`);
    assert.deepEqual(missingTargets(hrefs), []);
  });

  it('writes the links into the built pages, the home page and the reference examples included', () => {
    const html = (route: string) => fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
    assert.match(html('docs/tutorial'), /<a href="?\/docs\/api\/classes\/ibexdb#query"?[ >]/);
    assert.match(html(''), /<a href="?\/docs\/api\/functions-react#usequery"?[ >]/);
    assert.match(html('docs/api/classes/repository'), /<a href="?\/docs\/api\/classes\/ibexdb#open"?[ >]/);
  });
});

/** The text of an HTML fragment: tags dropped, the few entities a code span holds decoded. */
const htmlText = (html: string) =>
  html.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');

describe("guides' links that name a member (src/plugins/api-reference/code-links/member-links.ts)", () => {
  it("land on the member's entry, an anchor the built page has", (t) => {
    const index = new MemberIndex(symbolUrls);
    const guides = fs.readdirSync(path.join(projectRoot, 'docs')).filter((file) => /^[^_].*\.mdx?$/.test(file)).map((file) => file.replace(/\.mdx?$/, ''));
    const found: {guide: string; text: string; href: string; expected: string}[] = [];
    for (const guide of guides) {
      const html = fs.readFileSync(path.join(buildDir, 'docs', guide, 'index.html'), 'utf8');
      const article = html.slice(html.indexOf('<article'), html.lastIndexOf('</article>'));
      for (const [, href = '', code = ''] of article.matchAll(/<a [^>]*?href="?(\/docs\/api\/[^"\s>]*)"?[^>]*>\s*<code[^>]*>([\s\S]*?)<\/code>\s*<\/a>/g)) {
        const target = referenceTarget(href);
        const named = namedPath(htmlText(code));
        const resolution = target && named ? index.resolve(target.page, named) : undefined;
        if (resolution && resolution.kind !== 'page') found.push({guide, text: htmlText(code), href, expected: resolution.kind === 'member' ? resolution.url : '(no entry)'});
      }
    }
    const landed = found.filter(({href, expected}) => href === expected && missingTargets([{href}]).length === 0);
    t.diagnostic(`${landed.length} of ${found.length} member-named links in the built guides land on the member's entry`);
    assert.ok(found.length >= 40, `${found.length} member-named links in the built guides`);
    assert.deepEqual(found.filter((link) => !landed.includes(link)).map(({guide, text, href, expected}) => `${guide}: ${text} → ${href} (expected ${expected})`), []);
  });
});
