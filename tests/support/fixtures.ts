import {test as base, expect, type Page} from '@playwright/test';

/** The analytics script requested when a build has an analytics id. */
export const analyticsScript = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=/;

/**
 * Every test runs with the analytics script answered locally by an empty
 * script: the machines that run the tests have no internet, and the tests
 * count the site's own analytics calls (window.dataLayer), not Google's.
 */
export const test = base.extend<{analyticsStub: void}>({
  analyticsStub: [
    async ({page}, use) => {
      await page.route(analyticsScript, (route) =>
        route.fulfill({status: 200, contentType: 'text/javascript', body: ''}),
      );
      await use();
    },
    {auto: true},
  ],
});

export {expect};

/** Opens a path and waits until React has hydrated the page. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Renders every block that skips rendering off screen (content-visibility).
 * Axe reads colours at element positions while it scrolls, and such blocks
 * take their real height, and start their colour transitions, only when
 * scrolled to. Colours do not depend on this.
 */
export async function renderAllBlocks(page: Page): Promise<void> {
  // A constructed style sheet: the site's Content-Security-Policy refuses inline <style> elements.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}
