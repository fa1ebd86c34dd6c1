import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, openPage, popoverViolations, wheelAndSettle} from '../support/fixtures';
import {readGlossary, definitionText} from '../../src/plugins/glossary/source';

/**
 * Glossary terms in the guides (src/plugins/glossary): the first use of a term links to
 * its entry on the Concepts page and shows the definition in the code links' popover on
 * hover and keyboard focus; the definitions are fetched on first use only.
 */
const route = '/docs/sync';
const glossary = readGlossary(path.resolve(__dirname, '../..'));
const entry = glossary.byAnchor.get('bloom-filter');
if (!entry) throw new Error('docs/_glossary.md has no entry #bloom-filter, which this spec points at');

const termLink = (page: Page) => page.locator('.theme-doc-markdown a[data-glossary="bloom-filter"]');

/** Counts the requests for the glossary's data from now on. */
function glossaryRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/glossary.json') requests.push(request.url());
  });
  return requests;
}

test.describe('glossary terms in the guides', () => {
  test('a page links each term once, to its entry, and fetches no definition before one is shown', async ({page}) => {
    const requests = glossaryRequests(page);
    await openPage(page, route);
    await expect(termLink(page)).toHaveCount(1);
    await expect(termLink(page)).toHaveAttribute('href', '/docs/concepts#bloom-filter');
    const anchors = await page.locator('.theme-doc-markdown a[data-glossary]').evaluateAll((links) => links.map((link) => link.getAttribute('data-glossary')));
    expect(anchors.length).toBeGreaterThan(3);
    // Terms in headings and code are never linked.
    await expect(page.locator('.theme-doc-markdown :is(h2, h3, pre) a[data-glossary]')).toHaveCount(0);
    await wheelAndSettle(page, 2000);
    await wheelAndSettle(page, -2000);
    expect(requests).toEqual([]);
  });

  test('hovering a term shows its definition; Escape closes it', async ({page}) => {
    const requests = glossaryRequests(page);
    await openPage(page, route);
    const link = termLink(page);
    await link.hover();
    const popover = page.getByRole('tooltip');
    await expect(popover).toBeVisible();
    await expect(popover.locator('strong')).toHaveText(entry.term);
    await expect(popover).toContainText(definitionText(entry));
    await expect(link).toHaveAttribute('aria-describedby', 'code-link-popover');
    expect(requests).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(link).not.toHaveAttribute('aria-describedby');
  });

  test('keyboard focus shows the definition with a visible focus ring; Escape closes it, focus stays', async ({page}) => {
    await openPage(page, route);
    const link = termLink(page);
    await page.keyboard.press('Tab');
    await link.focus();
    const popover = page.getByRole('tooltip');
    await expect(popover).toBeVisible();
    await expect(popover.locator('strong')).toHaveText('Bloom filter');
    await expect(link).toHaveAccessibleDescription(/^Bloom filter: A compact summary of a set/);
    expect(await link.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('the popover passes axe in both modes', async ({page}) => {
    await openPage(page, route);
    const link = termLink(page);
    const {light, dark} = await popoverViolations(page, link, '.theme-doc-markdown');
    expect(light, 'light mode').toEqual([]);
    expect(dark, 'dark mode').toEqual([]);
  });
});
