import type {Locator, Page} from '@playwright/test';
import {test, expect, openPage, waitForHydration, wheelAndSettle} from '../support/fixtures';

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

/** A desktop's window and a phone's. */
const viewports = [
  {width: 1280, height: 900},
  {width: 412, height: 823},
];

/** The tutorial's links to the next guide, in its article. */
const conceptsLinks = (page: Page): Locator => page.locator('article .theme-doc-markdown a[href="/docs/concepts"]');

/**
 * Scrolls down with the wheel, a window's height or less at a time, as a reader
 * does, until the element is in the top half of the window (or the page ends),
 * and returns the scroll position it rests at.
 */
async function wheelDownTo(page: Page, element: Locator): Promise<number> {
  const {height} = page.viewportSize() ?? {height: 720};
  let rest = await page.evaluate(() => window.scrollY);
  for (;;) {
    const top = await element.evaluate((node) => node.getBoundingClientRect().top);
    if (top <= height / 2) return rest;
    const next = await wheelAndSettle(page, Math.min(height * 0.8, top - height / 3));
    if (next === rest) return rest;
    rest = next;
  }
}

test.describe('the reader journey', () => {
  for (const viewport of viewports) {
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

  for (const viewport of viewports) {
    test(`a link inside the article opens the next guide in the same document, and Back returns to the place the reader left (${viewport.width} px)`, async ({page}) => {
      await page.setViewportSize(viewport);
      await openPage(page, '/docs/tutorial');
      // The last link to the next guide, reached by scrolling down through the page as a
      // reader does, so that the sections passed on the way render at their real heights.
      const link = conceptsLinks(page).last();
      const linkTop = () => link.evaluate((element) => Math.round(element.getBoundingClientRect().top));
      const left = await wheelDownTo(page, link);
      const leftAt = await linkTop();
      expect(leftAt, 'the link is on screen').toBeGreaterThan(0);
      await markDocument(page);

      await link.click();
      await expect(page).toHaveURL(/\/docs\/concepts$/);
      await expect(page.locator('article h1')).toHaveText('Core concepts');
      expect(await sameDocument(page), 'rendered by the router, not loaded anew').toBe(true);

      await page.goBack();
      await expect(page).toHaveURL(/\/docs\/tutorial$/);
      await expect(page.locator('article h1')).not.toHaveText('Core concepts');
      await expect.poll(() => page.evaluate(() => window.scrollY), 'the scroll position the reader left').toBe(left);
      // The same offset shows the same part of the page: the link where the reader left it.
      expect(await linkTop()).toBe(leftAt);
      expect(await sameDocument(page)).toBe(true);
    });
  }

  for (const viewport of viewports) {
    test(`a reload returns to the place the reader left (${viewport.width} px)`, async ({page}) => {
      await page.setViewportSize(viewport);
      await openPage(page, '/docs/tutorial');
      const link = conceptsLinks(page).last();
      const linkTop = () => link.evaluate((element) => element.getBoundingClientRect().top);
      await wheelDownTo(page, link);
      const leftAt = await linkTop();

      await page.reload();
      await waitForHydration(page);
      // Within a pixel: the offset the browser restores is rounded.
      await expect.poll(async () => Math.abs((await linkTop()) - leftAt), 'the link where the reader left it').toBeLessThanOrEqual(1);
    });
  }

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

  /** Opens the concepts guide from the tutorial's link at `width`, counting the desktop tables of contents added on the way. */
  async function followToConcepts(page: Page, width: number): Promise<number> {
    await page.setViewportSize({width, height: 823});
    await openPage(page, '/docs/tutorial');
    await page.evaluate(() => {
      const probe = window as unknown as {tocAdded?: number};
      probe.tocAdded = 0;
      new MutationObserver((records) => {
        const added = records.flatMap((record): Node[] => Array.from(record.addedNodes));
        probe.tocAdded =
          (probe.tocAdded ?? 0) +
          added.filter((node) => node instanceof Element && (node.matches('.theme-doc-toc-desktop') || node.querySelector('.theme-doc-toc-desktop'))).length;
      }).observe(document.body, {childList: true, subtree: true});
    });
    await conceptsLinks(page).first().click();
    await expect(page.locator('article h1')).toHaveText('Core concepts');
    return page.evaluate(() => (window as unknown as {tocAdded?: number}).tocAdded ?? 0);
  }

  test('on a phone, a guide opened from a link never builds the desktop table of contents', async ({page}) => {
    // src/theme/DocItem/TOC/Desktop: the layout would build it, then remove it.
    expect(await followToConcepts(page, 412), 'desktop tables of contents added').toBe(0);
    await expect(page.locator('.theme-doc-toc-mobile')).toBeVisible();
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
    // The headings are the theme's (src/theme/MDXComponents maps them to it directly).
    await expect(page.locator('h2#order-stamps > a.hash-link')).toHaveAttribute('href', '#order-stamps');
  });

  test('on a desktop, a guide opened from a link shows its table of contents', async ({page}) => {
    expect(await followToConcepts(page, 1280)).toBe(1);
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc).toBeVisible();
    await expect(toc.getByRole('link', {name: 'Order stamps', exact: true})).toHaveAttribute('href', '#order-stamps');
    await expect(page.locator('.theme-doc-toc-mobile')).toBeHidden();
  });

  test('@framework following a link or going Back does not render the page being left again', async ({page}) => {
    // React reports each commit to a developer-tools hook it finds on the page; a DOM node's React
    // props object is replaced whenever React renders the element again (src/theme/DocItem/Content).
    await page.addInitScript(() => {
      const probe = window as unknown as {journeyCommit?: () => void; __REACT_DEVTOOLS_GLOBAL_HOOK__?: object};
      const noop = () => undefined;
      probe.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: noop,
        onScheduleFiberRoot: noop,
        onCommitFiberUnmount: noop,
        onPostCommitFiberRoot: noop,
        onCommitFiberRoot: () => probe.journeyCommit?.(),
      };
    });
    /** From now on, notes each commit and whether React rendered the article's first paragraph again while it is on the page. */
    const watchLeftPage = () =>
      page.evaluate(() => {
        const probe = window as unknown as {journeyCommit?: () => void; journeyRendered?: boolean; journeyCommits?: number};
        const paragraph = document.querySelector<HTMLParagraphElement & Record<string, unknown>>('article .theme-doc-markdown > p');
        const key = paragraph && Object.keys(paragraph).find((name) => name.startsWith('__reactProps$'));
        if (!paragraph || !key) throw new Error('no paragraph rendered by React in the article');
        const props = paragraph[key];
        probe.journeyRendered = false;
        probe.journeyCommits = 0;
        probe.journeyCommit = () => {
          probe.journeyCommits = (probe.journeyCommits ?? 0) + 1;
          if (paragraph.isConnected && paragraph[key] !== props) probe.journeyRendered = true;
        };
      });
    const result = () =>
      page.evaluate(() => {
        const probe = window as unknown as {journeyRendered?: boolean; journeyCommits?: number};
        return {journeyRendered: probe.journeyRendered === true, journeyCommits: probe.journeyCommits ?? 0};
      });

    await openPage(page, '/docs/tutorial');
    await watchLeftPage();
    await conceptsLinks(page).first().click();
    await expect(page.locator('article h1')).toHaveText('Core concepts');
    const forward = await result();
    expect(forward.journeyCommits, 'commits seen by the hook').toBeGreaterThan(0);
    expect(forward.journeyRendered, 'the tutorial rendered again after the click').toBe(false);

    await watchLeftPage();
    await page.goBack();
    await expect(page.locator('article h1')).not.toHaveText('Core concepts');
    const back = await result();
    expect(back.journeyCommits).toBeGreaterThan(0);
    expect(back.journeyRendered, 'the concepts guide rendered again after Back').toBe(false);
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
