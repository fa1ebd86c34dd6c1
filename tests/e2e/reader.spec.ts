import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, openPage, axeViolations, renderAllBlocks, waitForHydration, axeTags, colourRules, switchColourMode} from '../support/fixtures';
import {apiPageKinds, apiRoute, functionsPage} from '../../src/api-layout.mjs';
import {buildDir, guideRoutes, sitemapPaths} from '../support/spec';
import {serveStatic} from '../../scripts/support/static-server';
import sidebars from '../../sidebars';

/**
 * What readers and their tools expect of a docs site: a Markdown twin of every
 * page, /llms.txt and /llms-full.txt, a "Copy page" control, and `.html`
 * paths on a host that rewrites nothing (offline reading: offline.spec.ts).
 */

const siteUrl = 'https://ibexdb.dev';

function twinPath(pagePath: string): string {
  return pagePath.endsWith('/') ? `${pagePath}index.md` : `${pagePath}.md`;
}

function readBuilt(file: string): string {
  return readFileSync(path.join(buildDir, file), 'utf8');
}

/** The guides in the order of the sidebar in sidebars.ts. */
function sidebarGuideRoutes(): string[] {
  const categories = sidebars.guides as {items: string[]}[];
  return categories.flatMap((category) => category.items).map((id) => `/docs/${id}`);
}

test.describe('Markdown twins and llms.txt', () => {
  // The build itself fails when a page's twin cannot be written or has no
  // title or content (src/plugins/markdown-twins): what it cannot check is
  // that each page names its twin.
  test('every page of the sitemap names its Markdown twin in its head', () => {
    const pages = sitemapPaths();
    expect(pages.length).toBeGreaterThanOrEqual(92);
    for (const pagePath of pages) {
      const file = twinPath(pagePath);
      const html = readBuilt(pagePath.endsWith('/') ? `${pagePath}index.html` : `${pagePath}/index.html`);
      const alternate = html.match(/<link[^>]*\brel="?alternate"? type="?text\/markdown"? href="?([^"\s>]+)/);
      expect(alternate?.[1], `alternate link of ${pagePath}`).toBe(file);
    }
  });

  test('a twin keeps each code block with its language and title', () => {
    const tutorial = readBuilt('docs/tutorial.md');
    for (const fence of ['```ts title="common/schema.ts"', '```tsx title="client/header.tsx"']) {
      expect(tutorial).toContain(fence);
    }
  });

  test('a twin writes out every package-manager tab and replaces a diagram by its description', () => {
    const install = readBuilt('docs/install.md');
    for (const [manager, command] of [
      ['npm', 'npm install ibexdb'],
      ['pnpm', 'pnpm add ibexdb'],
      ['yarn', 'yarn add ibexdb'],
      ['bun', 'bun add ibexdb'],
      ['deno', 'deno add jsr:@ibexdb/ibexdb'],
    ]) {
      expect(install).toContain(`**${manager}**\n\n\`\`\`bash\n${command}\n\`\`\``);
    }
    const sync = readBuilt('docs/sync.md');
    expect(sync).toContain('**Diagram: Sync rounds between two peers.** Peer A, a client, and peer B, a server, send messages');
    expect(sync).not.toMatch(/<svg|Skip to main content|Edit this page|Copy page/);
    expect(sync).toContain('[commit graph](https://ibexdb.dev/docs/commit-graph)');
  });

  test('llms.txt links every page exactly once, guides in reading order, then the API by kind', () => {
    const llms = readBuilt('llms.txt');
    expect(llms).toMatch(/^# IbexDB\n\n> IbexDB is an embedded[^\n]+\n/);
    // The pages' sections follow the files for assistants (tests/built/llms-files.test.ts).
    const pagesPart = llms.slice(llms.indexOf('\n## Guides\n'));
    const links = [...pagesPart.matchAll(/^- \[[^\]]+\]\((https:\/\/ibexdb\.dev\/[^)]+)\)(?:: \S.*)?$/gm)].map(([, url]) => url);
    const expected = sitemapPaths().map((pagePath) => `${siteUrl}${twinPath(pagePath)}`);
    expect([...links].sort()).toEqual([...expected].sort());
    expect(new Set(links).size).toBe(links.length);

    const sections = [...llms.matchAll(/^## (.+)$/gm)].map(([, title]) => title);
    expect(sections).toEqual(['Files for assistants', 'Guides', 'API reference', 'Optional']);
    const guides = llms.split('## Guides')[1].split('## API reference')[0];
    const guideLinks = [...guides.matchAll(/\]\(https:\/\/ibexdb\.dev(\/docs\/[^)]+)\.md\)/g)].map(([, p]) => p);
    expect(guideLinks).toEqual(sidebarGuideRoutes());
    expect([...guideLinks].sort()).toEqual([...guideRoutes].sort());
    // The API index, then the pages of each kind folder (src/api-layout.mjs), then the function pages.
    const api = llms.split('## API reference')[1].split('## Optional')[0];
    const groups = [...apiPageKinds.map(({folder}) => `${apiRoute}${folder}/`), `${apiRoute}${functionsPage('')}`];
    const ranks = [...api.matchAll(/\]\(https:\/\/ibexdb\.dev(\/[^)]+)\)/g)].map(([, p]) => groups.findIndex((group) => p.startsWith(group)));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks)).toEqual(new Set([-1, ...groups.keys()]));
  });

  test('llms-full.txt holds every guide and API page in reading order', () => {
    const full = readBuilt('llms-full.txt');
    const sources = [...full.matchAll(/^Source: https:\/\/ibexdb\.dev(\/.*)$/gm)].map(([, p]) => p);
    const llms = readBuilt('llms.txt').split('\n## Guides\n')[1].split('## Optional')[0];
    const order = [...llms.matchAll(/^- \[[^\]]+\]\(https:\/\/ibexdb\.dev(\/[^)]+)\)/gm)].map(([, twin]) =>
      twin.replace(/index\.md$/, '').replace(/\.md$/, ''),
    );
    expect(sources).toEqual(order);
    // The twin's title and the pointer to llms.txt under it are the twin's own: llms-full.txt is the index's whole text already.
    const twinBody = readBuilt('docs/sync.md').split('\n').slice(2).join('\n').replace(/^> For AI assistants:.*\n/, '').trim();
    expect(full).toContain(twinBody);
  });
});

test.describe('Copy page', () => {
  test('copies the twin to the clipboard, says so, and links to it', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, '/docs/install');
    const twin = await page.request.get('/docs/install.md');
    expect(twin.ok()).toBe(true);
    const copy = page.getByRole('button', {name: 'Copy page'});
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', {name: /^Copy page as Markdown/})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveText('Copied the page as Markdown.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await twin.text());
    await copy.click();
    await expect(page.getByRole('menuitem', {name: 'View as Markdown'})).toHaveAttribute('href', '/docs/install.md');
    await page.keyboard.press('Escape');

    // The head names the twin of the page shown, also after a client-side navigation.
    const alternate = page.locator('head link[rel="alternate"][type="text/markdown"]');
    await expect(alternate).toHaveAttribute('href', '/docs/install.md');
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Sync', exact: true}).click();
    await expect(page.locator('article h1')).toHaveText('Synchronization');
    await expect(alternate).toHaveCount(1);
    await expect(alternate).toHaveAttribute('href', '/docs/sync.md');
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('menuitem', {name: 'View as Markdown'})).toHaveAttribute('href', '/docs/sync.md');
  });

  test('where the clipboard is refused, shows the Markdown selected in a read-only box', async ({page}) => {
    await page.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.defineProperty(Navigator.prototype, 'clipboard', {configurable: true, get: () => ({write: refuse, writeText: refuse})});
    });
    await openPage(page, '/docs/api/classes/consolelogstream');
    const twin = await (await page.request.get('/docs/api/classes/consolelogstream.md')).text();
    await page.getByRole('button', {name: 'Copy page'}).click();
    await page.getByRole('menuitem', {name: /^Copy page as Markdown/}).click();
    await expect(page.getByRole('status').filter({hasText: 'did not allow'})).toContainText('The Markdown is selected below');
    const box = page.getByRole('textbox', {name: 'Markdown of this page'});
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('readonly', '');
    await expect(box).toHaveValue(twin);
    const selection = await box.evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd, el.value.length]);
    expect(selection).toEqual([0, twin.length, twin.length]);

    // The message and the box meet the sweep's accessibility rules in both themes.
    await renderAllBlocks(page);
    expect(await axeViolations(page, {tags: axeTags, include: ['article']})).toEqual([]);
    await switchColourMode(page, 'dark');
    expect(await axeViolations(page, {rules: colourRules, include: ['article']})).toEqual([]);
  });

  // That the page itself fits is the sweep's 360 px pass; the menu on a phone is hand-off.spec.ts's.
  test('the button and its menu show whole on a phone screen', async ({page}) => {
    await page.setViewportSize({width: 360, height: 740});
    await openPage(page, '/docs/api/types/schemaoptionalfields');
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeInViewport({ratio: 1});
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('menuitem', {name: 'View as Markdown'})).toBeInViewport({ratio: 1});
  });
});

test.describe('.html paths', () => {
  test('open the page on a plain static server that rewrites nothing', async ({page}) => {
    const server = await serveStatic(buildDir);
    try {
      // The server answers only files that exist: no clean URLs, no fallback.
      expect((await page.request.get(`${server.url}docs/not-a-page.html`)).status()).toBe(404);
      for (const [file, pagePath, title] of [
        ['docs/query.html', '/docs/query', 'Queries'],
        ['docs/query/index.html', '/docs/query/index.html', 'Queries'],
        ['docs/api.html', '/docs/api/', 'API reference'],
        ['docs/api/index.html', '/docs/api/index.html', 'API reference'],
        ['docs/api/classes/repository.html', '/docs/api/classes/repository', 'Repository'],
        ['index.html', '/index.html', 'IbexDB'],
      ]) {
        await page.goto(`${server.url}${file}`);
        await waitForHydration(page);
        await expect(page, file).toHaveURL(`${server.url}${pagePath.slice(1)}`);
        await expect(page.locator('h1').first(), file).toHaveText(title);
        await expect(page.getByText('Page Not Found')).toHaveCount(0);
      }
    } finally {
      await server.close();
    }
  });
});
