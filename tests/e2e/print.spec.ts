import type {Page} from '@playwright/test';
import {test, expect, openPage, renderAllBlocks, switchColourMode, waitForAnimations} from '../support/fixtures';
import {readPdfPages} from '../support/pdf';

/**
 * Printing a doc page (src/css/print.css and the print rules of the site's
 * components): the chrome is left out, code wraps inside its box, links show
 * their address, dark mode prints in light colours, and the PDF Chromium
 * prints has text on every page, the first one included. Each check looks
 * at the screen first, where the opposite holds.
 */

const chrome = {
  navbar: '.theme-layout-navbar',
  'announcement bar': '.theme-announcement-bar',
  'skip link': 'a[href="#__docusaurus_skipToContent_fallback"]',
  sidebar: '.theme-doc-sidebar-container',
  'table of contents': '.theme-doc-toc-desktop',
  breadcrumbs: '.theme-doc-breadcrumbs',
  'Copy page': 'article button:text-is("Copy page")',
  'code buttons': 'article .theme-code-block button',
  feedback: 'article fieldset',
  'edit link': '.theme-edit-this-page',
  pager: '.pagination-nav',
  footer: '.theme-layout-footer',
};

/** Computed colours of what a printed page shows: text, links, code tokens and blocks, diagrams, admonitions. */
function printedColours(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const parts = [
      'body',
      'article h1',
      'article h2',
      '.theme-doc-markdown p',
      '.theme-doc-markdown a',
      '.theme-doc-markdown code',
      '.theme-code-block',
      '.theme-code-block pre',
      '.theme-code-block code span',
      '.theme-doc-markdown table',
      '.theme-admonition',
      'figure svg rect',
      'figure svg path',
      'figure svg text',
    ];
    return parts.flatMap((selector) =>
      Array.from(document.querySelectorAll(selector))
        .slice(0, 40)
        .map((element) => {
          const style = getComputedStyle(element);
          return `${selector}: ${style.color} ${style.backgroundColor} ${style.fill} ${style.stroke}`;
        }),
    );
  });
}

/** Code blocks whose content is wider than their box, by their first line. */
function overflowingCode(page: Page): Promise<string[]> {
  return page.locator('article pre').evaluateAll((blocks) =>
    blocks.filter((pre) => pre.scrollWidth > pre.clientWidth + 1).map((pre) => pre.textContent?.split('\n')[0] ?? ''),
  );
}

test.describe('print', () => {
  test('printing leaves out the navbar, sidebar, table of contents, controls, pager and footer', async ({page}) => {
    await openPage(page, '/docs/sync');
    for (const [name, selector] of Object.entries(chrome)) {
      await expect(page.locator(selector).first(), `${name} on screen`).toBeAttached();
    }
    await expect(page.locator(chrome.navbar)).toBeVisible();
    await expect(page.locator(chrome.footer)).toBeVisible();
    await page.emulateMedia({media: 'print'});
    for (const [name, selector] of Object.entries(chrome)) {
      for (const element of await page.locator(selector).all()) {
        await expect(element, `${name} in print`).toBeHidden();
      }
    }
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('.theme-doc-markdown .theme-code-block').first()).toBeVisible();
    await expect(page.locator('.theme-last-updated')).toBeVisible();
  });

  test('code wraps inside its box, and every section prints', async ({page}) => {
    // A narrow page: long lines that scroll on screen must wrap in print.
    await page.setViewportSize({width: 400, height: 900});
    for (const path of ['/docs/sync', '/docs/api/classes/repository']) {
      // On screen, off-screen code is skipped (content-visibility) and has no width to
      // measure until rendered; in print, the page's own styles must render it.
      await openPage(page, path);
      await renderAllBlocks(page);
      expect((await overflowingCode(page)).length, `${path}: blocks that scroll on screen`).toBeGreaterThan(0);
      await openPage(page, path);
      await page.emulateMedia({media: 'print'});
      const skipped = await page.locator('.doc-section, article pre code').evaluateAll((elements) =>
        elements.filter((element) => getComputedStyle(element).contentVisibility !== 'visible').length,
      );
      expect(skipped, `${path}: sections and code that may be skipped in print`).toBe(0);
      expect(await overflowingCode(page), `${path}: blocks cut off in print`).toEqual([]);
      await page.emulateMedia({media: 'screen'});
    }
  });

  test('links in the text show their address in print; permalinks and links in code do not', async ({page}) => {
    await openPage(page, '/docs/contributing');
    const after = (selector: string) =>
      page.locator(selector).first().evaluate((link) => getComputedStyle(link, '::after').content);
    const internal = '.theme-doc-markdown a[href^="/docs/"]';
    const external = '.theme-doc-markdown a[href^="https://"]';
    const internalHref = await page.locator(internal).first().getAttribute('href');
    const externalHref = await page.locator(external).first().getAttribute('href');
    expect(await after(internal)).toBe('none');
    await page.emulateMedia({media: 'print'});
    expect(await after(internal)).toBe(`" (${internalHref})"`);
    expect(await after(external)).toBe(`" (${externalHref})"`);
    expect(await after('.theme-doc-markdown a.hash-link')).toBe('none');

    await openPage(page, '/docs/api/classes/repository');
    const inCode = page.locator('.theme-doc-markdown pre a');
    await expect(inCode.first()).toBeAttached();
    const addressed = await inCode.evaluateAll((links) => links.filter((link) => getComputedStyle(link, '::after').content !== 'none').length);
    expect(addressed).toBe(0);
  });

  test('dark mode prints in the light colours, code and diagrams included', async ({page}) => {
    await openPage(page, '/docs/sync');
    await expect(page.locator('figure svg[role="img"]').first()).toBeAttached();
    // Colours fade when the media changes, as when the mode does: each is read once settled.
    const coloursIn = async (media: 'screen' | 'print') => {
      await page.emulateMedia({media});
      await waitForAnimations(page);
      return printedColours(page);
    };
    const lightScreen = await coloursIn('screen');
    const lightPrint = await coloursIn('print');
    await page.emulateMedia({media: 'screen'});
    await switchColourMode(page, 'dark');
    expect(await coloursIn('screen')).not.toEqual(lightScreen);
    expect(await coloursIn('print')).toEqual(lightPrint);
  });

  test('the PDF has text on every page, the first one included', async ({page}) => {
    await openPage(page, '/docs/sync');
    await switchColourMode(page, 'dark');
    const pages = readPdfPages(await page.pdf({format: 'A4'}));
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.map(({hasText}) => hasText)).toEqual(pages.map(() => true));
  });
});
