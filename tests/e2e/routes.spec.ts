import type {Page, Route} from '@playwright/test';
import {test, expect, openPage, axeViolations, waitForHydration, axeTags, colourRules, switchColourMode} from '../support/fixtures';
import {buildDir} from '../support/spec';
import {serveStatic} from '../../scripts/support/static-server';

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
    /** A page's title and heading, as the server writes them. */
    const shown = async (path: string) => {
      const html = await (await page.request.get(path)).text();
      return {title: /<title[^>]*>([^<]+)<\/title>/.exec(html)![1], heading: /<h1[^>]*>([^<]+)<\/h1>/.exec(html)![1]};
    };
    const start = await shown('/docs/install');
    const expected = await shown('/docs/query');
    await openPage(page, '/docs/install');
    for (const suffixed of ['/docs/query.html', '/docs/query/index.html']) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, suffixed);
      await expect(page).toHaveTitle(expected.title);
      // Each step waits for its page's own heading, which shows once its content has
      // rendered, so that the next step starts from the page this one went to.
      await expect(page.locator('h1')).toHaveText(expected.heading);
      await page.goBack();
      await expect(page.locator('h1')).toHaveText(start.heading);
    }
  });
});

/**
 * The not-found page suggests the pages closest to the address asked for
 * (src/plugins/not-found-suggestions), above the links the spec gives it.
 */
test.describe('not-found suggestions', () => {
  const found = 'Pages with a similar address:';
  const suggestions = (page: Page) => page.getByRole('list', {name: found});

  /** The spec's wording and links, all still there. */
  async function expectSpecWording(page: Page) {
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    const main = page.locator('main');
    await expect(main.getByText('There is no page at this address. It may have moved, or the link may have a typo.')).toBeVisible();
    await expect(main.getByText('These pages are a good place to continue:')).toBeVisible();
    for (const [name, href] of [['Documentation', '/docs/install'], ['API reference', '/docs/api/'], ['Tutorial', '/docs/tutorial']]) {
      await expect(main.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
    }
  }

  for (const [address, href, title] of [
    ['/docs/synch', '/docs/sync', 'Synchronization'],
    ['/docs/querys', '/docs/query', 'Queries'],
    ['/docs/api/classes/repositry', '/docs/api/classes/repository', 'Repository'],
    ['/docs/api/class/ibexdb', '/docs/api/classes/ibexdb', 'IbexDB'],
  ]) {
    test(`${address} keeps its 404 status and wording, and suggests ${href} first`, async ({page}) => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('status').filter({hasText: found})).toHaveText(found);
      const first = suggestions(page).getByRole('listitem').first();
      await expect(first.getByRole('link')).toHaveAttribute('href', href);
      await expect(first.getByRole('link')).toHaveText(title);
      await expect(first).toContainText(href);
      expect(await suggestions(page).getByRole('listitem').count()).toBeLessThanOrEqual(5);
      await expectSpecWording(page);
      // The spec's links come after the suggestions.
      const list = (await suggestions(page).boundingBox())!;
      const listBottom = list.y + list.height;
      expect((await page.locator('main').getByRole('link', {name: 'Documentation', exact: true}).boundingBox())!.y).toBeGreaterThan(listBottom);
    });
  }

  test('an address like no page gets no suggestion, says so, and keeps the spec links', async ({page}) => {
    const response = await page.goto('/docs/xyzzy-plugh');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('status').filter({hasText: 'similar'})).toHaveText('No page has a similar address.');
    await expect(page.locator('main li a[href^="/docs/"]')).toHaveCount(3);
    await expectSpecWording(page);
  });

  test('nothing below the suggestions moves when they arrive, on a phone as on a desktop', async ({page}) => {
    for (const [width, address] of [[1280, '/docs/synch'], [360, '/docs/api/class/ibexdb'], [360, '/docs/xyzzy-plugh']] as const) {
      await page.setViewportSize({width, height: 740});
      // The index is held back until the page has hydrated and the links' place is measured.
      const held: Route[] = [];
      await page.route('**/page-index.json', (route) => {
        held.push(route);
      });
      await page.goto(address);
      await waitForHydration(page);
      const link = page.locator('main').getByRole('link', {name: 'Documentation', exact: true});
      const before = (await link.boundingBox())!.y;
      await expect.poll(() => held.length).toBe(1);
      await page.unroute('**/page-index.json');
      await held[0].continue();
      await expect(page.getByRole('status').filter({hasText: 'similar'})).not.toBeEmpty();
      expect((await link.boundingBox())!.y, `${address} at ${width} px`).toBe(before);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `${address} at ${width} px`).toBe(true);
    }
  });

  test('the suggestions meet the accessibility rules in both themes', async ({page}) => {
    await openPage(page, '/docs/api/class/ibexdb');
    await expect(suggestions(page).getByRole('link').first()).toBeVisible();
    expect(await axeViolations(page, {tags: axeTags, include: ['main']})).toEqual([]);
    await switchColourMode(page, 'dark');
    expect(await axeViolations(page, {rules: colourRules, include: ['main']})).toEqual([]);
    // The keyboard reaches them in order, then the spec's links.
    const links = suggestions(page).getByRole('link');
    await links.first().focus();
    for (let next = 1; next < (await links.count()); next += 1) {
      await page.keyboard.press('Tab');
      await expect(links.nth(next)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(page.locator('main').getByRole('link', {name: 'Documentation', exact: true})).toBeFocused();
  });

  test('a plain static host serves the not-found page with status 404, and it suggests', async ({page}) => {
    const server = await serveStatic(buildDir);
    try {
      const response = await page.goto(`${server.url}docs/synch`);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(suggestions(page).getByRole('link').first()).toHaveAttribute('href', '/docs/sync');
      await expectSpecWording(page);
    } finally {
      await server.close();
    }
  });
});
