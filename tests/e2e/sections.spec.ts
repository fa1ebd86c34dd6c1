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
