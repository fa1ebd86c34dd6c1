import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator} from '@playwright/test';
import {test, expect, openPage, axeViolations, renderAllBlocks, switchColourMode} from '../support/fixtures';
import {buildDir} from '../support/spec';

/**
 * Code blocks are highlighted at build time (src/plugins/highlight): these
 * tests hold what a reader sees of them, titles, highlighted lines, token
 * colours in both modes, and the copy and word-wrap buttons, and that the
 * browser gets no Prism.
 */
const colourOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);

test.describe('code blocks', () => {
  test('@framework no built script holds Prism: the browser never highlights code', () => {
    // Prism's tokenizer reads `lookbehind` off its grammars' patterns, and every
    // grammar sets it: a minifier keeps property names, so any shipped Prism has it.
    const marker = 'lookbehind';
    expect(readFileSync(require.resolve('prism-react-renderer'), 'utf8'), "Prism's own code holds the marker").toContain(marker);
    const scriptsDir = path.join(buildDir, 'assets', 'js');
    const scripts = readdirSync(scriptsDir).filter((file) => file.endsWith('.js'));
    expect(scripts.length, 'the build has scripts to search').toBeGreaterThan(10);
    expect(scripts.filter((file) => readFileSync(path.join(scriptsDir, file), 'utf8').includes(marker))).toEqual([]);
  });

  test('a titled block shows its title, highlights the lines its magic comments mark and drops the comments', async ({page}) => {
    await openPage(page, '/docs/concepts');
    const block = page.locator('.theme-code-block', {hasText: 'Water the plants'});
    await expect(block).toContainText("task.set('done', true); // visible at once");
    await expect(block).not.toContainText('highlight-next-line');
    const highlighted = block.locator('.theme-code-block-highlighted-line');
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted).toContainText("task.set('done', true);");
    expect(await highlighted.evaluate((line) => getComputedStyle(line).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await expect(block.locator(':scope > div').first()).toHaveText('Working with a managed item');
  });

  test('tokens take their colours from the mode: a switch recolours them without re-rendering the block', async ({page}) => {
    await openPage(page, '/docs/schema');
    const block = page.locator('.theme-code-block', {hasText: 'export const kTaskSchema'}).first();
    const keyword = block.locator('span', {hasText: /^export\b/}).first();
    const code = block.locator('code');
    await code.evaluate((element) => {
      (element as HTMLElement & {original?: Node}).original = element.firstChild ?? undefined;
    });
    const light = await colourOf(keyword);
    const plainLight = await colourOf(code);
    expect(light).not.toBe(plainLight);
    await switchColourMode(page, 'dark');
    expect(await colourOf(keyword)).not.toBe(light);
    expect(await code.evaluate((element) => (element as HTMLElement & {original?: Node}).original === element.firstChild)).toBe(true);
  });

  test('every code colour meets WCAG AA in both modes, highlighted lines included', async ({page}) => {
    await openPage(page, '/docs/schema');
    await renderAllBlocks(page);
    const contrast = () => axeViolations(page, {rules: ['color-contrast'], include: ['.theme-code-block']});
    expect(await contrast(), 'light mode').toEqual([]);
    await switchColourMode(page, 'dark');
    expect(await contrast(), 'dark mode').toEqual([]);
  });

  test('the copy button puts the code, without magic comments, on the clipboard and says "Copied" for 1 s; word wrap toggles', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The page's clock stands still until the test moves it, so the
    // 1 s of "Copied" is measured on it, whatever the machine's load.
    await page.clock.install();
    await openPage(page, '/docs/concepts');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const block = page.locator('.theme-code-block', {hasText: 'Water the plants'});
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    await page.clock.runFor(999);
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    await page.clock.runFor(1);
    await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("task.set('done', true); // visible at once, committed about 300 ms later\nconsole.log(task.path, task.get('text'));");
    expect(copied).not.toContain('highlight-next-line');
    expect(copied.endsWith('\n')).toBe(false);

    const wrap = block.getByRole('button', {name: 'Toggle word wrap'});
    await expect(wrap).toHaveAttribute('aria-pressed', 'false');
    await wrap.click();
    await expect(wrap).toHaveAttribute('aria-pressed', 'true');
    expect(await block.locator('code').evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('pre-wrap');
  });
});
