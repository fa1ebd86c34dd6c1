import type {Page} from '@playwright/test';
import {test, expect, openPage} from '../support/fixtures';

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
  test('a page requests its scripts only after its first frame, then hydrates', async ({page}) => {
    await recordFirstFrame(page);
    await openPage(page, '/docs/sync');
    const {firstFrame, scripts} = await scriptTiming(page);
    expect(scripts).toHaveLength(2);
    for (const start of scripts) {
      expect(start).toBeGreaterThan(firstFrame);
    }
    expect(await page.locator('script[src]').evaluateAll((tags) => tags.filter((tag) => tag.closest('head') && tag.hasAttribute('defer')).length)).toBe(0);
  });

  test('a page opened in a hidden tab, which runs no frames, still requests its scripts', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => 'hidden'});
      window.requestAnimationFrame = () => 0;
    });
    await page.goto('/docs/sync');
    await expect.poll(async () => (await scriptTiming(page)).scripts.length).toBe(2);
  });
});
