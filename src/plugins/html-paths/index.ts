import fs from 'node:fs';
import path from 'node:path';
import type {PostBuildStep} from '../post-build';
import {escapeHtml} from '../../utils/html';

/**
 * `/docs/query.html` opens `/docs/query` on any static host, rewriting or not:
 * for every route, a small page at `<route>.html/index.html` sends the reader
 * on, keeping the query string and the hash, with a meta refresh for readers
 * without JavaScript. The `/index.html` forms need nothing: every route is
 * already written as `<route>/index.html`, and the router reads that path as
 * `<route>`.
 *
 * The pages load one shared script, `html-redirect.js`, instead of an inline
 * one per page (as @docusaurus/plugin-client-redirects writes), so the site's
 * Content-Security-Policy needs no hash per page (src/plugins/deploy-headers).
 * The pages are written by a step of the post-build pipeline (src/plugins/post-build).
 */

/** The shared script, at the root of the build. */
export const redirectScript = 'html-redirect.js';

const scriptSource = `// A <route>.html page of the site: go to <route>, keeping the query and the hash.
location.replace(document.currentScript.dataset.to + location.search + location.hash);
`;


/** The redirect page of a route. */
export function redirectPage(to: string, baseUrl: string): string {
  const target = escapeHtml(to);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<title>${target}</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${target}">
<script src="${baseUrl}${redirectScript}" data-to="${target}"></script>
</head>
</html>
`;
}

/** The `.html` path of a route (`/docs/query` → `/docs/query.html`), or none for `/` and `.html` routes. */
export function htmlPath(route: string): string | undefined {
  if (route === '' || route === '/' || route.endsWith('.html')) return undefined;
  return `${route.replace(/\/$/, '')}.html`;
}

/** Writes the shared script and a redirect page for every route that has an `.html` form. */
export const htmlPathsStep: PostBuildStep = {
  name: 'html-paths',
  run({outDir, routesPaths, baseUrl}) {
    const routes = new Set(routesPaths);
    fs.writeFileSync(path.join(outDir, redirectScript), scriptSource);
    for (const route of routesPaths) {
      const from = htmlPath(route);
      if (!from || routes.has(from)) continue;
      const file = path.join(outDir, from, 'index.html');
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, redirectPage(route, baseUrl));
    }
  },
};
