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
