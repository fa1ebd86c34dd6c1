/**
 * Where a page's Markdown twin lives: the page's path with `.md` appended, or
 * `index.md` inside the folder for a path that ends with a slash.
 * `/docs/sync` → `/docs/sync.md`, `/docs/api/` → `/docs/api/index.md`,
 * `/` → `/index.md`. Shared by the build plugin (./index.ts) and its theme
 * components (./theme), which link to the twins.
 */
export function markdownTwinPath(pagePath: string): string {
  return pagePath.endsWith('/') ? `${pagePath}index.md` : `${pagePath}.md`;
}

/**
 * The absolute URL of the twin of a page given by its path, with an anchor kept:
 * `/docs/sync#rounds` → `https://ibexdb.dev/docs/sync.md#rounds`. llms.txt and the
 * agent skill link to twins, which assistants read without a page's chrome.
 */
export function twinUrl(siteUrl: string, pagePath: string): string {
  const [route = '', anchor] = pagePath.split('#');
  return `${new URL(markdownTwinPath(route), siteUrl).href}${anchor === undefined ? '' : `#${anchor}`}`;
}
