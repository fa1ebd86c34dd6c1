import {test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Route, type WorkerInfo} from '@playwright/test';
import {axeTags, axeViolations, colourRules} from './axe';

export {axeTags, axeViolations, colourRules};

/** The analytics script requested when a build has an analytics id. */
export const analyticsScript = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=/;

/**
 * The same requests as a DevTools protocol URL pattern: `*` is any run of characters and `?` any
 * one character, so the query's `?` is escaped (the backslash is doubled in this literal).
 */
const analyticsPattern = 'https://www.googletagmanager.com/gtag/js\\?id=*';

/** Answers the analytics script with an empty script (see `test`). */
function answerAnalytics(route: Route): Promise<void> {
  return route.fulfill({status: 200, contentType: 'text/javascript', body: ''});
}

/** The header the sweep's answer to the analytics script carries, so a test can tell it from Google's script. */
export const stubHeader = {name: 'x-test-stub', value: 'analytics'};

/**
 * Answers the analytics script in `page` with an empty script, as `answerAnalytics`
 * does, through the DevTools protocol's Fetch domain, which pauses only the requests
 * that match its pattern: the HTTP cache stays on (see `sharedPageTest`). The
 * answer carries `stubHeader`. A session of the page does not see what a service
 * worker fetches itself; the site's worker fetches nothing from other hosts.
 */
async function answerAnalyticsInTab(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  session.on('Fetch.requestPaused', ({requestId}) => {
    session
      .send('Fetch.fulfillRequest', {
        requestId,
        responseCode: 200,
        responseHeaders: [{name: 'Content-Type', value: 'text/javascript'}, stubHeader],
        // The protocol takes the body base64-encoded; an empty one is the same either way.
        body: '',
      })
      // The request is gone (the page went on, or the tab closed): nothing is left to answer.
      .catch(() => undefined);
  });
  await session.send('Fetch.enable', {patterns: [{urlPattern: analyticsPattern}]});
}

/**
 * Every test runs with the analytics script answered locally by an empty
 * script: the machines that run the tests have no internet, and the tests
 * count the site's own analytics calls (window.dataLayer), not Google's.
 */
export const test = base.extend<{analyticsStub: void}>({
  analyticsStub: [
    async ({page}, use) => {
      await page.route(analyticsScript, answerAnalytics);
      await use();
    },
    {auto: true},
  ],
});

export {expect};

/** The project's settings (base URL, window, device) for a context a worker fixture makes. */
function projectContextOptions(workerInfo: WorkerInfo): BrowserContextOptions {
  const {baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch} = workerInfo.project.use;
  return {baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch};
}

/**
 * A browser context of the project's settings for a worker fixture, which
 * cannot use the test-scoped `context`, with the analytics script answered as
 * `test` answers it.
 */
export async function newProjectContext(browser: Browser, workerInfo: WorkerInfo): Promise<BrowserContext> {
  const context = await browser.newContext(projectContextOptions(workerInfo));
  await context.route(analyticsScript, answerAnalytics);
  return context;
}

/**
 * For a test file that loads many pages one after another (the sweep): one tab
 * per test worker, in which each test opens its page with a full navigation,
 * as a reader going from page to page with the address bar does. Chromium
 * then keeps the site's scripts, styles and fonts in its HTTP cache, as it
 * does for a reader, instead of fetching and compiling them again for every
 * page. That is why this tab answers the analytics script through the
 * DevTools protocol, asking to see only that script's requests: Playwright's
 * `route` sees every request, and turns the HTTP cache off to do so. So a
 * problem that shows only when a file is fetched, not read from the cache,
 * shows on the first page of a worker that uses the file. Before
 * each test the tab leaves the last page for a blank one (so nothing that
 * page does late is blamed on the next), gets the project's window size back,
 * and empties storage before any script of the next page runs: colour mode,
 * dismissals and tab choices start anew. What stays is harmless to the
 * checks: the cache, and the service worker a normal visit registers, which
 * caches nothing and passes requests through. A test that fails ends its
 * worker, so its retry starts in a new tab.
 */
export const sharedPageTest = base.extend<{sharedPage: Page}, {workerTab: Page}>({
  workerTab: [
    async ({browser}, use, workerInfo) => {
      const context = await browser.newContext(projectContextOptions(workerInfo));
      await context.addInitScript(() => {
        // The blank page a tab starts on has no storage to empty.
        if (location.protocol.startsWith('http')) {
          localStorage.clear();
          sessionStorage.clear();
        }
      });
      const page = await context.newPage();
      await answerAnalyticsInTab(page);
      await use(page);
      await context.close();
    },
    {scope: 'worker'},
  ],
  sharedPage: async ({workerTab, viewport}, use) => {
    await workerTab.goto('about:blank');
    if (viewport) await workerTab.setViewportSize(viewport);
    await use(workerTab);
  },
});

/**
 * The popover of the code links shown over `link`, read by axe with `scope` (the page
 * part it covers): the violations in light mode (every WCAG rule), then in dark mode
 * (the colour rules), the popover shown again after the switch.
 */
export async function popoverViolations(page: Page, link: Locator, scope: string): Promise<{light: string[]; dark: string[]}> {
  const popover = page.getByRole('tooltip');
  const include = ['#code-link-popover', scope];
  await link.hover();
  await expect(popover).toBeVisible();
  const light = await axeViolations(page, {tags: axeTags, include});
  await switchColourMode(page, 'dark');
  await link.hover();
  await expect(popover).toBeVisible();
  return {light, dark: await axeViolations(page, {rules: colourRules, include})};
}

/** The accessible name of the theme's colour-mode toggle, whatever the mode it names as current. */
export const colourToggleName = /Switch between dark and light mode/;

/** Opens a path and waits until React has hydrated the page. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Waits until the network has been quiet for a while: what the first view loads is
 * what it requests until then, as `npm run bench` counts it. A wait on any one
 * element would miss a script requested later by mistake.
 */
export async function networkIdle(page: Page): Promise<void> {
  // Playwright discourages this wait for readiness; here the quiet network is what is measured.
  await page.waitForLoadState('networkidle');
}

/** A promise and the function that settles it, for a test to release what it holds back. */
export function released(): {done: Promise<void>; release: () => void} {
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {done, release};
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Waits until the animations and transitions running now have ended. One
 * that is cancelled counts as ended (its `finished` promise rejects), and one
 * that never ends by itself, infinite or paused, is not waited for (its
 * promise would never settle), so this cannot hang.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Scrolls `target` into view and waits until neither its box nor the page's
 * height has moved for five frames, then clicks it. Sections, code blocks and
 * tables off screen skip rendering (content-visibility) and take their real
 * height in the frames after a jump scrolls them near the viewport; Playwright
 * checks the target's stability before it scrolls and hit-tests only the
 * press, and a height change between press and release moves the target from
 * under the pointer, so the click lands on their common ancestor (seen 3
 * times in 64 clicks on /docs/sync's feedback under CPU load, none in 90 with
 * this wait). A reader's click comes well after those frames. Not for a page
 * whose clock is paused: it counts animation frames.
 */
export async function clickWhenSettled(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const settled = await target.evaluate(
    (element) =>
      new Promise<string | undefined>((resolve) => {
        let last = '';
        let stableFrames = 0;
        let frames = 0;
        const frame = () => {
          const box = element.getBoundingClientRect();
          const now = `${box.top} ${box.left} ${box.width} ${box.height} ${document.documentElement.scrollHeight}`;
          stableFrames = now === last ? stableFrames + 1 : 0;
          last = now;
          frames += 1;
          if (stableFrames >= 5) resolve(undefined);
          else if (frames >= 300) resolve(`still moving after 300 frames (box and page height: ${now})`);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  if (settled) throw new Error(`clickWhenSettled: ${settled}`);
  await target.click();
}

/**
 * Turns the mouse wheel by `deltaY` and waits until the page has scrolled
 * and come to rest (the same scroll position for five frames, or 300 frames
 * at most), returning that position. A wheel scrolls over several frames,
 * after `mouse.wheel` has returned: what a test reads or checks right after
 * it (the place the reader left, the requests the scroll made) would be from
 * before the scroll. A wheel that cannot move the page (at its end already)
 * rests at once.
 */
export async function wheelAndSettle(page: Page, deltaY: number): Promise<number> {
  const start = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, deltaY);
  const rest = await page.evaluate(
    ({from, down}) =>
      new Promise<number | string>((resolve) => {
        const atEnd = () => (down ? window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1 : window.scrollY <= 0);
        let last = window.scrollY;
        let stableFrames = 0;
        let frames = 0;
        const frame = () => {
          const y = window.scrollY;
          stableFrames = y === last ? stableFrames + 1 : 0;
          last = y;
          frames += 1;
          if (stableFrames >= 5 && (y !== from || atEnd())) resolve(y);
          else if (frames >= 300) resolve(`still moving or not moved after 300 frames (from ${from} to ${y})`);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    {from: start, down: deltaY > 0},
  );
  if (typeof rest === 'string') throw new Error(`wheelAndSettle: ${rest}`);
  return rest;
}

/**
 * Switches the colour mode with the navbar's toggle, checks that the page
 * took `mode`, and waits for the colours to settle: links and backgrounds
 * fade to their new colour, so a colour measured earlier is a blend.
 */
export async function switchColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: colourToggleName}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await waitForAnimations(page);
}

/**
 * Renders every block that skips rendering off screen (content-visibility).
 * Axe reads colours at element positions while it scrolls, and such blocks
 * take their real height, and start their colour transitions, only when
 * scrolled to. Colours do not depend on this.
 */
export async function renderAllBlocks(page: Page): Promise<void> {
  // A constructed style sheet: the site's Content-Security-Policy refuses inline <style> elements.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

/**
 * Makes the named browser storages throw on access, as a browser with storage
 * disabled does, and collects the page's console warnings and errors (page
 * errors included) from then on.
 */
export async function withStorageDisabled(
  page: Page,
  names: readonly ('localStorage' | 'sessionStorage')[],
): Promise<{warnings: string[]; errors: string[]}> {
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript((storages) => {
    for (const name of storages) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    }
  }, names);
  return {warnings, errors};
}
