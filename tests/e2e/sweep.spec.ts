import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, analyticsScript, renderAllBlocks} from '../support/fixtures';
import {apiRoutes, guideRoutes, sitemapPaths} from '../support/spec';
import {elementBudget} from '../../scripts/budgets';

/**
 * Every page of the sitemap, the duplicate API index and the not-found page,
 * each loaded once: what the page must show for its kind, no more elements
 * than its budget (scripts/budgets.ts), then no console
 * error or warning, no failed or third-party request, and no axe violation in
 * light mode, then in dark mode after the navbar toggle. Assertions are soft,
 * so one problem never hides another.
 * `ONLY_PATH=/docs/query npx playwright test sweep` narrows it to one page.
 */
const notFoundPath = '/this-page-does-not-exist';
const duplicateApiIndex = '/docs/docs/api/';
const paths = process.env.ONLY_PATH
  ? [process.env.ONLY_PATH]
  : [...sitemapPaths(), duplicateApiIndex, notFoundPath];

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The axe rules whose outcome depends on colours, hence on the theme. */
const colourRules = ['color-contrast', 'link-in-text-block'];

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

/** A guide: its title, last-updated date, edit link, sidebar entry, table of contents, lead, Next steps and named diagrams. */
async function checkGuide(page: Page, route: string): Promise<void> {
  const heading = page.locator('article h1');
  await expect.soft(heading).toHaveCount(1);
  const title = (await heading.first().textContent())?.trim() ?? '';
  expect.soft(title.length).toBeGreaterThan(2);
  await expect.soft(page).toHaveTitle(`${title} | IbexDB`);
  await expect.soft(page.locator('.theme-last-updated')).toContainText('Last updated');
  await expect.soft(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute('href', new RegExp(`/docs${route.slice(5)}\\.mdx$`));
  await expect.soft(page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]')).toHaveAttribute('href', route);
  await expect.soft(page.locator('.theme-doc-toc-desktop .table-of-contents a').first()).toBeVisible();
  const markdown = page.locator('article .theme-doc-markdown');
  const lead = (await markdown.locator(':scope > p').first().textContent()) ?? '';
  expect.soft(lead.trim().split(/\s+/).length, 'lead paragraph words').toBeGreaterThan(20);
  await expect.soft(markdown.locator('h2', {hasText: 'Next steps'})).toHaveCount(1);
  const names = await markdown.locator('svg[role="img"]').evaluateAll((svgs) =>
    svgs.map((svg) =>
      (svg.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ')
        .trim(),
    ),
  );
  expect.soft(names.length, 'diagrams').toBeGreaterThanOrEqual(requiredDiagrams[route] ?? 0);
  for (const name of names) {
    expect.soft(name.length, `diagram name "${name}"`).toBeGreaterThan(20);
  }
}

/** An API page: its title (the symbol's name), a summary, a code block and its sidebar entry. */
async function checkApiPage(page: Page, route: string): Promise<void> {
  const heading = page.locator('article h1');
  await expect.soft(heading).toHaveCount(1);
  const title = (await heading.first().textContent())?.trim() ?? '';
  await expect.soft(page).toHaveTitle(title === 'IbexDB' ? 'IbexDB' : `${title} | IbexDB`);
  if (/\/(classes|interfaces|types)\//.test(route)) {
    expect.soft(title.toLowerCase()).toBe(route.split('/').pop());
  }
  const summary = (await page.locator('.theme-doc-markdown > p').first().textContent()) ?? '';
  expect.soft(summary.trim().length, 'summary length').toBeGreaterThan(15);
  await expect.soft(page.locator('.theme-doc-markdown .theme-code-block').first()).toBeAttached();
  await expect.soft(page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]')).toHaveCount(1);
}

/** Every console message, failed request and third-party request the page causes. */
function watchProblems(page: Page, path: string): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Chrome logs the not-found page's own 404 status as a console error:
    // that status is the page's purpose, so it alone is allowed.
    const isNotFoundStatus =
      path === notFoundPath && message.location().url.endsWith(notFoundPath) && message.text().includes('status of 404');
    if (['error', 'warning'].includes(message.type()) && !isNotFoundStatus) {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed request: ${request.url()} (${request.failure()?.errorText})`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The analytics script is the one third-party request allowed: it is
    // present only because the test build sets an analytics id, and the
    // fixture answers it locally.
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && !analyticsScript.test(request.url()) && url.protocol !== 'data:') {
      problems.push(`third-party request: ${request.url()}`);
    }
  });
  page.on('response', (response) => {
    const isNotFoundDocument = path === notFoundPath && response.request().resourceType() === 'document';
    if (response.status() >= 400 && !isNotFoundDocument) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return problems;
}

/**
 * Axe's violations only: it skips gathering the details of passing checks.
 * The tokens inside code blocks (and declaration blocks, whose type links
 * stay in) are left out: their colours come from one
 * palette, which tests/unit/code-colours.test.ts checks in every mode and on
 * every code background, and code.spec.ts runs axe on them; here they would
 * only repeat that check thousands of times on the API pages.
 */
const violations = async (builder: AxeBuilder) =>
  (await builder.exclude('.theme-code-block code').exclude('pre.theme-code-block > span').options({resultTypes: ['violations']}).analyze()).violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`,
  );

test.describe('sweep', () => {
  // The heaviest page (the repository class) needs about 15 s on a quiet
  // machine, two axe runs included: three times that leaves room for a busy one.
  test.describe.configure({timeout: 45_000});

  test('the sitemap lists exactly the pages of the spec, and nothing of the test builds', () => {
    expect(sitemapPaths().sort()).toEqual(['/', ...guideRoutes, ...apiRoutes].sort());
  });

  /** The content check of each page kind; other pages have none. */
  const contentChecks = new Map<string, (page: Page, route: string) => Promise<void>>([
    ...guideRoutes.map((route) => [route, checkGuide] as const),
    ...apiRoutes.map((route) => [route, checkApiPage] as const),
  ]);
  const noContentCheck = async () => {};

  for (const path of paths) {
    const checkContent = contentChecks.get(path) ?? noContentCheck;

    test(`${path}: its content, no console or request problem, no axe violation in light and dark mode`, async ({page}) => {
      const problems = watchProblems(page, path);
      await page.goto(path);
      await waitForHydration(page);
      await checkContent(page, path);
      const elements = await page.evaluate(() => document.body.getElementsByTagName('*').length);
      expect.soft(elements, 'elements in the hydrated page body').toBeLessThanOrEqual(elementBudget(path));
      await renderAllBlocks(page);
      await expect.soft(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect.soft(await violations(new AxeBuilder({page}).withTags(wcagTags)), 'light mode').toEqual([]);

      // Only colours change with the theme, so dark mode re-runs the colour rules.
      await page.getByRole('button', {name: /Switch between dark and light mode/}).first().click();
      await expect.soft(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // Links fade to their new colour: measure once every transition is over.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      expect.soft(await violations(new AxeBuilder({page}).withRules(colourRules)), 'dark mode').toEqual([]);
      expect.soft(problems, 'console and network').toEqual([]);
    });
  }
});
