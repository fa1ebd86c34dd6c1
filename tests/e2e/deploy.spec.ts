import fs from 'node:fs';
import path from 'node:path';
import type {BrowserContext, Page} from '@playwright/test';
import {test, expect, openPage, waitForHydration} from '../support/fixtures';
import {headersFor} from '../../src/plugins/deploy-headers/policy';

/**
 * The production build as a host that reads build/_headers serves it: every
 * response carries the headers the file gives its path, the strict
 * Content-Security-Policy included (src/plugins/deploy-headers). Each page type
 * must run with no policy violation and no console error, and keep its spec
 * behaviours. Each file's cache rule in `_headers` is checked in the build's files
 * (tests/built/deploy-headers.test.ts).
 */
const buildDir = path.resolve('build');
const headersFile = () => fs.readFileSync(path.join(buildDir, '_headers'), 'utf8');

/**
 * Answers every page request with the response plus the `_headers` headers of
 * its path: the policy a document runs under is the one its own response
 * carries. Other requests (scripts, the service worker, prefetches) go to the
 * server untouched, so offline mode can install as it would on the host.
 */
async function serveWithHeaders(context: BrowserContext): Promise<void> {
  const file = headersFile();
  await context.route(
    (url) => url.hostname === 'localhost',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const {pathname} = new URL(route.request().url());
      return route.fulfill({response, headers: {...response.headers(), ...headersFor(file, pathname)}});
    },
  );
}

/** Collects the page's policy violations and console errors from the first script on. */
async function watch(page: Page): Promise<{violations: () => Promise<string[]>; errors: string[]}> {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) => found.push(`${event.violatedDirective}: ${event.blockedURI}`));
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('status of 404')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    errors,
    violations: () => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations),
  };
}

test.describe('deployed with the generated headers', () => {
  test.beforeEach(async ({context}) => {
    await serveWithHeaders(context);
  });

  for (const [kind, pagePath] of [
    ['the home page', '/'],
    ['a guide with the conflict sandbox', '/docs/conflict-resolution'],
    ['an API page', '/docs/api/classes/repository'],
    ['the not-found page', '/docs/no-such-page'],
  ] as const) {
    test(`${kind} runs under the policy: no violation, no console error`, async ({page}) => {
      const {violations, errors} = await watch(page);
      const response = await page.goto(pagePath);
      await waitForHydration(page);
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response?.headers()['x-content-type-options']).toBe('nosniff');
      expect(await violations()).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('the conflict sandbox loads and runs under the policy', async ({page}) => {
    const {violations, errors} = await watch(page);
    await openPage(page, '/docs/conflict-resolution');
    const sandbox = page.getByRole('region', {name: 'Conflict sandbox'});
    await sandbox.getByRole('button', {name: 'Start the sandbox'}).click();
    await expect(sandbox).toHaveAttribute('data-state', 'ready');
    await expect(sandbox.getByRole('switch', {name: 'Laptop online'})).toBeVisible();
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the not-found page fetches its page index and suggests under the policy', async ({page}) => {
    const {violations, errors} = await watch(page);
    await openPage(page, '/docs/synch');
    await expect(page.getByRole('list', {name: 'Pages with a similar address:'}).getByRole('link').first()).toHaveAttribute('href', '/docs/sync');
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('offline mode installs its service worker and caches the site under the policy', async ({page}) => {
    // The install fetches the whole site, twins and files for assistants included: a few megabytes.
    test.setTimeout(90_000);
    const {violations, errors} = await watch(page);
    await openPage(page, '/?offlineMode=true');
    const cached = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      let count = 0;
      for (const name of await caches.keys()) count += (await (await caches.open(name)).keys()).length;
      return count;
    });
    expect(cached).toBeGreaterThan(100);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the colour mode is set before the first paint: its inline script is allowed by hash', async ({page}) => {
    const {violations} = await watch(page);
    await page.addInitScript(() => {
      window.localStorage.setItem('theme', 'dark');
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as {themeAtLoad: string | null}).themeAtLoad = document.documentElement.getAttribute('data-theme');
      });
    });
    await openPage(page, '/docs/install');
    expect(await page.evaluate(() => (window as unknown as {themeAtLoad: string | null}).themeAtLoad)).toBe('dark');
    expect(await violations()).toEqual([]);
  });

  test('the announcement bar, the crash fallback and the progress bar still work under the policy', async ({page}) => {
    const {violations} = await watch(page);
    await openPage(page, '/docs/install');
    await page.getByRole('button', {name: 'Close'}).click();
    await expect(page.getByRole('button', {name: 'Close'})).toHaveCount(0);
    // A navigation whose chunks are held back until the progress bar shows.
    const held: (() => Promise<void>)[] = [];
    await page.route('**/assets/js/*.js', (route) => {
      held.push(() => route.continue());
    });
    await page.getByRole('link', {name: 'Tutorial'}).first().click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await page.unroute('**/assets/js/*.js');
    await Promise.all(held.map((release) => release()));
    await expect(page.locator('article h1')).toHaveText(/tutorial/i);
    await openPage(page, '/__test/crash');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
    await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('an injected inline script is blocked and reported (positive control)', async ({page}) => {
    const {violations} = await watch(page);
    await openPage(page, '/docs/install');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.head.append(script);
    });
    // Reported once by each policy the page runs under: the header's and the <meta>'s.
    await expect.poll(violations).toContain('script-src-elem: inline');
    expect(new Set(await violations())).toEqual(new Set(['script-src-elem: inline']));
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  });
});

