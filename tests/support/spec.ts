import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {apiModules, apiPageRoute, functionsPage} from '../../src/api-layout.mjs';
import {apiPages} from './api-snapshot';

/** The 18 guide routes of the spec (section 2), each /docs/<name>. */
export const guideRoutes = [
  'install',
  'tutorial',
  'architecture',
  'authorization',
  'benchmarks',
  'commit-graph',
  'concepts',
  'conflict-resolution',
  'contributing',
  'faq',
  'ordering-items',
  'query',
  'react',
  'read-write-data',
  'repositories',
  'schema',
  'sessions',
  'sync',
].map((name) => `/docs/${name}`);

/** The API function pages, one per module, in the sidebar's order. */
export const apiFunctionRoutes = apiModules.map(({key}) => apiPageRoute(functionsPage(key)));

/** Every API route: the index, the function pages and one page per symbol (tests/snapshots/api-pages.json). */
export const apiRoutes = apiPages.map(apiPageRoute);

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
