import AxeBuilder from '@axe-core/playwright';
import {test, expect, waitForHydration, analyticsScript} from '../support/fixtures';
import {sitemapPaths} from '../support/spec';

/**
 * Every page of the sitemap, plus the not-found page, in both colour modes:
 * no console error, no failed or third-party request, no axe violation. The
 * page loads in light mode (the default), is checked, then is switched to dark
 * with the navbar toggle and checked again.
 * `ONLY_PATH=/docs/query npx playwright test sweep` narrows it to one page.
 */
const notFoundPath = '/this-page-does-not-exist';
const paths = process.env.ONLY_PATH
  ? [process.env.ONLY_PATH]
  : [...sitemapPaths(), notFoundPath];

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The axe rules whose outcome depends on colours, hence on the theme. */
const colourRules = ['color-contrast', 'link-in-text-block'];

test.describe('sweep', () => {
  // Axe's colour checks take several seconds on the largest API pages.
  test.describe.configure({timeout: 90_000});

  test('the sitemap lists every page of the site and nothing of the test builds', () => {
    const listed = sitemapPaths();
    expect(listed).toContain('/');
    expect(listed).toContain('/docs/install');
    expect(listed).toContain('/docs/api/');
    expect(listed.filter((p) => p.startsWith('/__test') || p.startsWith('/docs/docs/'))).toEqual([]);
  });

  for (const path of paths) {
    test(`${path} in light and dark mode: no console error, no failed or third-party request, no axe violation`, async ({page}) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        // Chrome logs the not-found page's own 404 status as a console error:
        // that status is the page's purpose, so it alone is allowed.
        const isNotFoundStatus =
          path === notFoundPath &&
          message.location().url.endsWith(notFoundPath) &&
          message.text().includes('status of 404');
        if (message.type() === 'error' && !isNotFoundStatus) {
          problems.push(`console error: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) =>
        problems.push(`failed request: ${request.url()} (${request.failure()?.errorText})`),
      );
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
      const violations = async (builder: AxeBuilder) =>
        (await builder.analyze()).violations.map(
          (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`,
        );

      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(await violations(new AxeBuilder({page}).withTags(wcagTags)), 'light mode').toEqual([]);

      // Only colours change with the theme, so dark mode re-runs the colour rules.
      await page.getByRole('button', {name: /Switch between dark and light mode/}).first().click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      // Links fade to their new colour: measure once every transition is over.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      expect(await violations(new AxeBuilder({page}).withRules(colourRules)), 'dark mode').toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});
