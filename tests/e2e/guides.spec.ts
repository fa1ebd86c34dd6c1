import {test, expect, openPage} from '../support/fixtures';
import {guideRoutes} from '../support/spec';

/** The diagrams the guides must carry, at least, per page. */
const requiredDiagrams: Record<string, number> = {
  '/docs/architecture': 2,
  '/docs/concepts': 1,
  '/docs/authorization': 1,
  '/docs/sync': 1,
  '/docs/commit-graph': 1,
  '/docs/conflict-resolution': 1,
  '/docs/ordering-items': 1,
};

test.describe('guides', () => {
  for (const route of guideRoutes) {
    test(`${route}: lead paragraph, table of contents, Next steps, named diagrams`, async ({page}) => {
      await openPage(page, route);
      const markdown = page.locator('article .theme-doc-markdown');
      const lead = markdown.locator(':scope > p').first();
      expect((await lead.textContent())!.trim().split(/\s+/).length).toBeGreaterThan(20);
      await expect(page.locator('.theme-doc-toc-desktop a').first()).toBeVisible();
      await expect(markdown.locator('h2', {hasText: 'Next steps'})).toHaveCount(1);
      const diagrams = markdown.locator('svg[role="img"]');
      expect(await diagrams.count()).toBeGreaterThanOrEqual(requiredDiagrams[route] ?? 0);
      for (const diagram of await diagrams.all()) {
        const name = await diagram.evaluate((svg) =>
          (svg.getAttribute('aria-labelledby') ?? '')
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
            .join(' ')
            .trim(),
        );
        expect(name.length).toBeGreaterThan(20);
      }
    });
  }

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
