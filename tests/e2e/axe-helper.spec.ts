import {test, expect, openPage, axeTags, axeViolations, colourRules, renderAllBlocks} from '../support/fixtures';

/** The axe helper every accessibility check uses (tests/support/axe.ts) finds what it must, where it must. */
test.describe('axe helper', () => {
  test('reports a contrast failure and a nameless button put on a page, only inside what it is told to check', async ({page}) => {
    await openPage(page, '/docs/schema');
    await renderAllBlocks(page);
    await page.evaluate(() => {
      const text = document.createElement('p');
      text.id = 'faint';
      text.textContent = 'Grey on grey';
      text.style.color = '#777777';
      text.style.backgroundColor = '#888888';
      const button = document.createElement('button');
      button.id = 'nameless';
      document.querySelector('article')?.append(text, button);
    });
    expect(await axeViolations(page, {rules: colourRules, include: ['#faint']})).toEqual(['color-contrast (serious): #faint']);
    expect(await axeViolations(page, {tags: axeTags, include: ['#nameless']})).toEqual(['button-name (critical): #nameless']);
    expect(await axeViolations(page, {tags: axeTags, include: ['article'], exclude: ['#faint', '#nameless']})).toEqual([]);
    await expect(axeViolations(page, {tags: axeTags, include: ['#missing']})).rejects.toThrow('nothing on the page matches #missing');
  });
});
