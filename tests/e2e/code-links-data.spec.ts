import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {apiDocsFolder, apiSymbolUrlsFile} from '../../src/api-layout.mjs';
import {analyseSamples} from '../../src/plugins/code-links/analyse';
import type {CodeLinks} from '../../src/plugins/code-links/registry';
import {checkSamples} from '../../scripts/check-code-samples';

/**
 * Code samples wired to the reference (src/plugins/code-links): which names of a sample
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

test.beforeAll(() => {
  const urls = path.join(projectRoot, 'docs', apiDocsFolder, apiSymbolUrlsFile);
  expect(
    fs.existsSync(urls) && fs.existsSync(path.join(buildDir, 'docs/api/index.html')),
    'These tests read the built reference: run `npm run build:test` first.',
  ).toBe(true);
  symbolUrls = JSON.parse(fs.readFileSync(urls, 'utf8')) as Record<string, string>;
});

test.describe('code samples linked to the reference', () => {
  test("links the tutorial's IbexDB, useQuery and db.query to anchors of the built reference", () => {
    const links = namedLinks(analyseSamples({siteDir: projectRoot, symbolUrls, inputs: [path.join(projectRoot, 'docs/tutorial.mdx')]}));
    const target = (name: string, before = '') => links.find((link) => link.name === name && link.before.endsWith(before))?.href;
    expect(target('IbexDB')).toBe('/docs/api/classes/ibexdb');
    expect(target('useQuery')).toBe('/docs/api/functions-react#usequery');
    expect(target('query', 'db.')).toBe('/docs/api/classes/ibexdb#query');
    expect(target('set', 'task.')).toBe('/docs/api/classes/manageditem#set');
    expect(missingTargets(links)).toEqual([]);
    // React's hooks, the DOM and the samples' own names are not IbexDB's.
    for (const name of ['useState', 'preventDefault', 'createRoot', 'taskSchema', 'db', 'task']) {
      expect(target(name), `${name} is not linked`).toBeUndefined();
    }
  });

  test('does not link a local variable named like an export, but links the members of its type', () => {
    expect(checkSamples([fixture]).diagnostics, 'the fixture type-checks').toEqual([]);
    const links = namedLinks(analyseSamples({siteDir: projectRoot, symbolUrls, inputs: [fixture]}));
    expect(links.map(({name, href}) => `${name} ${href}`)).toEqual([
        'IbexDB /docs/api/classes/ibexdb',
        'IbexDB /docs/api/classes/ibexdb',
        'query /docs/api/classes/ibexdb#query',
        'source /docs/api/types/queryconfig#property-source',
      'results /docs/api/classes/query#results',
    ]);
  });

  test('links every sample of the site to an anchor that exists in the built reference', () => {
    const links = namedLinks(analyseSamples({siteDir: projectRoot, symbolUrls}));
    expect(links.length, 'links in all the samples').toBeGreaterThan(1000);
    expect(missingTargets(links)).toEqual([]);
  });

  test('writes the links into the built pages, the home page and the reference examples included', () => {
    const html = (route: string) => fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
    expect(html('docs/tutorial')).toMatch(/<a href="?\/docs\/api\/classes\/ibexdb#query"?[ >]/);
    expect(html('')).toMatch(/<a href="?\/docs\/api\/functions-react#usequery"?[ >]/);
    expect(html('docs/api/classes/repository')).toMatch(/<a href="?\/docs\/api\/classes\/ibexdb#open"?[ >]/);
  });
});
