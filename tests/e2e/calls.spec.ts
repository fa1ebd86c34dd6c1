import type {Page} from '@playwright/test';
import {test, expect, openPage, analyticsScript} from '../support/fixtures';

/** Makes the browser report a connection of the given kind before any page script runs. */
async function emulateConnection(page: Page, connection: {effectiveType: string; saveData: boolean}) {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {configurable: true, get: () => value});
  }, connection);
}

/** Opens `path` and returns the prefetch requests the page makes, as they come. */
async function recordPrefetches(page: Page, path: string): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    if (headers['sec-purpose']?.includes('prefetch') || headers.purpose === 'prefetch') requested.push(request.url());
  });
  await openPage(page, path);
  return requested;
}

/**
 * Opens /docs/install, then hovers three sidebar links and scrolls: the two
 * things that trigger prefetching. Returns the prefetch requests the page makes.
 */
async function invitePrefetch(page: Page): Promise<string[]> {
  const requested = await recordPrefetches(page, '/docs/install');
  for (const name of ['Schemas', 'Queries', 'Sync']) {
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name, exact: true}).hover();
  }
  await page.mouse.wheel(0, 2000);
  return requested;
}

const prefetchLinks = (page: Page) => page.locator('link[rel="prefetch"]');

type DataLayerEntry = unknown[];

async function dataLayer(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() =>
    ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? []).map((entry): unknown[] => Array.from(entry)),
  );
}

const pageViews = (entries: DataLayerEntry[]) =>
  entries.filter((entry) => entry[0] === 'event' && entry[1] === 'page_view');

test.describe('calls', () => {
  test('@framework route chunks are prefetched ahead of navigation on a normal connection', async ({page}) => {
    await emulateConnection(page, {effectiveType: '4g', saveData: false});
    const requested = await invitePrefetch(page);
    await expect.poll(() => prefetchLinks(page).count()).toBeGreaterThan(0);
    await expect.poll(() => requested.length).toBeGreaterThan(0);
  });

  test('@framework on a phone, the closed menu prefetches nothing; its pages prefetch once it opens', async ({page}) => {
    await emulateConnection(page, {effectiveType: '4g', saveData: false});
    await page.setViewportSize({width: 390, height: 844});
    // The route paths the framework's own prefetch is asked for (the first
    // window.docusaurus the page sets is the framework's).
    await page.addInitScript(() => {
      const store = window as unknown as {prefetchedPaths: string[]};
      store.prefetchedPaths = [];
      let current: unknown;
      Object.defineProperty(window, 'docusaurus', {
        configurable: true,
        get: () => current,
        set(value: {prefetch: (path: string) => unknown}) {
          const prefetch = value.prefetch;
          current = current === undefined ? {...value, prefetch: (path: string) => (store.prefetchedPaths.push(path), prefetch(path))} : value;
        },
      });
    });
    await recordPrefetches(page, '/docs/tutorial');
    /** The prefetched paths whose every link on the page is in the mobile menu. */
    const prefetchedOnlyInMenu = () =>
      page.evaluate(() => {
        const menu = document.querySelector('.navbar-sidebar');
        const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'));
        const paths = (window as unknown as {prefetchedPaths: string[]}).prefetchedPaths;
        return {all: paths.length, onlyInMenu: paths.filter((path) => links.every((link) => link.getAttribute('href') !== path || menu?.contains(link)))};
      });
    // The menu is rendered, hidden, right after hydration, its docs panel shown:
    // once it is in place and the observers have reported, read what was prefetched.
    await page.locator('.navbar-sidebar__items--show-secondary .menu__link').first().waitFor({state: 'attached'});
    await page.waitForFunction(() => document.querySelector('.navbar-sidebar__items')?.getAnimations().length === 0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect.poll(async () => (await prefetchedOnlyInMenu()).all, {message: 'the links in view prefetch'}).toBeGreaterThan(0);
    const closed = await prefetchedOnlyInMenu();
    expect(closed.onlyInMenu, 'pages prefetched though linked only from the closed menu').toEqual([]);

    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Sync', exact: true})).toBeVisible();
    await expect
      .poll(async () => (await prefetchedOnlyInMenu()).onlyInMenu.length, {message: 'the open menu\'s pages prefetch'})
      .toBeGreaterThan(0);
    // Open, the menu's panels still slide.
    await page.evaluate(() => {
      const store = window as unknown as {panelsSlid?: boolean};
      document.querySelector('.navbar-sidebar__items')?.addEventListener('transitionrun', () => (store.panelsSlid = true), {once: true});
    });
    await page.getByRole('button', {name: '← Back to main menu'}).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as {panelsSlid?: boolean}).panelsSlid ?? false)).toBe(true);
  });

  for (const connection of [
    {effectiveType: '2g', saveData: false},
    {effectiveType: 'slow-2g', saveData: false},
    {effectiveType: '4g', saveData: true},
  ]) {
    test(`@framework no prefetch on a ${connection.saveData ? 'data-saver' : connection.effectiveType} connection`, async ({page}) => {
      await emulateConnection(page, connection);
      const requested = await invitePrefetch(page);
      // The steps that prefetch on a normal connection (the test above); the
      // sidebar link below is in view, so a prefetch would have started by its click.
      await expect(prefetchLinks(page)).toHaveCount(0);
      expect(requested).toEqual([]);
      await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Queries'}).click();
      await expect(page).toHaveURL(/\/docs\/query$/);
      await expect(page.locator('article h1')).toBeVisible();
    });
  }

  test('analytics: the script loads once with the configured id, IP anonymisation is on, one page view per route change', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (analyticsScript.test(request.url())) scripts.push(request.url());
    });
    await openPage(page, '/docs/install');
    expect(scripts).toHaveLength(1);
    const initial = await dataLayer(page);
    const config = initial.find((entry) => entry[0] === 'config');
    expect(config?.[1]).toMatch(/^G-/);
    expect(scripts[0]).toContain(`id=${String(config?.[1])}`);
    expect(config?.[2]).toEqual({anonymize_ip: true});
    expect(pageViews(initial)).toHaveLength(0);

    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    const visits = [['Schemas', '/docs/schema'], ['Queries', '/docs/query'], ['Sync', '/docs/sync']] as const;
    for (const [index, [name, path]] of visits.entries()) {
      await sidebar.getByRole('link', {name, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect.poll(async () => pageViews(await dataLayer(page)).length).toBe(index + 1);
      const paths = (await dataLayer(page)).filter((e) => e[0] === 'set' && e[1] === 'page_path');
      expect(paths.at(-1)?.[2]).toBe(path);
    }
    // A late duplicate view of the last visit would show here: one more
    // route change must add exactly one view.
    await sidebar.getByRole('link', {name: 'Installation', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/install$/);
    await expect.poll(async () => pageViews(await dataLayer(page)).length).toBe(visits.length + 1);
    expect(scripts).toHaveLength(1);
  });
});
