import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {headersFile, inlineContent, policyDirectives, serializePolicy, type InlineContent} from './policy';

/**
 * The site's response headers, worked out from the build (README, "Deploy"):
 *
 * - every HTML page gets the Content-Security-Policy in a `<meta>` element
 *   first thing in its head, so the policy holds on any host, GitHub Pages
 *   included (a `<meta>` policy carries every directive but frame-ancestors);
 * - `build/_headers`, read by Netlify and Cloudflare Pages, sends the whole
 *   policy as a header, the other security headers, and the cache rules:
 *   hashed `assets/` immutable for a year, everything else revalidated.
 *
 * The policy allows inline scripts and style elements only by the hashes of
 * the ones in the built pages, so a changed inline script changes the policy.
 * The work is synchronous, and this plugin comes before the Markdown twins and
 * the offline cache in the config: postBuild hooks run together, and they must
 * read the finished pages.
 */

export interface DeployHeadersOptions {
  /** Whether the build sends Google Analytics events: its hosts are allowed only then. */
  readonly analytics: boolean;
}

/**
 * Files at the root of the build that other plugins write after this one has
 * run: the sitemap, the offline mode's service worker and the Markdown twins'
 * files. The browser tests check that every file of the finished build has a
 * cache rule.
 */
const laterFiles = ['sitemap.xml', 'sw.js', 'llms.txt', 'llms-full.txt', 'index.md'];

function htmlFiles(folder: string): string[] {
  return fs.readdirSync(folder, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Inserts the policy's `<meta>` right after the page's charset, before any script or style. */
export function withPolicyMeta(html: string, policy: string, file: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  const charset = /<meta charset=["']?[\w-]+["']?\s*\/?>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}${meta}`);
  const head = /<head[^>]*>/i.exec(html);
  if (!head) throw new Error(`[deploy-headers] ${file} has no <head>: cannot add its Content-Security-Policy.`);
  return html.replace(head[0], `${head[0]}${meta}`);
}

export default function deployHeadersPlugin(options: DeployHeadersOptions): Plugin {
  return {
    name: 'ibexdb-deploy-headers',
    postBuild({outDir}) {
      const pages = htmlFiles(outDir).map((file) => ({file, html: fs.readFileSync(file, 'utf8')}));
      const found = pages.map(({html}) => inlineContent(html));
      const inline: InlineContent = {
        scripts: found.flatMap(({scripts}) => scripts),
        styles: found.flatMap(({styles}) => styles),
      };
      const directives = policyDirectives({inline, analytics: options.analytics});
      const meta = serializePolicy(directives, {forMeta: true});
      for (const {file, html} of pages) {
        fs.writeFileSync(file, withPolicyMeta(html, meta, path.relative(outDir, file)));
      }
      const onDisk = fs
        .readdirSync(outDir, {withFileTypes: true})
        .filter((entry) => entry.name !== '_headers')
        .map((entry) => ({name: entry.name, folder: entry.isDirectory()}));
      const topLevel = [
        ...onDisk,
        ...laterFiles.filter((name) => !onDisk.some((entry) => entry.name === name)).map((name) => ({name, folder: false})),
      ];
      fs.writeFileSync(path.join(outDir, '_headers'), headersFile(serializePolicy(directives), topLevel));
    },
  };
}
