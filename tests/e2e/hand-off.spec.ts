import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, openPage, axeViolations, analyticsScript, axeTags, colourRules, switchColourMode} from '../support/fixtures';
import {buildDir} from '../support/spec';

/**
 * A doc page's hand-off menu (src/plugins/markdown-twins/theme/CopyPage): a
 * menu button in the WAI-ARIA pattern, by keyboard, pointer and touch; what
 * its two copy items put on the clipboard; where its links go; and that
 * nothing leaves the site before a reader follows one of them.
 */

const readBuilt = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');

const itemNames = ['Copy page', 'Copy page with API context', 'View as Markdown', 'Open in ChatGPT', 'Open in Claude'];

/** Every request the page makes to a host other than the test server fails, and is listed. */
async function blockThirdParties(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.route('**', (route) => {
    const url = route.request().url();
    // The analytics script, which the fixtures answer locally.
    if (analyticsScript.test(url)) return route.fallback();
    if (new URL(url).hostname === 'localhost') return route.continue();
    outside.push(url);
    return route.abort();
  });
  return outside;
}

const menuButton = (page: Page) => page.getByRole('button', {name: 'Copy page'});
const menu = (page: Page) => page.getByRole('menu', {name: 'Copy page'});
const item = (page: Page, name: string) => menu(page).getByRole('menuitem', {name: new RegExp(`^${name}\\b(?! with)`)});

test.describe('the hand-off menu', () => {
  let outside: string[];

  test.beforeEach(async ({page}) => {
    outside = await blockThirdParties(page);
  });

  test.afterEach(() => {
    expect(outside, 'requests to third parties').toEqual([]);
  });

  test('is a menu button: Enter, Space and the arrows open it, the arrows wrap, Escape and Tab close it', async ({page}) => {
    await openPage(page, '/docs/query');
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toHaveCount(0);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', (await menu(page).getAttribute('id')) ?? 'missing');
    await expect(menu(page).getByRole('menuitem')).toHaveCount(itemNames.length);
    for (const [index, name] of itemNames.entries()) await expect(menu(page).getByRole('menuitem').nth(index)).toContainText(name);
    await expect(item(page, 'Copy page')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'Copy page with API context')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(item(page, 'Open in Claude')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'Copy page')).toBeFocused();
    await page.keyboard.press('End');
    await expect(item(page, 'Open in Claude')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(item(page, 'Copy page')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('ArrowUp');
    await expect(item(page, 'Open in Claude')).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'Copy page')).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Space');
    await expect(item(page, 'Copy page')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu(page)).toHaveCount(0);
  });

  test('copies the twin, and the context pack with its token estimate, focus back on the button', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, '/docs/query');
    const button = menuButton(page);
    const status = page.getByRole('status').filter({hasText: 'Copied'});

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(item(page, 'Copy page')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Copied the page as Markdown.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(readBuilt('docs/query.md'));
    await expect(button).toBeFocused();
    await expect(menu(page)).toHaveCount(0);

    const pack = readBuilt('docs/query.context.md');
    const tokens = Math.ceil(pack.length / 4);
    await page.keyboard.press('Enter');
    await expect(item(page, 'Copy page')).toBeFocused();
    const withContext = item(page, 'Copy page with API context');
    await expect(withContext).toContainText(`≈ ${Math.round(tokens / 1000)}k tokens`);
    await withContext.click();
    await expect(status).toHaveText('Copied the page with its API context as Markdown.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pack);
    expect(pack.startsWith(readBuilt('docs/query.md').trimEnd())).toBe(true);
    await expect(button).toBeFocused();
  });

  test('links to the twin, and to the assistants with a prompt that names the twin and the version, not the page', async ({page}) => {
    await openPage(page, '/docs/query');
    await menuButton(page).click();
    await expect(item(page, 'View as Markdown')).toHaveAttribute('href', '/docs/query.md');
    const firstParagraph = (await page.locator('article .theme-doc-markdown p').first().textContent()) ?? '';
    expect(firstParagraph.length).toBeGreaterThan(20);
    for (const [name, start] of [
      ['Open in ChatGPT', 'https://chatgpt.com/?hints=search&q='],
      ['Open in Claude', 'https://claude.ai/new?q='],
    ] as const) {
      const link = item(page, name);
      const href = (await link.getAttribute('href')) ?? '';
      expect(href.startsWith(start), href).toBe(true);
      const prompt = new URL(href).searchParams.get('q') ?? '';
      expect(prompt).toContain('https://ibexdb.dev/docs/query.md');
      expect(prompt).toContain('0.3.1');
      expect(prompt).not.toContain(firstParagraph.slice(0, 20));
      expect(prompt).not.toContain('Queries');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('passes axe with the menu open, in both colour modes, with a visible focus', async ({page}) => {
    // A short page: axe reads the whole article three times.
    await openPage(page, '/docs/api/types/schemaoptionalfields');
    await menuButton(page).focus();
    await page.keyboard.press('ArrowDown');
    const focused = item(page, 'Copy page');
    await expect(focused).toBeFocused();
    expect(await focused.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    expect(await axeViolations(page, {tags: axeTags, include: ['article']})).toEqual([]);
    await page.keyboard.press('Escape');
    await switchColourMode(page, 'dark');
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    expect(await axeViolations(page, {tags: axeTags, include: ['article']})).toEqual([]);
    expect(await axeViolations(page, {rules: colourRules, include: ['article']})).toEqual([]);
  });
});

test.describe('the hand-off menu on a phone', () => {
  test.use({viewport: {width: 360, height: 740}, hasTouch: true});

  test('opens by a tap, fits the screen, closes by a tap outside, and copies by a tap', async ({page, context}) => {
    const outside = await blockThirdParties(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, '/docs/api/types/schemaoptionalfields');
    await menuButton(page).tap();
    await expect(menu(page)).toBeVisible();
    for (const name of itemNames) await expect(item(page, name)).toBeInViewport({ratio: 1});
    const box = await menu(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The menu covers the page's top: tap the footer's plain text.
    await page.locator('.footer__copyright').tap();
    await expect(menu(page)).toHaveCount(0);

    await menuButton(page).tap();
    await item(page, 'Copy page').tap();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveText('Copied the page as Markdown.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(readBuilt('docs/api/types/schemaoptionalfields.md'));
    expect(outside).toEqual([]);
  });
});
