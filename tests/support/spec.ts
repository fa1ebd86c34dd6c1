import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {apiIndexPage, apiModules, apiPageKinds, apiPageRoute, functionsPage} from '../../src/api-layout.mjs';
import sidebars from '../../sidebars';
import {apiPages} from './api-snapshot';

/**
 * The routes the tests check, derived from what the site is built from: the guides from
 * the guides sidebar of sidebars.ts, the API pages from src/api-layout.mjs and the
 * snapshot of TypeDoc's pages (./api-snapshot.ts). A page added there is checked
 * everywhere without touching a test; tests/unit/spec-routes.test.ts holds the
 * requirements' own list and fails when these lists drift from it, so a missing page
 * still fails.
 */

/** The doc ids of a sidebar's items, categories' items in turn, in reading order. */
function docIds(items: unknown): string[] {
  if (typeof items === 'string') return [items];
  if (Array.isArray(items)) return items.flatMap(docIds);
  if (typeof items !== 'object' || items === null) return [];
  const {type, id, items: children} = items as {type?: unknown; id?: unknown; items?: unknown};
  return [...(type === 'doc' && typeof id === 'string' ? [id] : []), ...docIds(children)];
}

/** The guide routes, /docs/<id> for each doc of the guides sidebar, in its reading order. */
export const guideRoutes = docIds(sidebars.guides).map((id) => `/docs/${id}`);

/** The API function pages, one per module, in the sidebar's order. */
export const apiFunctionRoutes = apiModules.map(({key}) => apiPageRoute(functionsPage(key)));

/** Every API route: the index, the function pages and one page per symbol (tests/snapshots/api-pages.json). */
export const apiRoutes = apiPages.map(apiPageRoute);

/** The kind of an API page as the layout places it: `index`, `functions`, or its kind's folder (`classes`). */
export function apiPageKind(page: string): string {
  if (page === apiIndexPage) return 'index';
  if (apiModules.some(({key}) => page === functionsPage(key))) return 'functions';
  return apiPageKinds.find(({folder}) => page.startsWith(`${folder}/`))?.folder ?? `not in the layout: ${page}`;
}

/** How many pages of each kind a list of API pages holds (see `apiPageKind`). */
export function apiPageCounts(pages: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of pages.map(apiPageKind)) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

/**
 * How many API pages of each kind the reference must have: one index and one function
 * page per module (src/api-layout.mjs), and as many symbol pages in each kind's folder
 * as the snapshot holds.
 */
export const requiredCounts: Record<string, number> = {
  index: 1,
  functions: apiModules.length,
  ...Object.fromEntries(apiPageKinds.map(({folder}) => [folder, apiPages.filter((page) => apiPageKind(page) === folder).length])),
};

export const buildDir = path.resolve(__dirname, '../../build');

/** The paths listed in the production build's sitemap. */
export function sitemapPaths(): string[] {
  const file = path.join(buildDir, 'sitemap.xml');
  if (!existsSync(file)) {
    throw new Error(`${file} does not exist: build the site first (npm run build:test).`);
  }
  const xml = readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
}
