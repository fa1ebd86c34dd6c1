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
    await expect(shownPanel).toContainText('pnpm add ibexdb');
    // The choice is stored, not written into an address that did not name the group.
    expect(new URL(page.url()).search).toBe('');
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
    const firstGroup = page.getByRole('tablist').first();
    await expect(firstGroup.getByRole('tab', {name: 'deno'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="tabpanel"]:not([hidden])').first()).toContainText('deno add jsr:@ibexdb/ibexdb');
    // An address that names the group follows a press, so a reload keeps the reader's choice.
    await firstGroup.getByRole('tab', {name: 'yarn'}).click();
    await expect(page).toHaveURL(/[?&]package-manager=yarn/);
    await page.reload();
    await expect(page.getByRole('tablist').first().getByRole('tab', {name: 'yarn'})).toHaveAttribute('aria-selected', 'true');
  });
});
