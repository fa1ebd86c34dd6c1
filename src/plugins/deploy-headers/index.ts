import fs from 'node:fs';
import path from 'node:path';
import type {PostBuildStep} from '../post-build';
import {headersFile, inlineContent, policyDirectives, serializePolicy, type InlineContent, type MarkdownAlternate} from './policy';
import {markdownTwinPath} from '../markdown-twins';

/**
 * The site's response headers, worked out from the build (README, "Deploy"):
 *
 * - every HTML page gets the Content-Security-Policy in a `<meta>` element
 *   first thing in its head, so the policy holds on any host, GitHub Pages
 *   included (a `<meta>` policy carries every directive but frame-ancestors);
 * - `build/_headers`, read by Netlify and Cloudflare Pages, sends the whole
 *   policy as a header, the other security headers, the cache rules (hashed
 *   `assets/` immutable for a year, everything else revalidated) and, for every
 *   page with a Markdown twin, a `Link` header naming the twin
 *   (src/plugins/markdown-twins).
 *
 * The policy allows inline scripts and style elements only by the hashes of
 * the ones in the built pages, so a changed inline script changes the policy.
 * Two steps of the post-build pipeline (src/plugins/post-build) do the work:
 * the policy goes into the pages once every step that edits them has run, and
 * `_headers` is written last, when every file of the build exists.
 */

export interface DeployHeadersOptions {
  /** Whether the build sends Google Analytics events: its hosts are allowed only then. */
  readonly analytics: boolean;
}

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

/** The policy's directives for the pages as they are in `outDir` now. */
function sitePolicy(pages: readonly {html: string}[], analytics: boolean) {
  const found = pages.map(({html}) => inlineContent(html));
  const inline: InlineContent = {
    scripts: found.flatMap(({scripts}) => scripts),
    styles: found.flatMap(({styles}) => styles),
  };
  return policyDirectives({inline, analytics});
}

const readPages = (outDir: string) => htmlFiles(outDir).map((file) => ({file, html: fs.readFileSync(file, 'utf8')}));

/** Every route whose Markdown twin the build wrote. */
function markdownAlternates(outDir: string, routesPaths: readonly string[]): MarkdownAlternate[] {
  return [...new Set(routesPaths)]
    .map((page) => ({page, twin: markdownTwinPath(page)}))
    .filter(({twin}) => fs.existsSync(path.join(outDir, twin)));
}

export default function deployHeaders(options: DeployHeadersOptions): {policyStep: PostBuildStep; headersStep: PostBuildStep} {
  return {
    policyStep: {
      name: 'policy-meta',
      run({outDir}) {
        const pages = readPages(outDir);
        const meta = serializePolicy(sitePolicy(pages, options.analytics), {forMeta: true});
        for (const {file, html} of pages) {
          fs.writeFileSync(file, withPolicyMeta(html, meta, path.relative(outDir, file)));
        }
      },
    },
    headersStep: {
      name: 'headers-file',
      run({outDir, routesPaths}) {
        const topLevel = fs
          .readdirSync(outDir, {withFileTypes: true})
          .filter((entry) => entry.name !== '_headers')
          .map((entry) => ({name: entry.name, folder: entry.isDirectory()}));
        const policy = serializePolicy(sitePolicy(readPages(outDir), options.analytics));
        fs.writeFileSync(path.join(outDir, '_headers'), headersFile(policy, topLevel, markdownAlternates(outDir, routesPaths)));
      },
    },
  };
}
