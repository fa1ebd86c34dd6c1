import type {Page} from '@playwright/test';
import {hydratedEvent} from '../../src/hydration';
import {test, expect, holdHydration, openPage, waitForHydration} from '../support/fixtures';

/**
 * Pages paint before their scripts are requested (src/ssr-template.ts): in a
 * visible tab the scripts are added from the task after the first frame on,
 * three to a task; in a hidden tab, which may run no frame for a long time, at
 * once.
 */

/**
 * Opens a page with main.js held back until the loader has added every script
 * the page lists, then lets it run and waits for hydration. Run sooner, as it
 * may from a quick local server, main.js would make the loader stop early.
 */
async function openWhenAllAdded(page: Page, path: string): Promise<void> {
  const release = await holdHydration(page);
  await page.goto(path, {waitUntil: 'domcontentloaded'});
  await page.waitForFunction(() => {
    const listed = JSON.parse(document.querySelector('script[data-scripts]')?.getAttribute('data-scripts') ?? '[]') as string[];
    const added = new Set(Array.from(document.scripts, (script) => script.getAttribute('src')));
    return listed.length > 0 && listed.every((src) => added.has(src));
  });
  release();
  await waitForHydration(page);
}

/** A script of the site's bundle added to the page, and whether Rspack's runtime added it (it marks its own with data-rspack). */
interface AddedScript {
  src: string;
  byRuntime: boolean;
}

/** What happens once the first scripts are added: main.js counts as run (as on a quick repeat visit), or the reader switches tabs. */
type AfterFirstBatch = 'main.js has run' | 'the page is hidden';

/**
 * Records every script of the site's bundle added to the page until it has
 * hydrated, one batch for each MutationObserver call (one a task); read them
 * with `addedScripts`.
 */
async function recordAddedScripts(page: Page, afterFirstBatch?: AfterFirstBatch): Promise<void> {
  await page.addInitScript(
    ({event, afterFirstBatch}) => {
      const store = window as unknown as {batches: AddedScript[][]};
      store.batches = [];
      const observer = new MutationObserver((records) => {
        const batch = records
          .flatMap((record) => Array.from(record.addedNodes))
          .filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement && new URL(node.src || '/', location.href).pathname.startsWith('/assets/js/'))
          .map((node) => ({src: new URL(node.src).pathname, byRuntime: node.hasAttribute('data-rspack')}));
        if (batch.length === 0) return;
        store.batches.push(batch);
        if (store.batches.length !== 1) return;
        // main.js sets window.docusaurus, and replaces this stand-in when it does run.
        if (afterFirstBatch === 'main.js has run') (window as unknown as {docusaurus: object}).docusaurus = {};
        if (afterFirstBatch === 'the page is hidden') Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => 'hidden'});
      });
      observer.observe(document, {childList: true, subtree: true});
      document.addEventListener(event, () => observer.disconnect(), {once: true});
    },
    {event: hydratedEvent, afterFirstBatch},
  );
}

/** The batches of scripts `recordAddedScripts` recorded. */
function addedScripts(page: Page): Promise<AddedScript[][]> {
  return page.evaluate(() => (window as unknown as {batches: AddedScript[][]}).batches);
}

/** The scripts the page lists for its loader, in order. */
async function listedScripts(page: Page): Promise<string[]> {
  return JSON.parse((await page.locator('script[data-scripts]').getAttribute('data-scripts')) ?? '[]') as string[];
}

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
    await recordAddedScripts(page);
    await openWhenAllAdded(page, '/docs/tutorial');
    const added = (await addedScripts(page)).flat().map(({src}) => src);
    const listed = await listedScripts(page);
    expect(listed.length, 'scripts the page lists').toBeGreaterThan(3);
    expect(added).toEqual(listed);
  });

  test('@framework the scripts are added three to a task, main.js among the first three', async ({page}) => {
    await recordAddedScripts(page);
    await openWhenAllAdded(page, '/docs/tutorial');
    const batches = (await addedScripts(page)).map((batch) => batch.map(({src}) => src));
    const listed = await listedScripts(page);
    expect(listed.length, 'scripts the page lists').toBeGreaterThan(6);
    expect(batches.map((batch) => batch.length), 'scripts added a task').toEqual(listed.map((_, index) => index).filter((index) => index % 3 === 0).map((index) => Math.min(3, listed.length - index)));
    expect(batches[0]?.some((src) => /\/main\.[0-9a-f]+\.js$/.test(src)), 'main.js in the first task').toBe(true);
    expect(batches.flat()).toEqual(listed);
  });

  test('@framework once main.js has run, the loader adds no more scripts: the runtime has requested what the page needs', async ({page}) => {
    await recordAddedScripts(page, 'main.js has run');
    await openPage(page, '/docs/tutorial');
    const added = (await addedScripts(page)).flat();
    const listed = await listedScripts(page);
    expect(added.filter(({byRuntime}) => !byRuntime).map(({src}) => src), 'scripts the loader added').toEqual(listed.slice(0, 3));
    expect(added.filter(({byRuntime}) => byRuntime).length, 'scripts the runtime added').toBeGreaterThan(0);
    const sources = added.map(({src}) => src);
    expect(sources.filter((src, index) => sources.indexOf(src) !== index), 'scripts added twice').toEqual([]);
  });

  test('@framework a page hidden while its scripts are being added gets the rest at once', async ({page}) => {
    await recordAddedScripts(page, 'the page is hidden');
    await openWhenAllAdded(page, '/docs/tutorial');
    const listed = await listedScripts(page);
    expect((await addedScripts(page)).map((batch) => batch.length)).toEqual([3, listed.length - 3]);
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
