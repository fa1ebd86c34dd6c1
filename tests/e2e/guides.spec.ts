import {test, expect, openPage} from '../support/fixtures';

/** Each page's own content, the home page's included, is checked by the sweep, which loads every page once. */
test.describe('guides', () => {
  test('a package-manager choice is shared by every tab group, home page included, and survives reloads and links', async ({page}) => {
    await openPage(page, '/');
    const tabs = page.locator('main').getByRole('tablist');
    await expect(tabs.getByRole('tab')).toHaveText(['npm', 'pnpm', 'yarn', 'bun', 'deno']);
    const shownPanel = page.locator('main [role="tabpanel"]:not([hidden])');
    await expect(shownPanel).toContainText('npm install ibexdb');
    const pnpm = tabs.getByRole('tab', {name: 'pnpm'});
    await pnpm.click();
    await expect(page).toHaveURL(/[?&]package-manager=pnpm/);
    await expect(shownPanel).toContainText('pnpm add ibexdb');
    // Each tab names the panel it shows, and the panel its tab.
    const [tabId, panelId] = [await pnpm.getAttribute('id'), await pnpm.getAttribute('aria-controls')];
    expect(tabId && panelId).toBeTruthy();
    await expect(shownPanel).toHaveAttribute('id', panelId!);
    await expect(shownPanel).toHaveAttribute('aria-labelledby', tabId!);

    await page.reload();
    await expect(page.locator('main').getByRole('tab', {name: 'pnpm'})).toHaveAttribute('aria-selected', 'true');
    await openPage(page, '/docs/install');
    await expect(page.getByRole('tablist').first().getByRole('tab', {name: 'pnpm'})).toHaveAttribute('aria-selected', 'true');
    await page.goto('/docs/react?package-manager=deno');
    await expect(page.getByRole('tablist').first().getByRole('tab', {name: 'deno'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="tabpanel"]:not([hidden])').first()).toContainText('deno add jsr:@ibexdb/ibexdb');
  });
});
