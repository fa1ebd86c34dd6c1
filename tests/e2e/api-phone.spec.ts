import type {Page} from '@playwright/test';
import {test, expect, openPage, axeViolations, renderAllBlocks, axeTags, colourRules, switchColourMode} from '../support/fixtures';

/**
 * The API reference on a phone: below the desktop breakpoint each row of an API table is
 * an entry (src/theme/MDXComponents/styles.module.css), so that no parameter or property
 * description is off screen. Checked on the heaviest pages at a phone's 360 and 375 px:
 * every description cell lies within the viewport, no table scrolls sideways, the page
 * does not either, and the stacked layout is what achieves it (a positive control runs
 * the same check on the same tables without it, and it fails).
 */
const heaviestPages = [
  '/docs/api/classes/repository',
  '/docs/api/classes/item',
  '/docs/api/classes/ibexdb',
  '/docs/api/classes/manageditem',
  '/docs/api/classes/query',
  '/docs/api/classes/server',
  '/docs/api/interfaces/usequeryopts',
  '/docs/api/interfaces/dbinstanceconfig',
  '/docs/api/interfaces/serveroptions',
];
const phoneWidths = [360, 375];

/** The Markdown tables of the article. */
const apiTables = 'article .markdown table';

/** What keeps a table's content from a reader at this width: one line per problem, empty when none. */
async function tableProblems(page: Page): Promise<string[]> {
  return page.locator(apiTables).evaluateAll((tables) => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    tables.forEach((table, t) => {
      if (table.scrollWidth > table.clientWidth + 1) {
        problems.push(`table ${t + 1} scrolls sideways (${table.scrollWidth} px in ${table.clientWidth} px)`);
      }
      for (const row of Array.from(table.querySelectorAll('tbody tr'))) {
        const description = row.lastElementChild;
        if (!description) continue;
        const box = description.getBoundingClientRect();
        if (box.left < -1 || box.right > viewport + 1) {
          const name = row.firstElementChild?.textContent?.trim() ?? '';
          problems.push(`table ${t + 1}, ${name}: description at ${Math.round(box.left)}-${Math.round(box.right)} px of ${viewport} px`);
        }
      }
    });
    if (document.documentElement.scrollWidth > viewport) {
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px in ${viewport} px)`);
    }
    return problems;
  });
}

/**
 * Rows laid out as entries: each body row whose name and description are both cells has
 * its description below its name, starting at the same left edge. Returns the rows that
 * are not, and how many rows were measured.
 */
async function unstackedRows(page: Page): Promise<{rows: number; unstacked: string[]}> {
  return page.locator(apiTables).evaluateAll((tables) => {
    const unstacked: string[] = [];
    let rows = 0;
    for (const row of tables.flatMap((table) => Array.from(table.querySelectorAll('tbody tr')))) {
      const name = row.firstElementChild;
      const description = row.lastElementChild;
      if (!name || !description || name === description) continue;
      rows++;
      const nameBox = name.getBoundingClientRect();
      const descriptionBox = description.getBoundingClientRect();
      if (descriptionBox.top < nameBox.bottom - 1 || Math.abs(descriptionBox.left - nameBox.left) > 1) {
        unstacked.push(name.textContent?.trim() ?? '');
      }
    }
    return {rows, unstacked};
  });
}

/** Opens a page at a phone's width with every off-screen block rendered, so that boxes are measured. */
async function openOnPhone(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({width, height: 740});
  await openPage(page, path);
  await renderAllBlocks(page);
}

/** How many nodes of each table role Chromium's own accessibility tree holds: it follows CSS display, not only the DOM. */
async function tableRoles(page: Page): Promise<Record<'table' | 'row' | 'columnheader' | 'cell', number>> {
  const session = await page.context().newCDPSession(page);
  const {nodes} = (await session.send('Accessibility.getFullAXTree')) as {nodes: {role?: {value?: unknown}}[]};
  const roles = nodes.map((node) => node.role?.value);
  const count = (role: string) => roles.filter((value) => value === role).length;
  return {table: count('table'), row: count('row'), columnheader: count('columnheader'), cell: count('cell')};
}

test.describe('API reference on a phone', () => {
  for (const path of heaviestPages) {
    test(`${path} at ${phoneWidths.join(' and ')} px: every description on screen, no table or page scrolls sideways`, async ({page}) => {
      // One load, then the other width: the stacked layout is CSS alone, laid out again for the width.
      await openOnPhone(page, path, phoneWidths[0]);
      for (const width of phoneWidths) {
        await page.setViewportSize({width, height: 740});
        // Soft: a failure at one width does not hide the other's.
        const stacked = await unstackedRows(page);
        expect.soft(stacked.rows, `table rows with a name and a description at ${width} px`).toBeGreaterThan(0);
        expect.soft(stacked.unstacked, `rows whose description is not under their name at ${width} px`).toEqual([]);
        expect.soft(await tableProblems(page), `table problems at ${width} px`).toEqual([]);
      }
    });
  }

  test('positive control: without the stacked layout, the same check fails on the repository page at 360 px', async ({page}) => {
    await openOnPhone(page, '/docs/api/classes/repository', 360);
    expect(await tableProblems(page)).toEqual([]);
    // The tables lose the class that lays them out (and the page's scope): plain Markdown tables.
    await page.locator(apiTables).evaluateAll((tables) => tables.forEach((table) => table.removeAttribute('class')));
    expect((await unstackedRows(page)).unstacked.length, 'rows of a plain table, side by side').toBeGreaterThan(0);
    expect((await tableProblems(page)).length, 'descriptions off screen in plain tables').toBeGreaterThan(0);
  });

  test('at the desktop width the tables keep their columns', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await openPage(page, '/docs/api/classes/repository');
    const displays = await page.locator(`${apiTables} tbody tr`).evaluateAll((rows) => [...new Set(rows.map((row) => getComputedStyle(row).display))]);
    expect(displays).toEqual(['table-row']);
  });

  test('stacked tables stay tables for assistive technology, with no axe violation in light and dark mode', async ({page}) => {
    await openOnPhone(page, '/docs/api/classes/repository', 360);
    const domCounts = await page.locator(apiTables).evaluateAll((tables) => ({
      table: tables.length,
      row: tables.reduce((sum, table) => sum + table.querySelectorAll('tr').length, 0),
      columnheader: tables.reduce((sum, table) => sum + table.querySelectorAll('th').length, 0),
      cell: tables.reduce((sum, table) => sum + table.querySelectorAll('td').length, 0),
    }));
    const axCounts = await tableRoles(page);
    expect(domCounts.table).toBeGreaterThan(0);
    // The page has no other tables, grids or cells than the Markdown tables.
    expect(axCounts).toEqual(domCounts);

    expect(await axeViolations(page, {tags: axeTags, include: [apiTables]}), 'light mode').toEqual([]);
    // The toggle is in the navbar at the desktop width (a phone's menu folds it away).
    await page.setViewportSize({width: 1280, height: 900});
    await switchColourMode(page, 'dark');
    await page.setViewportSize({width: 360, height: 740});
    await expect(page.locator(`${apiTables} tbody tr`).first()).toHaveCSS('display', 'flex');
    expect(await axeViolations(page, {rules: colourRules, include: [apiTables]}), 'dark mode').toEqual([]);
  });

  test('signature blocks (pre.theme-code-block: a declaration) show one parameter a line: no line wider than its block at 360 px', async ({page}) => {
    for (const path of heaviestPages) {
      await openOnPhone(page, path, 360);
      const wide = await page.locator('article .markdown pre.theme-code-block').evaluateAll((blocks) =>
        blocks.filter((pre) => pre.scrollWidth > pre.clientWidth + 1).map((pre) => pre.textContent?.split('\n')[0] ?? ''),
      );
      expect(wide, path).toEqual([]);
    }
  });
});
