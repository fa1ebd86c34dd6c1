import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {apiClassNames, apiInterfaceNames, apiTypeNames} from './api-names';

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

export const apiFunctionRoutes = ['core', 'react', 'server'].map(
  (module) => `/docs/api/functions-${module}`,
);

/** Every API route of the spec: the index, the function pages and one page per symbol. */
export const apiRoutes = [
  '/docs/api/',
  ...apiFunctionRoutes,
  ...apiClassNames.map((name) => `/docs/api/classes/${name}`),
  ...apiInterfaceNames.map((name) => `/docs/api/interfaces/${name}`),
  ...apiTypeNames.map((name) => `/docs/api/types/${name}`),
];

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
