import {test, expect, openPage} from '../support/fixtures';

/** Each guide's own content is checked by the sweep, which loads every page once. */
test.describe('guides', () => {
  test('a package-manager choice is shared by every tab group and survives reloads and links', async ({page}) => {
    await openPage(page, '/docs/install');
    const tabs = page.getByRole('tablist').first();
    await tabs.getByRole('tab', {name: 'pnpm'}).click();
    await expect(page).toHaveURL(/[?&]package-manager=pnpm/);
    await expect(page.locator('[role="tabpanel"]:not([hidden])').first()).toContainText('pnpm add ibexdb');
    await page.reload();
    await expect(page.getByRole('tablist').first().getByRole('tab', {name: 'pnpm'})).toHaveAttribute('aria-selected', 'true');
    await page.goto('/docs/react');
    await expect(page.getByRole('tablist').first().getByRole('tab', {name: 'pnpm'})).toHaveAttribute('aria-selected', 'true');
    await page.goto('/docs/react?package-manager=deno');
    await expect(page.getByRole('tablist').first().getByRole('tab', {name: 'deno'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="tabpanel"]:not([hidden])').first()).toContainText('deno add jsr:@ibexdb/ibexdb');
  });

  test('the home page shows the core idea in code and links into the guides', async ({page}) => {
    await openPage(page, '/');
    await expect(page.locator('main .theme-code-block.language-tsx')).toContainText('useQuery');
    await expect(page.getByRole('link', {name: /API reference/}).first()).toHaveAttribute('href', '/docs/api/');
    const guideLinks = await page.locator('main a[href^="/docs/"]').evaluateAll((links) =>
      links.map((a) => (a as HTMLAnchorElement).pathname),
    );
    expect(new Set(guideLinks).size).toBeGreaterThanOrEqual(6);
  });
});
