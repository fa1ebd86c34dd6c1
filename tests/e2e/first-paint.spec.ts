import type {Page} from '@playwright/test';
import {hydratedEvent} from '../../src/hydration';
import {test, expect, holdHydration, openPage, waitForHydration} from '../support/fixtures';

/**
 * Pages paint before their scripts are requested (src/ssr-template.ts): in a
 * visible tab the scripts are added in the task after the first frame; in a
 * hidden tab, which may run no frame for a long time, at once.
 */

/** Records when the page's first frame starts: this init script asks for it before any of the page's code can. */
async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    requestAnimationFrame((time) => {
      (window as unknown as {firstFrame: number}).firstFrame = time;
    });
  });
}

/** When the first frame started and when each of the two entry scripts was requested. */
async function scriptTiming(page: Page): Promise<{firstFrame: number; scripts: number[]}> {
  return page.evaluate(() => ({
    firstFrame: (window as unknown as {firstFrame: number}).firstFrame,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/js\/(?:runtime~)?main\.\w+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
}

test.describe('scripts after the first paint', () => {
  test('@framework a page requests its scripts only after its first frame, then hydrates', async ({page}) => {
    await recordFirstFrame(page);
    await openPage(page, '/docs/sync');
    const {firstFrame, scripts} = await scriptTiming(page);
    expect(scripts).toHaveLength(2);
    for (const start of scripts) {
      expect(start).toBeGreaterThan(firstFrame);
    }
    expect(await page.locator('script[src]').evaluateAll((tags) => tags.filter((tag) => tag.closest('head') && tag.hasAttribute('defer')).length)).toBe(0);
  });

  test('@framework a page opened in a hidden tab, which runs no frames, still requests its scripts', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => 'hidden'});
      window.requestAnimationFrame = () => 0;
    });
    await page.goto('/docs/sync');
    await expect.poll(async () => (await scriptTiming(page)).scripts.length).toBe(2);
  });

  test('@framework the route\'s chunks and the offline helper come with the entry scripts: main.js inserts no script before hydration', async ({page}) => {
    // Every script of the site's bundle added to the page until it has hydrated, in order.
    await page.addInitScript((event) => {
      const store = window as unknown as {added: string[]};
      store.added = [];
      const observer = new MutationObserver((records) => {
        for (const node of records.flatMap((record) => Array.from(record.addedNodes))) {
          if (node instanceof HTMLScriptElement && new URL(node.src || '/', location.href).pathname.startsWith('/assets/js/')) store.added.push(new URL(node.src).pathname);
        }
      });
      observer.observe(document, {childList: true, subtree: true});
      document.addEventListener(event, () => observer.disconnect(), {once: true});
    }, hydratedEvent);
    await openPage(page, '/docs/tutorial');
    const added = await page.evaluate(() => (window as unknown as {added: string[]}).added);
    const listed = JSON.parse(await page.locator('script[data-scripts]').getAttribute('data-scripts') ?? '[]') as string[];
    expect(listed.length, 'scripts the page lists').toBeGreaterThan(3);
    expect(added).toEqual(listed);
  });

  test('@framework the scripts are added three to a task, and one the runtime added before its turn is not added again', async ({page}) => {
    // The scripts each task adds (one MutationObserver call a task), until the page has hydrated.
    await page.addInitScript((event) => {
      const store = window as unknown as {batches: string[][]};
      store.batches = [];
      const observer = new MutationObserver((records) => {
        const batch = records
          .flatMap((record) => Array.from(record.addedNodes))
          .filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement && new URL(node.src || '/', location.href).pathname.startsWith('/assets/js/'))
          .map((node) => new URL(node.src).pathname);
        if (batch.length === 0) return;
        store.batches.push(batch);
        if (store.batches.length > 1) return;
        // As the runtime does when main.js runs before the loader has reached a chunk: the last one is added now.
        const listed = JSON.parse(document.querySelector('script[data-scripts]')?.getAttribute('data-scripts') ?? '[]') as string[];
        const early = document.createElement('script');
        early.src = listed[listed.length - 1] ?? '';
        document.head.append(early);
      });
      observer.observe(document, {childList: true, subtree: true});
      document.addEventListener(event, () => observer.disconnect(), {once: true});
    }, hydratedEvent);
    await openPage(page, '/docs/tutorial');
    const batches = await page.evaluate(() => (window as unknown as {batches: string[][]}).batches);
    const listed = JSON.parse(await page.locator('script[data-scripts]').getAttribute('data-scripts') ?? '[]') as string[];
    expect(listed.length, 'scripts the page lists').toBeGreaterThan(6);
    expect(batches.map((batch) => batch.length).filter((size) => size > 3), 'tasks that added more than three scripts').toEqual([]);
    expect(batches.length, 'tasks that added scripts').toBeGreaterThanOrEqual(Math.ceil(listed.length / 3));
    const added = batches.flat();
    expect(added.filter((src) => src === listed.at(-1)), 'elements for the script added early').toHaveLength(1);
    expect([...new Set(added)].sort()).toEqual([...listed].sort());
  });

  test('@framework taps on buttons and tabs before hydration are held, then replayed once React has hydrated', async ({page}) => {
    // main.js, which hydrates the page, is held back until the taps are made.
    const release = await holdHydration(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // The held script also holds the load event back: wait for the HTML only.
    await page.goto('/docs/install', {waitUntil: 'domcontentloaded'});
    const bar = page.locator('.theme-announcement-bar');
    const pnpm = page.getByRole('tablist').first().getByRole('tab', {name: 'pnpm'});
    await bar.getByRole('button', {name: 'Close'}).click();
    await pnpm.click();
    await page.getByRole('button', {name: 'Copy page'}).click();
    // Nothing happened yet: the page is not hydrated, the bar and the first tab are still shown.
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
    await expect(bar).toBeVisible();
    await expect(pnpm).toHaveAttribute('aria-selected', 'false');

    release();
    await waitForHydration(page);
    await expect(bar).toBeHidden();
    await expect(pnpm).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('menu', {name: 'Copy page'})).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    expect(pageErrors).toEqual([]);

    // Once hydrated, a tap goes straight to React: the tab chosen now stays chosen.
    const yarn = page.getByRole('tablist').first().getByRole('tab', {name: 'yarn'});
    await yarn.click();
    await expect(yarn).toHaveAttribute('aria-selected', 'true');
  });
});
