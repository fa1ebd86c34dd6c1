import type {Page} from '@playwright/test';
import {test, expect, openPage, axeViolations, axeTags, clickWhenSettled, colourRules, switchColourMode, withStorageDisabled} from '../support/fixtures';

/**
 * "Was this page helpful?" (src/plugins/feedback) in the test build, which
 * has an analytics id: where it shows, the one event each answer sends (read
 * from window.dataLayer, where gtag queues its calls; the fixture answers the
 * analytics script itself locally), the thanks, the memory of an answer, and
 * a visit where storage throws. tests/unit/feedback.test.ts checks that a
 * build without analytics does not show it.
 */

const question = (page: Page) => page.getByRole('group', {name: 'Was this page helpful?'});
const reasonsGroup = (page: Page) => page.getByRole('group', {name: 'What was wrong with it?'});
const thanks = (page: Page) => page.getByRole('status').filter({hasText: 'Thanks for your feedback.'});

/** The feedback events the page has sent so far, as gtag received them. */
async function feedbackEvents(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? [])
      .map((entry): unknown[] => Array.from(entry))
      .filter((entry) => entry[0] === 'event' && String(entry[1]).startsWith('page_feedback')),
  );
}

test.describe('feedback', () => {
  test('it follows the content of guides and API pages, before the pager; the home page has none', async ({page}) => {
    for (const path of ['/docs/sync', '/docs/api/classes/repository']) {
      await openPage(page, path);
      await expect(question(page)).toBeVisible();
      await expect(question(page).getByRole('button')).toHaveText(['Yes', 'No']);
      const order = await question(page).evaluate((group) => {
        const content = document.querySelector('article .theme-doc-markdown');
        const pager = document.querySelector('.pagination-nav');
        return {
          afterContent: Boolean(content && content.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING),
          insideContent: Boolean(content?.contains(group)),
          beforePager: Boolean(pager && pager.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_PRECEDING),
        };
      });
      expect(order, path).toEqual({afterContent: true, insideContent: false, beforePager: true});
    }
    await openPage(page, '/');
    await expect(page.locator('main h1')).toHaveText('IbexDB');
    await expect(question(page)).toHaveCount(0);
  });

  test('Yes sends one event with the page path and the answer, says thanks, and is remembered for that page', async ({page}) => {
    await openPage(page, '/docs/sync');
    expect(await feedbackEvents(page)).toEqual([]);
    await clickWhenSettled(question(page).getByRole('button', {name: 'Yes'}));
    await expect(thanks(page)).toBeVisible();
    await expect(thanks(page)).toBeFocused();
    await expect(thanks(page)).toHaveAttribute('aria-live', 'polite');
    await expect(question(page)).toHaveCount(0);
    expect(await feedbackEvents(page)).toEqual([['event', 'page_feedback', {page_path: '/docs/sync', answer: 'yes'}]]);

    await page.reload();
    await expect(thanks(page)).toBeVisible();
    await expect(question(page)).toHaveCount(0);
    expect(await feedbackEvents(page)).toEqual([]);

    // Another page still asks.
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Queries', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/query$/);
    await expect(question(page)).toBeVisible();
  });

  test('No, by keyboard: focus moves to the reasons, and a reason sends its own event', async ({page}) => {
    await openPage(page, '/docs/query');
    await question(page).getByRole('button', {name: 'No'}).focus();
    await page.keyboard.press('Enter');
    const reasons = reasonsGroup(page).getByRole('button');
    await expect(reasons).toHaveText(['Wrong or outdated', 'Unclear', 'Missing an example', 'Other']);
    await expect(reasons.first()).toBeFocused();
    expect(await feedbackEvents(page)).toEqual([['event', 'page_feedback', {page_path: '/docs/query', answer: 'no'}]]);

    await page.keyboard.press('Tab');
    await expect(reasons.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(thanks(page)).toBeFocused();
    await expect(reasonsGroup(page)).toHaveCount(0);
    expect(await feedbackEvents(page)).toEqual([
      ['event', 'page_feedback', {page_path: '/docs/query', answer: 'no'}],
      ['event', 'page_feedback_reason', {page_path: '/docs/query', reason: 'unclear'}],
    ]);
  });

  test('the reasons pass axe in both themes and fit a phone', async ({page}) => {
    await openPage(page, '/docs/schema');
    await clickWhenSettled(question(page).getByRole('button', {name: 'No'}));
    await expect(reasonsGroup(page)).toBeVisible();
    const feedback = 'article fieldset';
    expect(await axeViolations(page, {tags: axeTags, include: [feedback]}), 'light mode').toEqual([]);
    await switchColourMode(page, 'dark');
    expect(await axeViolations(page, {rules: colourRules, include: [feedback]}), 'dark mode').toEqual([]);
    await page.setViewportSize({width: 360, height: 740});
    await expect(reasonsGroup(page).getByRole('button')).toHaveCount(4);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('where storage throws, it still works for the visit and remembers nothing', async ({page}) => {
    const {warnings, errors} = await withStorageDisabled(page, ['localStorage']);
    await openPage(page, '/docs/sessions');
    await clickWhenSettled(question(page).getByRole('button', {name: 'Yes'}));
    await expect(thanks(page)).toBeVisible();
    expect(await feedbackEvents(page)).toEqual([['event', 'page_feedback', {page_path: '/docs/sessions', answer: 'yes'}]]);
    expect(warnings.some((text) => /storage is not available/i.test(text))).toBe(true);

    await page.reload();
    await expect(question(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the question is not in the Markdown twins or llms-full.txt', async ({page}) => {
    await openPage(page, '/docs/sync');
    await expect(question(page)).toBeVisible();
    for (const url of ['/docs/sync.md', '/docs/api/classes/repository.md', '/llms-full.txt']) {
      const response = await page.request.get(url);
      expect(response.ok(), url).toBe(true);
      const text = await response.text();
      expect(text, url).toMatch(/^# /m);
      expect(text, url).not.toMatch(/Was this page helpful|What was wrong with it/);
    }
  });
});
