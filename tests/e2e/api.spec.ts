import {test, expect, openPage} from '../support/fixtures';
import {apiModules, apiPageKinds, apiRoute} from '../../src/api-layout.mjs';
import {apiFunctionRoutes, sitemapPaths} from '../support/spec';

/**
 * Each API page's own content is checked by the sweep, which loads every page
 * once; the page set (no missing, extra or PascalCase page) and the index's
 * links by tests/unit/api-pages.test.ts, on TypeDoc's output, and by the
 * sweep's sitemap check, on the build.
 */
test.describe('API reference', () => {
  test('the API sidebar lists the index, the three function pages, then Classes, Interfaces and Types', async ({page}) => {
    await openPage(page, apiRoute);
    const sidebar = page.locator('nav[aria-label="Docs sidebar"] .menu__list').first();
    const topLevel = await sidebar.locator(':scope > li').evaluateAll((items) =>
      items.map((item) => item.querySelector('a, button')?.textContent?.trim() ?? ''),
    );
    const pages = [apiRoute, ...apiFunctionRoutes];
    expect(topLevel.slice(pages.length)).toEqual(apiPageKinds.map(({title}) => title));
    const hrefs = await sidebar.locator(':scope > li > a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
    expect(hrefs.slice(0, pages.length)).toEqual(pages);
  });

  test('the index groups the symbols by module; /docs/docs/api/ shows the same index, points its canonical link at /docs/api/ and stays out of the sitemap', async ({page}) => {
    await openPage(page, apiRoute);
    for (const {specifier} of apiModules) {
      await expect(page.locator('article code', {hasText: new RegExp(`^'?${specifier.replace('/', '\\/')}'?$`)}).first()).toBeVisible();
    }
    const original = await page.locator('article table').allTextContents();
    await openPage(page, '/docs/docs/api/');
    await expect(page.locator('h1')).toHaveText('API reference');
    await expect(page.locator('main table')).toHaveText(original);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://ibexdb.dev/docs/api/');
    expect(sitemapPaths()).not.toContain('/docs/docs/api/');
    await page.locator('main a[href="/docs/api/classes/ibexdb"]').first().click();
    await expect(page).toHaveURL(/\/docs\/api\/classes\/ibexdb$/);
  });

  test('a symbol page opens with its import line and its declaration, whose type names link to their pages', async ({page}) => {
    await openPage(page, `${apiRoute}classes/query`);
    const article = page.locator('article .theme-doc-markdown');
    const declaration = article.locator('pre').first();
    await expect(declaration).toContainText(/^import \{Query\} from 'ibexdb';\s+class Query<\s+IS extends Schema,\s+OS extends IS,/);
    await expect(declaration.locator(`a[href="${apiRoute}classes/emitter"]`)).toHaveText('Emitter');
    // Nothing but the title comes before it: the summary follows.
    const firstProse = await article.evaluate((root) => {
      const pre = root.querySelector('pre');
      const paragraph = root.querySelector('p');
      return Boolean(pre && paragraph && pre.compareDocumentPosition(paragraph) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(firstProse).toBe(true);
  });
});
