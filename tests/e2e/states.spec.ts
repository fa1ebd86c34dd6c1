import type {Page} from '@playwright/test';
import {test, expect, openPage, colourToggleName, switchColourMode} from '../support/fixtures';

/**
 * Records what each commit did, as a MutationObserver sees it: whether it removed
 * the desktop docs sidebar, and whether it inserted the mobile menu. The observer
 * reports at each microtask checkpoint, so commits of different tasks never share a
 * report, and the menu's render, a transition started in a passive effect, commits
 * in a task of its own (see "Upgrading Docusaurus" in CONTRIBUTING.md).
 */
async function trackMenuCommits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store = window as unknown as {commits: {sidebarRemoved: boolean; menuInserted: boolean}[]};
    store.commits = [];
    const holds = (nodes: Node[], selector: string) =>
      nodes.some((node) => node instanceof Element && (node.matches(selector) || node.querySelector(selector) !== null));
    new MutationObserver((records) => {
      const added = records.flatMap((record) => Array.from(record.addedNodes));
      const removed = records.flatMap((record) => Array.from(record.removedNodes));
      store.commits.push({sidebarRemoved: holds(removed, 'nav[aria-label="Docs sidebar"]'), menuInserted: holds(added, '.navbar-sidebar')});
    }).observe(document, {childList: true, subtree: true});
  });
}

/** One commit dropped the desktop sidebar and another, later, inserted the menu, since the tracking began or was reset. */
async function expectMenuInItsOwnCommit(page: Page): Promise<void> {
  const commits = await page.evaluate(() => (window as unknown as {commits: {sidebarRemoved: boolean; menuInserted: boolean}[]}).commits);
  expect(commits.filter((commit) => commit.sidebarRemoved), 'the update that drops the desktop sidebar').toHaveLength(1);
  expect(commits.filter((commit) => commit.menuInserted), 'the render that builds the menu').toHaveLength(1);
  expect(commits.filter((commit) => commit.sidebarRemoved && commit.menuInserted), 'both in one').toEqual([]);
}

test.describe('states', () => {
  test('colour mode is light by default and ignores a dark system preference', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await openPage(page, '/docs/install');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBeNull();
  });

  test('the toggle flips light and dark, and the choice persists in localStorage', async ({page}) => {
    await openPage(page, '/docs/install');
    await switchColourMode(page, 'dark');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await switchColourMode(page, 'light');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
  });

  test('with respectPrefersColorScheme the toggle cycles light, dark, system', async ({page}) => {
    await openPage(page, '/__test/color-mode-cycle');
    const toggle = page.locator('main').getByRole('button', {name: colourToggleName});
    const choice = page.locator('#color-mode-choice');
    await expect(choice).toHaveText('light');
    await expect(toggle).toHaveAttribute('aria-label', /currently light mode/);
    await toggle.click();
    await expect(choice).toHaveText('dark');
    await toggle.click();
    await expect(choice).toHaveText('system');
    await expect(toggle).toHaveAttribute('aria-label', /currently system mode/);
    await toggle.click();
    await expect(choice).toHaveText('light');
  });

  test('mobile side menu opens and closes by its toggle', async ({page}) => {
    await page.setViewportSize({width: 800, height: 900});
    await openPage(page, '/docs/install');
    const sidebar = page.locator('.navbar-sidebar');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await expect(sidebar.getByRole('link', {name: 'API', exact: true})).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('mobile side menu closes by itself when the window grows past 996 px', async ({page}) => {
    await page.setViewportSize({width: 800, height: 900});
    await openPage(page, '/docs/install');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.setViewportSize({width: 1100, height: 900});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await page.setViewportSize({width: 800, height: 900});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });

  test('@framework on a phone, the menu is built after the update that learns the window size, in a render of its own', async ({page}) => {
    await trackMenuCommits(page);
    await page.setViewportSize({width: 390, height: 844});
    await openPage(page, '/docs/tutorial');
    // Hidden, the menu is there before the reader opens it, its docs panel filled.
    await page.locator('.navbar-sidebar__items--show-secondary .menu__link').first().waitFor({state: 'attached'});
    await expectMenuInItsOwnCommit(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Sync', exact: true})).toBeVisible();
  });

  test('@framework a window that narrows to a phone again builds the menu again in a render of its own', async ({page}) => {
    await trackMenuCommits(page);
    await page.setViewportSize({width: 390, height: 844});
    await openPage(page, '/docs/tutorial');
    await page.locator('.navbar-sidebar__items--show-secondary .menu__link').first().waitFor({state: 'attached'});
    // Past the phone width the theme drops the menu and shows the desktop sidebar again.
    await page.setViewportSize({width: 1100, height: 844});
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
    await page.evaluate(() => ((window as unknown as {commits: unknown[]}).commits = []));
    await page.setViewportSize({width: 390, height: 844});
    await page.locator('.navbar-sidebar__items--show-secondary .menu__link').first().waitFor({state: 'attached'});
    await expectMenuInItsOwnCommit(page);
  });

  test("one docs version, 'current': no version badge, no banner", async ({page}) => {
    // The label, 'Next', shows on no page; tests/unit/config.test.ts reads it
    // from the versions the docs plugin loads.
    await openPage(page, '/docs/install');
    await expect(page.locator('meta[name="docusaurus_version"]')).toHaveAttribute('content', 'current');
    await expect(page.locator('html')).toHaveClass(/docs-version-current/);
    await expect(page.locator('.theme-doc-version-badge')).toHaveCount(0);
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });

  test('a stored docs version preference is read from localStorage and dropped when that version does not exist', async ({page}) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('docs-preferred-version-default', 'v0-removed');
      }
    });
    await openPage(page, '/docs/install');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', 'current'));
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  });

  test('@framework router history keys are 6 characters long', async ({page}) => {
    await openPage(page, '/docs/install');
    await page.getByRole('link', {name: 'Tutorial'}).first().click();
    await expect(page).toHaveURL(/\/docs\/tutorial$/);
    const key = await page.evaluate(() => (window.history.state as {key?: string} | null)?.key);
    expect(key).toMatch(/^[a-z0-9]{6}$/);
  });

  test('@framework a sidebar category collapses with an animation whose duration is derived from its content height', async ({page}) => {
    await openPage(page, '/docs/install');
    const category = page.locator('nav[aria-label="Docs sidebar"] .theme-doc-sidebar-item-category').filter({hasText: 'Sync and security'});
    const list = category.locator(':scope > ul.menu__list');
    await page.evaluate(() => {
      const transitions: string[] = [];
      (window as unknown as {collapseTransitions: string[]}).collapseTransitions = transitions;
      new MutationObserver((records) => {
        for (const record of records) {
          const style = (record.target as HTMLElement).style;
          if (style.transition) transitions.push(`${style.transition}|${style.height}`);
        }
      }).observe(document.querySelector('nav[aria-label="Docs sidebar"]')!, {subtree: true, attributes: true, attributeFilter: ['style']});
    });
    const height = await list.evaluate((el) => el.scrollHeight);
    await category.getByRole('button', {name: /Sync and security/}).click();
    await expect(list).toBeHidden();
    const transitions = await page.evaluate(() => (window as unknown as {collapseTransitions: string[]}).collapseTransitions);
    const ratio = height / 36;
    const expected = Math.round((4 + 15 * ratio ** 0.25 + ratio / 5) * 10);
    expect(transitions).toContain(`height ${expected}ms ease-in-out|${height}px`);
  });
});
