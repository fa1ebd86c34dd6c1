import {test, expect, openPage, renderAllBlocks} from '../support/fixtures';

/**
 * Doc sections skip rendering off screen and reserve a guessed height
 * (src/plugins/sections). A tool that reads a skipped section in place (axe,
 * and so Lighthouse's contrast audit) lays its content out inside that
 * reservation: a guess that falls short lets the content overlap what
 * follows, and the tool reports the footer's colour as the text's background.
 * At a phone's widths, Lighthouse's included, no reservation may fall short.
 */
const pages = ['/docs/tutorial', '/docs/sync', '/docs/api/classes/ibexdb', '/docs/api/classes/repository'];

for (const width of [360, 412]) {
  test(`at ${width} px no doc section reserves less height than its content takes`, async ({page}) => {
    await page.setViewportSize({width, height: 823});
    for (const path of pages) {
      await openPage(page, path);
      const reserved = await page.locator('.doc-section').evaluateAll((sections) =>
        sections.map((section) => Number.parseFloat(getComputedStyle(section).containIntrinsicBlockSize.replace('auto', ''))),
      );
      expect(reserved.length, path).toBeGreaterThan(3);
      expect(reserved.every((height) => height > 0), `${path}: every section reserves a height`).toBe(true);
      await renderAllBlocks(page);
      const rendered = await page.locator('.doc-section').evaluateAll((sections) => sections.map((section) => section.getBoundingClientRect().height));
      const short = reserved.flatMap((height, index) =>
        height < rendered[index] ? [`section ${index + 1}: reserves ${Math.round(height)} px, takes ${Math.round(rendered[index])} px`] : [],
      );
      expect.soft(short, path).toEqual([]);
    }
  });
}

/**
 * A skipped section that the browser then renders must not move what is on
 * screen: Lighthouse counts that as layout shift (CLS). The Repository page's
 * member index moved this way at a phone's width until its first section
 * stopped skipping (src/css/custom.css).
 */
test('at 412 px the heaviest pages load without layout shift', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, {layoutShifts: shifts});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
        if (!entry.hadRecentInput) shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms`);
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  for (const path of pages) {
    await openPage(page, path);
    // Two frames after the load: a shift from the first pass over the sections is reported by then.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect.soft(await page.evaluate(() => (window as unknown as {layoutShifts: string[]}).layoutShifts), path).toEqual([]);
  }
});
