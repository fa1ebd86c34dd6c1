import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, openPage, axeTags, colourRules, renderAllBlocks, switchColourMode, axeViolations} from '../support/fixtures';
import {buildDir} from '../support/spec';

/**
 * What a reader takes away from a sample (issue 26): "Copy as file" on every fragment
 * (src/plugins/copy-as-file), "Used in the guides" on the API pages and the "Runs in"
 * lines (src/plugins/api-reference/code-links, runtimes.mjs).
 */
const guide = '/docs/query';
const copyAsFile = 'Copy as file';

/** The copied files the build wrote for a guide, by URL. */
function copiedFilesOf(route: string): Map<string, string> {
  const folder = path.join(buildDir, 'copied-files', 'docs', route.replace(/^\/docs\//, ''));
  return new Map(readdirSync(folder).map((name) => [`/copied-files/docs/${route.replace(/^\/docs\//, '')}/${name}`, readFileSync(path.join(folder, name), 'utf8')]));
}

/** The axe violations within some parts of the page, light mode then dark. */
async function violationsInBothModes(page: Page, selectors: string[]): Promise<string[][]> {
  const light = await axeViolations(page, {tags: axeTags, include: selectors});
  await switchColourMode(page, 'dark');
  const dark = await axeViolations(page, {rules: colourRules, include: selectors});
  return [light, dark];
}

test.describe('samples a reader takes away', () => {
  test('every fragment of a guide has "Copy as file", and the file loads only on use', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (pathname.startsWith('/copied-files/')) requested.push(pathname);
    });
    await openPage(page, guide);
    const files = copiedFilesOf(guide);
    const partials = (readFileSync(path.join(buildDir, '..', 'docs', 'query.mdx'), 'utf8').match(/^```tsx? [^\n]*\bpartial\b/gm) ?? []).length;
    expect(partials, 'the guide has fragments').toBeGreaterThan(3);
    expect(files.size, 'one file per fragment').toBe(partials);
    await expect(page.getByRole('button', {name: copyAsFile})).toHaveCount(partials);
    expect(requested, 'no copied file is requested before a button is used').toEqual([]);
  });

  test('"Copy as file" works by keyboard and copies the file the check compiled, as built', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, guide);
    const files = copiedFilesOf(guide);
    // The block is found by its place: its button's name changes once used.
    const index = await page.locator('.theme-code-block').evaluateAll((blocks, name) => blocks.findIndex((b) => b.querySelector(`button[aria-label="${name}"]`)), copyAsFile);
    const block = page.locator('.theme-code-block').nth(index);
    const button = block.getByRole('button', {name: copyAsFile});
    // Keyboard: from the block's word-wrap button, Tab reaches "Copy as file" and Enter uses it.
    await block.getByRole('button', {name: 'Toggle word wrap'}).focus();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await expect.poll(() => button.evaluate((element) => getComputedStyle(element).opacity), {message: 'the focused button shows'}).toBe('1');
    const request = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/copied-files/'));
    await page.keyboard.press('Enter');
    const url = new URL((await request).url()).pathname;
    await expect(button).toHaveCount(0);
    await expect(block.getByRole('button', {name: 'Copied as file'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(files.get(url));
    // A complete module: its imports, and the fragment's own code as the page shows it.
    expect(copied).toMatch(/^import /);
    const shown = (await block.locator('code').textContent()) ?? '';
    for (const line of shown.split('\n').filter((l) => l.trim() && !l.startsWith('import '))) expect(copied).toContain(line);
    expect(copied).not.toContain('__sample');
  });

  test('a block that is already complete keeps its one Copy button', async ({page}) => {
    await openPage(page, guide);
    // The page's one complete module; its other titled blocks are fragments, which get "Copy as file".
    const complete = page.locator('.theme-code-block', {has: page.locator('.theme-code-block-title', {hasText: /^priority-task-schema\.ts$/})});
    await expect(complete).toHaveCount(1);
    await expect(complete.getByRole('button', {name: 'Copy code to clipboard'})).toHaveCount(1);
    await expect(complete.getByRole('button', {name: copyAsFile})).toHaveCount(0);
  });

  test('"Used in the guides" links land on existing anchors, and "and N more" opens the rest', async ({page}) => {
    await openPage(page, '/docs/api/classes/ibexdb');
    const section = page.locator('section', {has: page.locator('h3#query')});
    const usedIn = section.locator('p.api-used-in');
    await expect(usedIn).toHaveCount(1);
    await expect(usedIn.getByRole('link')).toHaveCount(3);
    const more = section.locator('details.api-used-in-more');
    const hidden = more.getByRole('link');
    await expect(hidden.first()).toBeHidden();
    await more.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(hidden.first()).toBeVisible();
    expect(await hidden.count()).toBeGreaterThan(0);
    await expect(more.locator('summary')).toHaveText(`and ${await hidden.count()} more`);

    const first = usedIn.getByRole('link').first();
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/docs\/[\w-]+#[\w-]+$/);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    const anchor = page.locator(`[id="${href.split('#')[1]}"]`);
    await expect(anchor).toHaveCount(1);
    await expect(anchor).toBeInViewport();
  });

  test('"Runs in" appears where the declarations say it, on the reference and under guide samples', async ({page}) => {
    await openPage(page, '/docs/api/functions-server');
    await expect(page.locator('section', {has: page.locator('h3#compile')})).toContainText('Runs in: Deno');
    await expect(page.locator('section', {has: page.locator(`h3#${'staticAssetsFromJS'.toLowerCase()}`)})).not.toContainText('Runs in');
    await openPage(page, '/docs/api/functions-react');
    await expect(page.locator('section', {has: page.locator(`h3#${'useQuery'.toLowerCase()}`)})).toContainText('Runs in: browsers');
    await openPage(page, guide);
    await expect(page.locator('.theme-code-block', {hasText: 'db.query('}).first()).toContainText('Runs in: Deno, Node.js (experimental), browsers');
  });

  test('the code blocks with "Copy as file" and "Runs in" pass axe in both modes', async ({page}) => {
    await openPage(page, guide);
    await renderAllBlocks(page);
    expect(await violationsInBothModes(page, ['.theme-code-block'])).toEqual([[], []]);
  });

  test('"Used in the guides" passes axe in both modes, its overflow open', async ({page}) => {
    await openPage(page, '/docs/api/classes/ibexdb');
    await page.locator('details.api-used-in-more').first().evaluate((details) => details.setAttribute('open', ''));
    expect(await violationsInBothModes(page, ['.api-used-in', '.api-used-in-more'])).toEqual([[], []]);
  });
});
