import {spawn, type ChildProcess} from 'node:child_process';
import {createInterface} from 'node:readline';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {documentedVersion} from '../../src/site';
import {test, expect, openPage} from '../support/fixtures';

/**
 * The announcement bar's dismissal (src/clientModules/announcementBar.ts keeps
 * one made early): remembered per bar id, never lost, and a dismissed bar never
 * shows, not even for a frame, on the next load.
 */

/** The query that arms a load to press Close as soon as the page has hydrated. */
const dismissEarly = 'dismiss-early';

/**
 * Records, from the first frame of each load, whether the bar was ever visible
 * and whether the theme has taken it out of the hydrated page; and, on a load
 * whose address carries `dismiss-early`, starts from empty storage (a first
 * visit) and presses Close in the same task in which `html[data-has-hydrated]`
 * appears, the first moment a reader's press can work.
 */
async function watchBar(page: Page): Promise<void> {
  await page.addInitScript((marker) => {
    const watch = {visible: false, removed: false, pressed: 0};
    (window as unknown as {barWatch: typeof watch}).barWatch = watch;
    let armed = new URLSearchParams(window.location.search).has(marker);
    // An armed load is a first visit: nothing stored yet.
    if (armed) window.localStorage.clear();
    const check = () => {
      const root = document.documentElement;
      const bar = document.querySelector<HTMLElement>('.theme-announcement-bar');
      if (bar && bar.getClientRects().length > 0 && getComputedStyle(bar).display !== 'none') watch.visible = true;
      if (!bar && root.getAttribute('data-has-hydrated') === 'true') watch.removed = true;
      const close = bar?.querySelector<HTMLButtonElement>('button[aria-label="Close"]');
      if (armed && close && root.getAttribute('data-has-hydrated') === 'true') {
        armed = false;
        watch.pressed += 1;
        close.click();
      }
    };
    new MutationObserver(check).observe(document, {subtree: true, childList: true, attributes: true});
    const frame = () => {
      check();
      if (!watch.removed) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, dismissEarly);
}

interface BarWatch {
  visible: boolean;
  removed: boolean;
  pressed: number;
}

function watched(page: Page): Promise<BarWatch> {
  return page.evaluate(() => (window as unknown as {barWatch: BarWatch}).barWatch);
}

function storedDismissal(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('docusaurus.announcement.dismiss'));
}

/** `python3 -m http.server` over build/: a static host that sends files as they are, as the issue that found the race measured. */
async function startPythonServer(): Promise<{url: string; server: ChildProcess}> {
  const server = spawn('python3', ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', path.resolve('build')], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`The announcement-bar test serves build/ with python3 -m http.server, and python3 could not start (${error.message}): install it (sudo apt-get install -y python3).`)),
    );
    server.once('exit', (code) => reject(new Error(`python3 -m http.server exited with code ${code} before it served build/.`)));
    createInterface({input: server.stdout}).on('line', (line) => {
      const port = /port (\d+)/.exec(line)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
  });
  return {url, server};
}

test.describe('announcement bar', () => {
  test('@framework dismissal is remembered, the dismissed bar never shows on reload, a new bar id shows it at once', async ({page}) => {
    await watchBar(page);
    await openPage(page, '/');
    const bar = page.getByRole('banner').filter({hasText: `These docs cover IbexDB ${documentedVersion}`});
    await expect(bar).toBeVisible();
    expect((await watched(page)).visible).toBe(true);
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();

    for (let reload = 0; reload < 3; reload += 1) {
      await page.reload();
      await expect.poll(async () => (await watched(page)).removed).toBe(true);
      expect((await watched(page)).visible, `reload ${reload + 1}`).toBe(false);
    }
    expect(await storedDismissal(page)).toBe('true');

    await page.evaluate(() => window.localStorage.setItem('docusaurus.announcement.id', 'an-older-bar'));
    await page.reload();
    await expect(bar).toBeVisible();
    expect(await storedDismissal(page)).toBe('false');
  });

  test('@framework a dismissal made as soon as the page has hydrated is never lost: 24 first visits on a plain static host', async ({page}) => {
    test.setTimeout(180_000);
    const {url, server} = await startPythonServer();
    try {
      await watchBar(page);
      const results: string[] = [];
      for (let visit = 1; visit <= 24; visit += 1) {
        await page.goto(`${url}/docs/schema?${dismissEarly}`);
        await expect.poll(async () => (await watched(page)).pressed, `visit ${visit}: Close pressed once`).toBe(1);
        await expect(page.locator('.theme-announcement-bar'), `visit ${visit}`).toHaveCount(0);
        // Loaded again without the query, as a reload of the page the reader was on.
        await page.goto(`${url}/docs/schema`);
        await expect.poll(async () => (await watched(page)).removed, `visit ${visit}: the next load hydrated`).toBe(true);
        results.push(`visit ${visit}: stored ${String(await storedDismissal(page))}, bar shown on reload: ${String((await watched(page)).visible)}`);
      }
      expect(results, 'every dismissal kept, no bar shown').toEqual(results.map((_, index) => `visit ${index + 1}: stored true, bar shown on reload: false`));
    } finally {
      server.kill();
    }
  });
});
