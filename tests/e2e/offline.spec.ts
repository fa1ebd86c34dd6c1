import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {BrowserContext, Page} from '@playwright/test';
import {test as base, expect, openPage, waitForHydration, clickWhenSettled, newProjectContext} from '../support/fixtures';
import {buildDir} from '../support/spec';

/**
 * Offline reading through the service worker: a normal visit caches nothing,
 * and offline mode (`?offlineMode=true`) precaches the site, its Markdown
 * twins, context packs and copied files, so pages and their controls work
 * with the network cut.
 */

/** How many responses the page's caches hold, across all caches. */
function cachedEntries(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let count = 0;
    for (const name of await caches.keys()) count += (await (await caches.open(name)).keys()).length;
    return count;
  });
}

/**
 * The offline tests' browser: one per test worker (the tests below run in
 * one), with offline mode turned on and its service worker installed, which
 * fetches the whole precache list (about 700 files, 11 MB) once instead of
 * once per test. Each test gets a new tab in it, online at first, opens its
 * first page in offline mode as a reader would (a page opened without the
 * flag registers the worker without offline mode), and cuts the network
 * itself; the browser is back online for the next test.
 */
const test = base.extend<{offlinePage: Page}, {installedOffline: BrowserContext}>({
  installedOffline: [
    async ({browser}, use, workerInfo) => {
      const context = await newProjectContext(browser, workerInfo);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const page = await context.newPage();
      await openPage(page, '/docs/schema?offlineMode=true');
      // Active means installed, and the install step has fetched the whole precache list.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.close();
      await use(context);
      await context.close();
    },
    {scope: 'worker'},
  ],
  offlinePage: async ({installedOffline}, use) => {
    const page = await installedOffline.newPage();
    await use(page);
    await page.close();
    await installedOffline.setOffline(false);
  },
});

test.describe('offline reading', () => {
  // In order, in one worker: the service worker is installed once for the three offline tests, not once per worker.
  test.describe.configure({mode: 'default'});

  test('a normal visit registers the service worker but caches nothing', async ({page}) => {
    await openPage(page, '/docs/sync');
    const active = await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active));
    expect(active).toBe(true);
    expect(await cachedEntries(page)).toBe(0);
  });

  test('in offline mode, a page never visited opens with the network cut', async ({offlinePage: page}) => {
    await openPage(page, '/?offlineMode=true');
    expect(await cachedEntries(page)).toBeGreaterThan(100);
    await page.context().setOffline(true);
    await expect(page.evaluate(() => fetch('/docs/not-precached.md').then((r) => r.status))).rejects.toThrow();

    await page.goto('/docs/conflict-resolution');
    await waitForHydration(page);
    await expect(page.locator('article h1')).toHaveText('Conflict resolution');
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Queries', exact: true}).click();
    await expect(page.locator('article h1')).toHaveText('Queries');
  });

  test('in offline mode, Copy page copies the twin and its context pack, and View as Markdown opens the twin, with the network cut', async ({offlinePage: page}) => {
    const twin = await (await page.request.get('/docs/sync.md')).text();
    const pack = await (await page.request.get('/docs/sync.context.md')).text();
    await openPage(page, '/docs/schema?offlineMode=true');
    const twinCached = await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        if (await (await caches.open(name)).match('/docs/sync.md', {ignoreSearch: true})) return true;
      }
      return false;
    });
    expect(twinCached).toBe(true);

    await page.context().setOffline(true);
    await page.goto('/docs/sync');
    await waitForHydration(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const copy = page.getByRole('button', {name: 'Copy page'});
    await copy.click();
    await page.getByRole('menuitem', {name: /^Copy page as Markdown/}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveText('Copied the page as Markdown.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);

    // The context pack and its token estimate are in the offline cache too.
    await copy.click();
    await expect(page.getByRole('menuitem', {name: /^Copy page with API context/})).toContainText('k tokens');
    await page.getByRole('menuitem', {name: /^Copy page with API context/}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveText('Copied the page with its API context as Markdown.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pack);

    await copy.click();
    await page.getByRole('menuitem', {name: 'View as Markdown'}).click();
    await expect(page).toHaveURL(/\/docs\/sync\.md$/);
    expect(await page.evaluate(() => document.body.textContent)).toBe(twin);
  });

  test('in offline mode, "Copy as file" copies a fragment\'s complete file with the network cut', async ({offlinePage: page}) => {
    await openPage(page, '/docs/schema?offlineMode=true');
    const files = readdirSync(path.join(buildDir, 'copied-files/docs/query')).map((name) => `/copied-files/docs/query/${name}`);
    const uncached = await page.evaluate(async (urls) => {
      const stores = await Promise.all((await caches.keys()).map((name) => caches.open(name)));
      const found = await Promise.all(urls.map(async (url) => (await Promise.all(stores.map((store) => store.match(url, {ignoreSearch: true})))).some(Boolean)));
      return urls.filter((_, i) => !found[i]);
    }, files);
    expect(files.length).toBeGreaterThan(3);
    expect(uncached, 'copied files missing from the offline cache').toEqual([]);
    await page.context().setOffline(true);
    await page.goto('/docs/query');
    await waitForHydration(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.evaluate(() => navigator.clipboard.writeText('before the copy'));
    const [request] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/copied-files/')),
      clickWhenSettled(page.getByRole('button', {name: 'Copy as file'}).first()),
    ]);
    expect((await request.response())?.fromServiceWorker(), 'the offline cache answers').toBe(true);
    const file = readFileSync(path.join(buildDir, ...new URL(request.url()).pathname.split('/')), 'utf8');
    expect(file).toMatch(/^import /);
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), {message: 'the clipboard holds the file'}).toBe(file);
  });
});
