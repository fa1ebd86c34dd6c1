import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect, openPage, popoverViolations} from '../support/fixtures';

/**
 * Names in code samples that link to the API reference (src/plugins/api-reference/code-links): the
 * popover that shows a name's signature and summary on hover and keyboard focus, and
 * that a reader who does not hover gets the code as before (copy button, Markdown twin).
 */
const route = '/docs/tutorial';
const blockTitle = 'server/users.ts';
const queryHref = '/docs/api/classes/ibexdb#query';

/** The users.ts block of the tutorial, as written in its source. */
function sourceCode(): string {
  const source = readFileSync(path.join(__dirname, '../../docs/tutorial.mdx'), 'utf8');
  const match = new RegExp(`\`\`\`ts title="${blockTitle}"\\n([\\s\\S]*?)\\n\`\`\``).exec(source);
  if (!match) throw new Error(`docs/tutorial.mdx has no block titled ${blockTitle}`);
  return match[1];
}

const usersBlock = (page: Page) => page.locator('.theme-code-block', {hasText: 'fetchUserByEmail('}).first();

/** The popover text the build wrote for a reference page's symbol. */
async function entryOf(page: Page, file: string, anchor: string): Promise<[string, string]> {
  const response = await page.request.get(`/code-symbols/${file}.json`);
  expect(response.ok()).toBe(true);
  const entries = (await response.json()) as Record<string, [string, string]>;
  return entries[anchor];
}

async function expectBeside(popover: Locator, link: Locator): Promise<void> {
  const [box, name] = [await popover.boundingBox(), await link.boundingBox()];
  expect(box && name, 'both are laid out').toBeTruthy();
  if (!box || !name) return;
  const clear = box.y >= name.y + name.height - 0.5 || box.y + box.height <= name.y + 0.5;
  expect(clear, 'the popover does not cover the name').toBe(true);
}

test.describe('code samples linked to the reference', () => {
  test('hovering a name shows its signature and summary, and keeps them while the pointer is on the popover; Escape closes it', async ({page}) => {
    await openPage(page, route);
    const link = usersBlock(page).locator(`a[href="${queryHref}"]`).first();
    await expect(link).toHaveText('query');
    const [signature, summary] = await entryOf(page, 'classes-ibexdb', 'query');
    // The declaration as the reference page prints it, not the checker's quick info.
    expect(signature).toMatch(/^query<\n? *IS extends Schema/);
    expect(summary).not.toBe('');

    await link.hover();
    const popover = page.getByRole('tooltip');
    await expect(popover).toBeVisible();
    await expect(popover.locator('code')).toHaveText(signature);
    await expect(popover.locator('p')).toHaveText(summary);
    await expect(link).toHaveAttribute('aria-describedby', 'code-link-popover');
    await expect(link).toHaveAccessibleName('query');
    // A screen reader reads the name, then the signature and summary.
    await expect(link).toHaveAccessibleDescription(new RegExp(`query<.*${summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 's'));
    await expectBeside(popover, link);

    await popover.hover();
    await expect(popover).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(link).not.toHaveAttribute('aria-describedby');

    // Leaving the name closes it too.
    await page.mouse.move(1, 1);
    await link.hover();
    await expect(popover).toBeVisible();
    await page.mouse.move(1, 1);
    await expect(popover).toBeHidden();
  });

  test('keyboard focus shows the popover of the focused name with a visible focus ring, and Escape closes it', async ({page}) => {
    await openPage(page, route);
    const block = usersBlock(page);
    await block.locator('pre').focus();
    await page.keyboard.press('Tab');
    const first = block.locator('code a').first();
    await expect(first).toBeFocused();
    await expect(first).toHaveText('normalizeEmail');
    const popover = page.getByRole('tooltip');
    await expect(popover.locator('code')).toHaveText((await entryOf(page, 'functions-core', 'normalizeemail'))[0]);
    await expect(popover.locator('code')).toContainText('function normalizeEmail(');
    expect(await first.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    await expectBeside(popover, first);
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(first).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(block.locator('code a').nth(1)).toBeFocused();
    await expect(popover.locator('code')).toContainText('class IbexDB<');
    await page.keyboard.press('Tab');
    await expect(popover.locator('code')).toContainText('class ManagedItem<');
  });

  test('the page passes axe in both modes with the popover open', async ({page}) => {
    await openPage(page, route);
    const link = usersBlock(page).locator(`a[href="${queryHref}"]`).first();
    const {light, dark} = await popoverViolations(page, link, '.theme-code-block');
    expect(light, 'light mode').toEqual([]);
    expect(dark, 'dark mode').toEqual([]);
  });

  test('the copy button and the Markdown twin get the code exactly as written, without links', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, route);
    const block = usersBlock(page);
    await expect(block.locator(`a[href="${queryHref}"]`)).toHaveCount(1);
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sourceCode());

    const twin = await (await page.request.get(`${route}.md`)).text();
    expect(twin).toContain(`\`\`\`ts title="${blockTitle}"\n${sourceCode()}\n\`\`\``);
    expect(twin).not.toContain(queryHref);
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

    test('a tap follows the link without a popover; the popover of a focused name fits the screen', async ({page}) => {
      const fetched: string[] = [];
      await page.route('**/code-symbols/**', async (handled) => {
        fetched.push(new URL(handled.request().url()).pathname);
        await handled.continue();
      });
      await openPage(page, route);
      const block = usersBlock(page);
      // The keyboard path first: the popover stays inside the 390 px screen.
      await block.locator('pre').focus();
      await page.keyboard.press('Tab');
      const popover = page.getByRole('tooltip');
      await expect(popover).toBeVisible();
      const box = await popover.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(fetched).toEqual(['/code-symbols/functions-core.json']);

      await page.keyboard.press('Escape');
      const link = block.locator(`a[href="${queryHref}"]`).first();
      await link.scrollIntoViewIfNeeded();
      await link.tap();
      await expect(page).toHaveURL(new RegExp(`${queryHref}$`));
      expect(fetched, 'the tap fetched no popover text').toEqual(['/code-symbols/functions-core.json']);
    });
  });
});
