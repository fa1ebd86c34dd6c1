import {test, expect, openPage} from '../support/fixtures';
import {guideRoutes} from '../support/spec';

test.describe('routes', () => {
  test('/ is the home page with the tagline and both calls to action', async ({page}) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/IbexDB/);
    await expect(page.locator('meta[name="generator"]')).toHaveAttribute('content', 'Docusaurus v3.8.1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1')).toContainText('IbexDB');
    await expect(page.getByText(
      'An embedded database with real-time sync and automatic conflict resolution',
    ).first()).toBeVisible();
    await expect(page.getByRole('link', {name: /get started/i}).first()).toHaveAttribute(
      'href',
      '/docs/tutorial',
    );
  });

  for (const route of guideRoutes) {
    test(`${route} is a guide page with its title, heading and table of contents`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      const heading = page.locator('article h1');
      await expect(heading).toHaveCount(1);
      const text = (await heading.textContent())!.trim();
      expect(text.length).toBeGreaterThan(2);
      await expect(page).toHaveTitle(`${text} | IbexDB`);
      await expect(page.locator('.theme-last-updated')).toContainText('Last updated');
      await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute('href', new RegExp(`/docs${route.slice(5)}\\.mdx$`));
      await expect(page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]')).toHaveAttribute('href', route);
      await expect(page.locator('.theme-doc-toc-desktop .table-of-contents a').first()).toBeVisible();
    });
  }

  test('/docs/install is the docs entry the navbar Docs link opens', async ({page}) => {
    await openPage(page, '/');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/install$/);
  });

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

  for (const [suffixed, clean] of [
    ['/docs/query.html', '/docs/query'],
    ['/docs/query/index.html', '/docs/query'],
    ['/docs/api/index.html', '/docs/api/'],
    ['/index.html', '/'],
  ] as const) {
    test(`the server answers ${suffixed} with the page at ${clean}`, async ({page}) => {
      const expected = await page.request.get(clean);
      const title = /<title[^>]*>([^<]+)<\/title>/.exec(await expected.text())![1]!;
      const response = await page.goto(suffixed);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).not.toMatch(/\.html$/);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
      await expect(page.locator('h1')).not.toHaveText('Page Not Found');
    });
  }

  test('client navigation to a path ending in .html shows the page without it', async ({page}) => {
    await openPage(page, '/docs/install');
    const expected = await (await page.request.get('/docs/query')).text();
    const title = /<title[^>]*>([^<]+)<\/title>/.exec(expected)![1]!;
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
