import type {Locator, Page} from '@playwright/test';
import {test, expect, openPage, clickWhenSettled} from '../support/fixtures';

/**
 * A page a reader reaches by a link is rendered in the browser, from the data the
 * browser bundle carries (slimmed by src/plugins/lean-bundle: the site config and the
 * docs' data without what no browser code reads, one helper of tslib for the whole
 * library); a page opened by its address shows first the server's HTML, rendered from
 * the full data. Whatever the bundle leaves out, the reader must not miss it: each
 * step below, taken by a link as a reader takes it, shows what the server's HTML of the
 * same page shows (read with scripts off), and runs without an error.
 */

/** What the reader sees of a page: its title and description, the navbar, the sidebar, the article, the pager, the footer. */
function readerView(page: Page) {
  return page.evaluate(() => {
    const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const links = (selector: string) =>
      Array.from(document.querySelectorAll(selector), (link) =>
        // A sidebar category without a page of its own: the server's HTML links it to its first page for a reader
        // without scripts, the browser makes it a toggle.
        link.classList.contains('menu__link--sublist')
          ? `${text(link)} (category)`
          : `${text(link)} → ${link.getAttribute('href')}${link.getAttribute('aria-current') ? ' (current)' : ''}`,
      );
    return {
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      heading: text(document.querySelector('main h1, article h1')),
      navbar: links('nav[aria-label="Main"] a'),
      breadcrumbs: links('nav[aria-label="Breadcrumbs"] a'),
      sidebar: links('nav[aria-label="Docs sidebar"] a'),
      toc: links('.theme-doc-toc-desktop a'),
      article: text(document.querySelector('article .theme-doc-markdown')),
      pager: links('nav[aria-label="Docs pages"] a'),
      footer: links('footer a'),
    };
  });
}

/** Each step: the page it starts from, the link a reader follows there, the page it opens. */
const steps: {from: string; to: string; follow: (page: Page) => Locator | Promise<Locator>}[] = [
  {from: '/', to: '/docs/install', follow: (page) => page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true})},
  {from: '/docs/install', to: '/docs/tutorial', follow: (page) => page.getByRole('navigation', {name: 'Docs pages'}).getByRole('link', {name: /^Next/})},
  {from: '/docs/tutorial', to: '/docs/api/', follow: (page) => page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API', exact: true})},
  {
    from: '/docs/api/',
    to: '/docs/api/classes/repository',
    follow: async (page) => {
      const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
      const classes = sidebar.getByRole('button', {name: 'Classes'});
      await classes.click();
      // Pressed while the category still opens, a link may not be where the click lands.
      await expect(classes).toHaveAttribute('aria-expanded', 'true');
      const link = sidebar.getByRole('link', {name: 'Repository', exact: true});
      await expect(link).toBeInViewport();
      return link;
    },
  },
  {
    from: '/docs/api/classes/repository',
    to: '/docs/api/classes/item',
    follow: (page) => page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Item', exact: true}),
  },
];

test.describe('a page reached by a link', () => {
  for (const {from, to, follow} of steps) {
    test(`${from} to ${to}: shows what the server's HTML of ${to} shows, without an error`, async ({page, browser, baseURL}) => {
      const scriptsOff = await browser.newContext({baseURL, javaScriptEnabled: false});
      const serverPage = await scriptsOff.newPage();
      await serverPage.goto(to);
      const expected = await readerView(serverPage);
      await scriptsOff.close();
      expect(expected.heading.length).toBeGreaterThan(2);
      expect(expected.sidebar.length + expected.navbar.length).toBeGreaterThan(5);

      const errors: string[] = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type())) errors.push(`console ${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      await openPage(page, from);
      // Set on the page the reader starts from: still there after the step only if the browser did not load a new document.
      await page.evaluate(() => ((window as unknown as {startedHere: boolean}).startedHere = true));
      // At a desktop's width the doc sections' reserved heights fall short, so a link at a page's
      // end moves down once scrolled to (src/plugins/sections): click it where it rests.
      await clickWhenSettled(await follow(page));
      await expect(page).toHaveURL(to);
      await expect(page.locator('main h1, article h1')).toHaveText(expected.heading);
      expect(await page.evaluate(() => (window as unknown as {startedHere?: boolean}).startedHere), 'reached without loading a new document').toBe(true);
      await expect.poll(() => readerView(page)).toEqual(expected);
      expect(errors).toEqual([]);
    });
  }
});
