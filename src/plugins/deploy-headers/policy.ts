import {createHash} from 'node:crypto';

/**
 * The site's Content-Security-Policy and the other response headers, worked
 * out from the built pages (see ./index.ts, which writes them into every page
 * and into build/_headers).
 */

/** Hosts Google Analytics needs, allowed only when analytics is configured. */
const analyticsHosts = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

/** Script types a browser runs; other types (application/ld+json) are data, which CSP leaves alone. */
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** What a page carries inline: the bodies of its executable scripts and of its style elements. */
export interface InlineContent {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/** An element's attributes, by lower-case name: a value may hold anything a quoted value can (`>`, `src=`). */
function attributeMap(attributes: string): Map<string, string> {
  const named = new Map<string, string>();
  for (const [, name = '', double, single, bare] of attributes.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    named.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  }
  return named;
}

/** The inline scripts and style elements of one HTML page, as their exact text. */
export function inlineContent(html: string): InlineContent {
  const scripts: string[] = [];
  const styles: string[] = [];
  // Attribute values may hold `>` (the script loader's list of scripts is one): quoted values are read whole.
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script>/gi)) {
    const named = attributeMap(attributes);
    const type = named.get('type')?.toLowerCase() ?? '';
    if (!named.has('src') && executableTypes.has(type) && body.trim()) scripts.push(body);
  }
  for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    if (body.trim()) styles.push(body);
  }
  return {scripts, styles};
}

/** A CSP source expression for inline content: `'sha256-…'` of its exact text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface PolicyOptions {
  /** Every inline script and style element of the site. */
  readonly inline: InlineContent;
  /** Whether the build sends Google Analytics events. */
  readonly analytics: boolean;
}

/**
 * The policy, directive by directive. Scripts: the site's own files and the
 * hashes of the inline scripts Docusaurus writes (the colour-mode script that
 * runs before paint, the base-URL check), never 'unsafe-inline' or
 * 'unsafe-eval'. Style elements: the site's files and hashes (the code colours).
 * Style attributes stay allowed: React renders `style` attributes (the sizes an
 * off-screen code block, table or API section reserves; the base-URL banner),
 * and `style-src` keeps 'unsafe-inline' only for browsers that do not know
 * `style-src-elem` and `style-src-attr`.
 */
export function policyDirectives({inline, analytics}: PolicyOptions): [string, string[]][] {
  const hashes = (texts: readonly string[]) => [...new Set(texts.map(hashSource))].sort();
  const extra = (hosts: readonly string[]) => (analytics ? [...hosts] : []);
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes(inline.scripts), ...extra(analyticsHosts.script)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['style-src-elem', ["'self'", ...hashes(inline.styles)]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...extra(analyticsHosts.img)]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...extra(analyticsHosts.connect)]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/**
 * The policy as text. A `<meta>` policy cannot hold `frame-ancestors` (browsers
 * ignore it there and warn), so `forMeta` leaves it out.
 */
export function serializePolicy(directives: [string, string[]][], {forMeta = false} = {}): string {
  return directives
    .filter(([name]) => !(forMeta && name === 'frame-ancestors'))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Features the site never uses, turned off for it and for anything it embeds. */
export const permissionsPolicy = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Hashed files (`assets/`): the name changes with the content, so they never need revalidating. */
export const immutable = 'public, max-age=31536000, immutable';
/** Everything else: pages, sw.js, manifest.json, sitemap.xml, llms*.txt, Markdown twins, images. */
export const revalidate = 'public, max-age=0, must-revalidate';

/**
 * The Cache-Control of a top-level entry of the build: the hashed files under
 * `assets/` never change, everything else is revalidated on each use.
 */
export const cacheControl = (name: string, folder: boolean): string => (name === 'assets' && folder ? immutable : revalidate);

/** A page and its Markdown twin, both as paths from the site root (`/docs/sync`, `/docs/sync.md`). */
export interface MarkdownAlternate {
  readonly page: string;
  readonly twin: string;
}

/** The `Link` header that names a page's Markdown twin, as the Agent-Friendly Docs Spec and Cloudflare's agent checks read it. */
export const markdownLink = (twin: string) => `Link: <${twin}>; rel="alternate"; type="text/markdown"`;

/**
 * The `_headers` file (Netlify, Cloudflare Pages): security headers for every
 * path, then one cache rule per top-level entry of the build, then one rule per
 * page naming its Markdown twin in a `Link` header. The cache rules never
 * overlap, because hosts merge the headers of every rule a path matches; a
 * page's `Link` rule adds a header no other rule sends. The `Link` rules come
 * last: a host that reads only so many rules (Cloudflare Pages: 100) drops
 * alternates, never a policy or a cache rule.
 */
export function headersFile(
  policy: string,
  topLevel: readonly {name: string; folder: boolean}[],
  alternates: readonly MarkdownAlternate[] = [],
): string {
  const blocks = [
    [
      '/*',
      `Content-Security-Policy: ${policy}`,
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: strict-origin-when-cross-origin',
      `Permissions-Policy: ${permissionsPolicy}`,
    ],
    ['/', `Cache-Control: ${revalidate}`],
    ...[...topLevel]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(({name, folder}) => [
        folder ? `/${name}/*` : `/${name}`,
        `Cache-Control: ${cacheControl(name, folder)}`,
      ]),
    ...[...alternates].sort((a, b) => a.page.localeCompare(b.page)).map(({page, twin}) => [page, markdownLink(twin)]),
  ];
  return `${blocks.map(([path, ...headers]) => [path, ...headers.map((header) => `  ${header}`)].join('\n')).join('\n\n')}\n`;
}

/** The headers a `_headers` file gives one path: every matching rule, in order (a later value replaces an earlier one). */
export function headersFor(file: string, pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const block of file.trim().split(/\n\s*\n/)) {
    const [pattern = '', ...lines] = block.split('\n');
    const matcher = new RegExp(`^${pattern.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    if (!matcher.test(pathname)) continue;
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  return headers;
}
