import {test, expect, openPage} from '../support/fixtures';
import {apiModules, apiPageKinds, apiRoute} from '../../src/api-layout.mjs';
import {apiFunctionRoutes, apiRoutes, sitemapPaths} from '../support/spec';

/** Each API page's own content is checked by the sweep, which loads every page once. */
test.describe('API reference', () => {
  test('PascalCase twins and module pages do not exist', async ({request}) => {
    for (const path of [
      '/docs/api/classes/IbexDB',
      '/docs/api/interfaces/DBInstanceConfig',
      '/docs/api/modules',
      '/docs/api/type-aliases/schema',
      '/docs/api/namespaces/orderstamp',
      '/docs/api/functions/useitem',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

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

  test('the API index lists every symbol by module with its summary and link', async ({page}) => {
    await openPage(page, apiRoute);
    const article = page.locator('article');
    for (const {specifier} of apiModules) {
      await expect(article.locator('code', {hasText: new RegExp(`^'?${specifier.replace('/', '\\/')}'?$`)}).first()).toBeVisible();
    }
    const links = await article.locator('a').evaluateAll((anchors) =>
      [...new Set(anchors.map((a) => (a as HTMLAnchorElement).pathname))],
    );
    for (const route of apiRoutes.filter((route) => route !== apiRoute)) {
      expect(links).toContain(route);
    }
  });

  test('/docs/docs/api/ shows the same index, points its canonical link at /docs/api/ and stays out of the sitemap', async ({page}) => {
    await openPage(page, '/docs/api/');
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
});
