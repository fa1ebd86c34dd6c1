import type {ConsoleMessage, Page, Request, Response} from '@playwright/test';
import {
  sharedPageTest as test,
  expect,
  waitForHydration,
  analyticsScript,
  renderAllBlocks,
  axeTags,
  axeViolations,
  colourRules,
  switchColourMode,
  stubHeader,
} from '../support/fixtures';
import {apiRoutes, guideRoutes, sitemapPaths} from '../support/spec';
import {elementBudget} from '../../scripts/budgets';

/**
 * Every page of the sitemap, the duplicate API index and the not-found page,
 * each loaded once, in the worker's tab (sharedPageTest, with storage emptied
 * before each page): what the page must show for its kind, no more elements
 * than its budget (scripts/budgets.ts), then no console
 * error or warning, no failed or third-party request, no axe violation in
 * light mode, then in dark mode after the navbar toggle, and, narrowed to a
 * phone's 360 px, nothing that makes the page scroll sideways. Assertions are
 * soft, so one problem never hides another.
 * `ONLY_PATH=/docs/query npx playwright test sweep` narrows it to one page.
 */
const notFoundPath = '/this-page-does-not-exist';
const duplicateApiIndex = '/docs/docs/api/';
const paths = process.env.ONLY_PATH
  ? [process.env.ONLY_PATH]
  : [...sitemapPaths(), duplicateApiIndex, notFoundPath];

/** A phone's width: the narrow pass of every page. */
const phone = {width: 360, height: 740};

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

/** The home page: the tagline, the calls to action, who it is for, how it works, its limits and its code. */
async function checkHome(page: Page): Promise<void> {
  await expect.soft(page).toHaveTitle(/IbexDB/);
  await expect.soft(page.locator('html')).toHaveAttribute('lang', 'en');
  const main = page.locator('main');
  await expect.soft(main.locator('h1')).toHaveText('IbexDB');
  await expect.soft(page.locator('h1')).toHaveCount(1);
  await expect.soft(main.getByText('An embedded database with real-time sync and automatic conflict resolution')).toBeVisible();
  await expect.soft(main.getByRole('link', {name: 'Get started'})).toHaveAttribute('href', '/docs/tutorial');
  await expect.soft(main.getByRole('link', {name: 'API reference'}).first()).toHaveAttribute('href', '/docs/api/');
  await expect.soft(main.getByText(/^For TypeScript developers building collaborative or offline-first apps\./)).toBeVisible();
  await expect.soft(main.getByText(/an IbexDB server that you run yourself/).first()).toBeVisible();
  const diagram = main.getByRole('img', {name: /^How IbexDB works/});
  await expect.soft(diagram).toBeVisible();
  await expect.soft(diagram.locator('desc')).toContainText('300 ms after the first uncommitted change');
  for (const limit of ['Sync needs a server you run', 'The API may change before 1.0', 'Node.js support is experimental']) {
    await expect.soft(main.getByRole('heading', {level: 3, name: limit})).toBeVisible();
  }
  const code = main.locator('section', {has: page.locator('#home-code-title')});
  await expect.soft(code.locator('.theme-code-block.language-tsx')).toContainText('useQuery');
  await expect.soft(code).toContainText('in memory at once');
  await expect.soft(code).not.toContainText('saved on the device at once');
  const guideLinks = await main.locator('a[href^="/docs/"]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
  expect.soft(new Set(guideLinks).size, 'distinct links into the docs').toBeGreaterThanOrEqual(6);
}

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

/**
 * What makes the page scroll sideways: none if it does not; else its width
 * and the innermost elements whose box or content reaches past its right
 * edge. Whatever sits in a box that scrolls or clips (a wide table, a code
 * block) or in a fixed box stays there and is left out.
 */
function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const reach = (element: Element) => {
      const box = element.getBoundingClientRect();
      const ownContent = getComputedStyle(element).overflowX === 'visible' ? element.scrollWidth : 0;
      return box.left + Math.max(box.width, ownContent);
    };
    const sticksOut = (element: Element) => reach(element) > width + 0.5;
    const heldBack = (element: Element) => {
      for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.position === 'fixed' || (box !== element && style.overflowX !== 'visible')) return true;
      }
      return false;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${Array.from(element.classList, (name) => `.${name}`).join('')}` +
      ` (reaches ${Math.round(reach(element))} px)`;
    const culprits = Array.from(document.body.querySelectorAll('*')).filter(
      (element) => sticksOut(element) && !heldBack(element) && !Array.from(element.children).some(sticksOut),
    );
    return [`the page is ${document.documentElement.scrollWidth} px wide`, ...culprits.slice(0, 5).map(describe)];
  });
}

/**
 * Every console message, failed request and third-party request the page
 * causes until `stop` is called: the sweep's tab outlives the test.
 */
function watchProblems(page: Page, path: string): {problems: string[]; stop: () => void} {
  const problems: string[] = [];
  const listeners = {
    console: (message: ConsoleMessage) => {
      // Chrome logs the not-found page's own 404 status as a console error:
      // that status is the page's purpose, so it alone is allowed.
      const isNotFoundStatus =
        path === notFoundPath && message.location().url.endsWith(notFoundPath) && message.text().includes('status of 404');
      if (['error', 'warning'].includes(message.type()) && !isNotFoundStatus) {
        problems.push(`console ${message.type()}: ${message.text()}`);
      }
    },
    pageerror: (error: Error) => problems.push(`page error: ${error.message}`),
    requestfailed: (request: Request) => problems.push(`failed request: ${request.url()} (${request.failure()?.errorText})`),
    request: (request: Request) => {
      const url = new URL(request.url());
      // The analytics script is the one third-party request allowed: it is
      // present only because the test build sets an analytics id, and the
      // fixture answers it locally.
      if (!['localhost', '127.0.0.1'].includes(url.hostname) && !analyticsScript.test(request.url()) && url.protocol !== 'data:') {
        problems.push(`third-party request: ${request.url()}`);
      }
    },
    response: (response: Response) => {
      const isNotFoundDocument = path === notFoundPath && response.request().resourceType() === 'document';
      if (response.status() >= 400 && !isNotFoundDocument) {
        problems.push(`HTTP ${response.status()}: ${response.url()}`);
      }
      if (analyticsScript.test(response.url()) && response.headers()[stubHeader.name] !== stubHeader.value) {
        problems.push(`the analytics script came from elsewhere than the test's answer: ${response.url()}`);
      }
    },
  };
  page.on('console', listeners.console);
  page.on('pageerror', listeners.pageerror);
  page.on('requestfailed', listeners.requestfailed);
  page.on('request', listeners.request);
  page.on('response', listeners.response);
  const stop = () => {
    page.off('console', listeners.console);
    page.off('pageerror', listeners.pageerror);
    page.off('requestfailed', listeners.requestfailed);
    page.off('request', listeners.request);
    page.off('response', listeners.response);
  };
  return {problems, stop};
}

/**
 * What axe leaves out: the tokens inside code blocks (and declaration blocks,
 * whose type links stay in). Their colours come from one palette, which
 * tests/unit/code-colours.test.ts checks in every mode and on every code
 * background, and code.spec.ts runs axe on them; here they would only repeat
 * that check thousands of times on the API pages.
 */
const exclude = ['.theme-code-block code', 'pre.theme-code-block > span'];

test.describe('sweep', () => {
  // The heaviest pages (the IbexDB and Repository classes) need 5 to 7 s with two
  // test workers, two axe runs included: five times that leaves room for a busy machine.
  test.describe.configure({timeout: 40_000});

  test('the sitemap lists exactly the pages of the spec, and nothing of the test builds', () => {
    expect(sitemapPaths().sort()).toEqual(['/', ...guideRoutes, ...apiRoutes].sort());
  });

  /** The content check of each page kind; other pages have none. */
  const contentChecks = new Map<string, (page: Page, route: string) => Promise<void>>([
    ['/', checkHome],
    ...guideRoutes.map((route) => [route, checkGuide] as const),
    ...apiRoutes.map((route) => [route, checkApiPage] as const),
  ]);
  const noContentCheck = async () => {};

  for (const path of paths) {
    const checkContent = contentChecks.get(path) ?? noContentCheck;

    test(`${path}: its content, no console or request problem, no axe violation in light and dark mode, no sideways scroll at 360 px`, async ({sharedPage: page}) => {
      const {problems, stop} = watchProblems(page, path);
      try {
        await page.goto(path);
        await waitForHydration(page);
        await checkContent(page, path);
        const elements = await page.evaluate(() => document.body.getElementsByTagName('*').length);
        expect.soft(elements, 'elements in the hydrated page body').toBeLessThanOrEqual(elementBudget(path));
        await renderAllBlocks(page);
        // The sweep checks colours as they end: without transitions the switch below has nothing to wait for.
        await page.evaluate(() => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync('*, ::before, ::after { transition: none !important; }');
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        });
        await expect.soft(page.locator('html')).toHaveAttribute('data-theme', 'light');
        expect.soft(await axeViolations(page, {tags: axeTags, exclude}), 'light mode').toEqual([]);

        // Only colours change with the theme, so dark mode re-runs the colour rules.
        await switchColourMode(page, 'dark');
        expect.soft(await axeViolations(page, {rules: colourRules, exclude}), 'dark mode').toEqual([]);

        // The same page, narrowed to a phone: the theme re-lays it out for the width.
        await page.setViewportSize(phone);
        await expect.soft.poll(() => sidewaysOverflow(page), `sideways scroll at ${phone.width} px`).toEqual([]);
      } finally {
        stop();
      }
      expect.soft(problems, 'console and network').toEqual([]);
    });
  }
});
