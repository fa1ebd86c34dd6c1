import type {ConsoleMessage} from '@playwright/test';
import {test, expect, openPage, axeViolations, switchColourMode, withStorageDisabled} from '../support/fixtures';
import {buildDir} from '../support/spec';
import {documentedVersion} from '../../src/site';
import {serveStatic} from '../../scripts/support/static-server';

test.describe('error catalogue', () => {
  test('route chunk fails to load: a warning is logged and the page reloads in full', async ({page}) => {
    const warnings: ConsoleMessage[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message);
    });
    let failChunks = false;
    await page.route('**/assets/js/*.js', (route) => (failChunks ? route.abort() : route.continue()));
    await openPage(page, '/docs/install');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') {
        documents.push(new URL(request.url()).pathname);
        failChunks = false;
      }
    });
    failChunks = true;
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'FAQ'}).click();
    await expect.poll(() => documents).toEqual(['/docs/faq']);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page).toHaveURL(/\/docs\/faq$/);
    expect(warnings.map((warning) => warning.text())).toContainEqual(expect.stringMatching(/Loading chunk \S+ failed|ChunkLoadError/));
  });

  test('a lazy-loaded part fails: a red box shows the error text and Retry loads it', async ({page}) => {
    await page.route('**/assets/js/test-lazy-panel*.js', (route) => route.abort());
    await openPage(page, '/__test/lazy');
    await page.getByRole('button', {name: 'Load the panel'}).click();
    const box = page.getByRole('alert').filter({has: page.getByRole('button', {name: 'Retry'})});
    await expect(box).toBeVisible();
    await expect(box).toContainText(/chunk|Loading/i);
    expect(await box.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^rgb\(\s*2\d\d,\s*\d{1,2},\s*\d{1,2}\)$/);
    expect(await axeViolations(page, {rules: ['color-contrast'], include: ['[role="alert"]']})).toEqual([]);
    await page.unroute('**/assets/js/test-lazy-panel*.js');
    await box.getByRole('button', {name: 'Retry'}).click();
    await expect(page.locator('#lazy-panel')).toBeVisible();
  });

  test('@framework lazy loading waits 200 ms before showing a loader that says so, and never times out', async ({page}) => {
    // The page's fake clock, advanced by the test, measures the delay; the
    // chunk is held back until the test releases it.
    await page.clock.install();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/js/test-lazy-panel*.js', async (route) => {
      await held;
      await route.continue();
    });
    await openPage(page, '/__test/lazy');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.getByRole('button', {name: 'Load the panel'}).click();
    const loader = page.getByRole('status').filter({hasText: 'Loading…'});
    await page.clock.runFor(199);
    await expect(loader).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(loader).toBeVisible();
    // A minute on: the loader sets no time-out of its own. (The bundler gives
    // up on a script after 120 s; that is a failed load, tested above.)
    await page.clock.runFor(60_000);
    await expect(loader).toBeVisible();
    await expect(page.getByRole('button', {name: 'Retry'})).toHaveCount(0);
    release();
    await expect(page.locator('#lazy-panel')).toBeVisible();
  });

  test('wrong base path: a banner explains the cause', async ({page}) => {
    const server = await serveStatic(buildDir, {prefix: '/base/'});
    try {
      await page.goto(server.url);
      const banner = page.locator('#__docusaurus-base-url-issue-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('did not load properly');
      await expect(banner).toContainText('baseUrl');
    } finally {
      await server.close();
    }
  });

  test('browser storage unavailable: a warning is logged, the features become no-ops, the page keeps working', async ({page}) => {
    const {warnings, errors} = await withStorageDisabled(page, ['localStorage', 'sessionStorage']);
    await openPage(page, '/docs/install');
    expect(warnings.some((text) => /storage is not available/i.test(text))).toBe(true);
    await switchColourMode(page, 'dark');
    const bar = page.getByRole('banner').filter({hasText: `These docs cover IbexDB ${documentedVersion}`});
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Queries'}).click();
    await expect(page).toHaveURL(/\/docs\/query$/);
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(bar).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("page crash: 'This page crashed.' with the error and its cause, and 'Try again' re-renders the page", async ({page}) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openPage(page, '/__test/crash');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
    const main = page.locator('main');
    await expect(main).toContainText('Deliberate crash of the crash-test page');
    await expect(main).toContainText('The crash test flag is still set');
    expect(errors.join('\n')).toContain('Deliberate crash of the crash-test page');
    await page.evaluate(() => {
      window.ibexCrashTest = 'recovered';
    });
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('The crash-test page rendered');
  });
});
