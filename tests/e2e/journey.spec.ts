import type {Page} from '@playwright/test';
import {test, expect, openPage, wheelAndSettle} from '../support/fixtures';

/**
 * What a reader does after a page has loaded: press a tab, follow a link in the
 * article to the next guide, go back. Each checks what the reader gets, not how
 * fast (the timings are `npm run bench`'s).
 */

/** Marks the current document, so that a test can tell a page the router rendered from a full load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as {journeyMark?: boolean}).journeyMark = true));
}

function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as {journeyMark?: boolean}).journeyMark === true);
}

test.describe('the reader journey', () => {
  for (const viewport of [{width: 1280, height: 900}, {width: 412, height: 823}]) {
    test(`the first press on a tab inside an article selects it and shows its panel (${viewport.width} px)`, async ({page}) => {
      await page.setViewportSize(viewport);
      await openPage(page, '/docs/install');
      const article = page.locator('article');
      const tab = article.getByRole('tab', {name: 'pnpm'}).first();
      await expect(tab).toHaveAttribute('aria-selected', 'false');
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const panel = page.locator(`#${await tab.getAttribute('aria-controls')}`);
      await expect(panel).toBeVisible();
      await expect(panel).toContainText('pnpm');
    });
  }

  test('a link inside the article opens the next guide in the same document, and Back returns to the place the reader left', async ({page}) => {
    await openPage(page, '/docs/tutorial');
    const link = page.locator('article .theme-doc-markdown a[href="/docs/concepts"]').first();
    await link.scrollIntoViewIfNeeded();
    const left = await wheelAndSettle(page, 150);
    await markDocument(page);

    await link.click();
    await expect(page).toHaveURL(/\/docs\/concepts$/);
    await expect(page.locator('article h1')).toHaveText('Core concepts');
    expect(await sameDocument(page), 'rendered by the router, not loaded anew').toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/\/docs\/tutorial$/);
    await expect(page.locator('article h1')).not.toHaveText('Core concepts');
    await expect.poll(() => page.evaluate(() => window.scrollY), 'the scroll position the reader left').toBe(left);
    expect(await sameDocument(page)).toBe(true);
  });

  test('a link inside an API page opens the member it names on another page, in the same document', async ({page}) => {
    await openPage(page, '/docs/api/classes/repository');
    const link = page.locator('article .theme-doc-markdown a[href^="/docs/api/classes/ibexdb"]').first();
    await link.scrollIntoViewIfNeeded();
    const href = await link.getAttribute('href');
    await markDocument(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${(href ?? '').replace(/[.?*+^$[\]\\(){}|-]/g, '\\$&')}$`));
    await expect(page.locator('article h1')).toContainText('IbexDB');
    expect(await sameDocument(page)).toBe(true);
  });

  /** Opens the concepts guide from the tutorial's link in a window `width` pixels wide. */
  async function followToConcepts(page: Page, width: number): Promise<void> {
    await page.setViewportSize({width, height: 823});
    await openPage(page, '/docs/tutorial');
    await page.locator('article .theme-doc-markdown a[href="/docs/concepts"]').first().click();
    await expect(page.locator('article h1')).toHaveText('Core concepts');
  }

  test('on a phone, a guide opened from a link shows its table of contents folded above the article', async ({page}) => {
    await followToConcepts(page, 412);
    await expect(page.locator('.theme-doc-toc-mobile')).toBeVisible();
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
  });

  test('on a desktop, a guide opened from a link shows its table of contents', async ({page}) => {
    await followToConcepts(page, 1280);
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc).toBeVisible();
    await expect(toc.getByRole('link', {name: 'Order stamps', exact: true})).toHaveAttribute('href', '#order-stamps');
    await expect(page.locator('.theme-doc-toc-mobile')).toBeHidden();
  });

  test('@framework a link to a section of another page loads that page ahead, and no chunk is prefetched twice', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await openPage(page, '/docs/sync');
    // Every link of the article in view once, as a reader scrolling through it brings them.
    const links = page.locator('article .theme-doc-markdown a[href^="/docs/"]');
    for (const link of await links.all()) await link.scrollIntoViewIfNeeded();
    // The intersection observers report after a rendering update: two frames, then a task.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))));
    const prefetched = await page.evaluate(() => Array.from(document.querySelectorAll('link[rel="prefetch"]'), (link) => link.getAttribute('href')));
    expect(prefetched.length, 'chunks prefetched for the links in view').toBeGreaterThan(0);
    expect(prefetched, 'each chunk once').toEqual([...new Set(prefetched)]);

    // A name in the article that goes to a member of an API page: pointing at it loads that page's code.
    await openPage(page, '/docs/sync');
    const memberLink = page.locator('article .theme-doc-markdown a[href^="/docs/api/"][href*="#"]:not(pre a)').first();
    await memberLink.scrollIntoViewIfNeeded();
    const scriptLoaded = page.waitForRequest((request) => request.resourceType() === 'script' && request.url().includes('/assets/js/'));
    await memberLink.hover();
    await scriptLoaded;
  });
});
