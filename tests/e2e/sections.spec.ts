import type {Page} from '@playwright/test';
import {test, expect, openPage, renderAllBlocks} from '../support/fixtures';

/**
 * Doc sections skip rendering off screen and reserve a guessed height
 * (src/plugins/sections), scaled for the phone, tablet and desktop layouts
 * (src/css/custom.css). A tool that reads a skipped section in place (axe,
 * and so Lighthouse's contrast audit) lays its content out inside that
 * reservation: a guess that falls short lets the content overlap what
 * follows, and the tool reports the footer's colour as the text's background.
 * A reader who jumps to the page's end sees it too: the last sections render
 * taller than reserved and push the pager and footer down. So at no width may
 * a reservation fall short: each layout is checked at its narrowest width,
 * where text wraps most, and at a common one.
 */
const pages = ['/docs/tutorial', '/docs/sync', '/docs/api/classes/ibexdb', '/docs/api/classes/repository'];
const widths = [360, 412, 576, 800, 997, 1280];

interface Reservation {
  readonly reserved: number;
  readonly rendered: number;
}

/** Each section's reserved height, as the styles give it, and its height once rendered (after renderAllBlocks). */
function reservations(page: Page): Promise<Reservation[]> {
  return page.locator('.doc-section').evaluateAll((all) =>
    all.map((section) => ({
      reserved: Number.parseFloat(getComputedStyle(section).containIntrinsicBlockSize.replace('auto', '')),
      rendered: section.getBoundingClientRect().height,
    })),
  );
}

/** The sections that reserve less than they take, described. */
const shortOnes = (sections: readonly Reservation[]): string[] =>
  sections.flatMap(({reserved, rendered}, index) =>
    reserved < rendered ? [`section ${index + 1}: reserves ${Math.round(reserved)} px, takes ${Math.round(rendered)} px`] : [],
  );

test(`at ${widths.join(', ')} px no doc section reserves less height than its content takes`, async ({page}) => {
  for (const path of pages) {
    await openPage(page, path);
    // The reservations are read from the stylesheet, so every section can render at once.
    await renderAllBlocks(page);
    for (const width of widths) {
      await page.setViewportSize({width, height: 823});
      const sections = await reservations(page);
      expect(sections.length, path).toBeGreaterThan(3);
      expect(sections.every(({reserved}) => reserved > 0), `${path}: every section reserves a height`).toBe(true);
      expect.soft(shortOnes(sections), `${path} at ${width} px`).toEqual([]);
    }
  }
});

/** Records the page's layout shifts that no input caused, from its first load on. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, {layoutShifts: shifts});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
        if (!entry.hadRecentInput) shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms`);
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/**
 * Waits three frames: a section that turns visible renders in the frame after
 * the one that finds it on screen, and a shift it causes is reported by the next.
 */
async function threeFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))),
  );
}

/** The shifts recorded so far, three frames on. */
async function shiftsAfterThreeFrames(page: Page): Promise<string[]> {
  await threeFrames(page);
  return page.evaluate(() => (window as unknown as {layoutShifts: string[]}).layoutShifts);
}

/**
 * A skipped section that the browser then renders must not move what is on
 * screen: Lighthouse counts that as layout shift (CLS). The Repository page's
 * member index moved this way at a phone's width until its first section
 * stopped skipping (src/css/custom.css).
 */
test('at 412 px the heaviest pages load without layout shift', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await recordShifts(page);
  for (const path of pages) {
    await openPage(page, path);
    expect.soft(await shiftsAfterThreeFrames(page), path).toEqual([]);
  }
});

/**
 * A jump to the end (the End key, the pager's link in view) renders the last
 * sections at once. While the desktop's reservations fell short, the pager
 * and the footer moved down by up to 210 px under the reader's eyes.
 */
test('at 1280 px a jump to the end of a page moves nothing on screen', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 720});
  await recordShifts(page);
  for (const path of pages) {
    await openPage(page, path);
    expect(await shiftsAfterThreeFrames(page), `${path} on load`).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect.soft(await shiftsAfterThreeFrames(page), `${path} after the jump`).toEqual([]);
  }
});

/**
 * A link to a heading far down a page scrolls to it while the sections around
 * it are still skipped; as they render, the browser must keep the heading
 * where it is. On a desktop it could follow the sticky sidebar instead, and
 * the heading ended hundreds of pixels off screen.
 */
test('at 1280 px a link to a heading far down a page leaves the heading at the top', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 720});
  for (const target of ['/docs/tutorial#step-8-the-server-side', '/docs/sync#guarantees-and-limits', '/docs/api/classes/ibexdb#query']) {
    await openPage(page, target);
    const heading = page.locator(`[id="${target.split('#')[1]}"]`);
    await expect(heading).toBeInViewport();
    await threeFrames(page);
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top, target).toBeGreaterThanOrEqual(0);
    expect(top, target).toBeLessThan(100);
  }
});

/**
 * Back to a page gives its sections the heights they had when the reader left
 * (src/plugins/sections/client). A link within the page leaves them to the
 * stylesheet, so that they still follow the layout when the window's width
 * changes (a phone turned, a window resized).
 */
test('after a link within the page, the reservations still follow a change of width', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 720});
  await openPage(page, '/docs/tutorial');
  const tocLink = page.locator('.theme-doc-toc-desktop a[href^="#"]').nth(2);
  const hash = (await tocLink.getAttribute('href')) ?? '';
  await tocLink.click();
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
  await threeFrames(page);
  await page.setViewportSize({width: 360, height: 823});
  await renderAllBlocks(page);
  expect(shortOnes(await reservations(page))).toEqual([]);
});
