import {test, expect, openPage} from '../support/fixtures';

/**
 * The routes' behaviour. What each page shows is the sweep's (sweep.spec.ts),
 * which loads every page once; `.html` paths on a host that rewrites nothing
 * are reader.spec.ts's.
 */
test.describe('routes', () => {
  test('an unknown path shows the not-found page, which links on', async ({page}) => {
    const response = await page.goto('/docs/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(page).toHaveTitle(/Page Not Found/);
    const main = page.locator('main');
    await expect(main.getByRole('link', {name: 'Documentation'})).toHaveAttribute('href', '/docs/install');
    await expect(main.getByRole('link', {name: 'API reference'})).toHaveAttribute('href', '/docs/api/');
    await expect(main.getByRole('link', {name: 'Tutorial'})).toHaveAttribute('href', '/docs/tutorial');
  });

  test('an unknown path reached by client navigation shows the not-found page', async ({page}) => {
    await openPage(page, '/docs/install');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/docs/missing-by-navigation');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('h1')).toHaveText('Page Not Found');
  });

  test('client navigation to a path ending in .html shows the page without it', async ({page}) => {
    await openPage(page, '/docs/install');
    const expected = await (await page.request.get('/docs/query')).text();
    const title = /<title[^>]*>([^<]+)<\/title>/.exec(expected)![1];
    for (const suffixed of ['/docs/query.html', '/docs/query/index.html']) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, suffixed);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('h1')).not.toHaveText('Page Not Found');
      await page.goBack();
    }
  });
});
