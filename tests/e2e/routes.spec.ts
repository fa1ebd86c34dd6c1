import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, openPage} from '../support/fixtures';

test.describe('routes', () => {
  test('/ is the home page with the tagline and both calls to action', async ({page}) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/IbexDB/);
    await expect(page.locator('meta[name="generator"]')).toHaveAttribute('content', 'Docusaurus v3.8.1');
    const metadata = JSON.parse(readFileSync(path.resolve(__dirname, '../../.docusaurus/site-metadata.json'), 'utf8')) as {
      docusaurusVersion: string;
      siteVersion: string;
    };
    expect(metadata).toMatchObject({docusaurusVersion: '3.8.1', siteVersion: '0.0.0'});
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

  test('/ orients a first-time reader: positioning, install tabs, a described diagram and the limits', async ({page}) => {
    await openPage(page, '/');
    const main = page.locator('main');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(main.getByText(/^For TypeScript developers building collaborative or offline-first apps\./)).toBeVisible();
    await expect(main.getByText(/an IbexDB server that you run yourself/).first()).toBeVisible();

    const tabs = main.getByRole('tablist');
    await expect(tabs.getByRole('tab')).toHaveText(['npm', 'pnpm', 'yarn', 'bun', 'deno']);
    await expect(main.locator('[role="tabpanel"]:not([hidden])')).toContainText('npm install ibexdb');
    await tabs.getByRole('tab', {name: 'deno'}).click();
    await expect(page).toHaveURL(/[?&]package-manager=deno/);
    await expect(main.locator('[role="tabpanel"]:not([hidden])')).toContainText('deno add jsr:@ibexdb/ibexdb');

    const diagram = main.getByRole('img', {name: /^How IbexDB works/});
    await expect(diagram).toBeVisible();
    await expect(diagram.locator('desc')).toContainText('300 ms after the first uncommitted change');

    for (const limit of ['Sync needs a server you run', 'The API may change before 1.0', 'Node.js support is experimental']) {
      await expect(main.getByRole('heading', {level: 3, name: limit})).toBeVisible();
    }
    const code = main.locator('section', {has: page.locator('#home-code-title')});
    await expect(code).toContainText('in memory at once');
    await expect(code).not.toContainText('saved on the device at once');

    await openPage(page, '/docs/install');
    await expect(page.getByRole('tablist').first().getByRole('tab', {name: 'deno'})).toHaveAttribute('aria-selected', 'true');
  });

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
      const title = /<title[^>]*>([^<]+)<\/title>/.exec(await expected.text())![1];
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
