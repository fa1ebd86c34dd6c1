/**
 * What a reader does next, timed from the input event to its result, each on a
 * fresh load (a new browser context: empty cache, no stored choices) under a
 * profile: the first press on a tab, the first in-article link to another guide,
 * Back, and a Copy press. Each step is pressed as a reader presses what they see:
 * once the page has loaded (the load event, then the network quiet), with what
 * they press scrolled to the middle of the window and a second to read it, and
 * with no wait for a hydration marker (a stock site has none of this site's own,
 * and a reader waits for none).
 *
 * How a step is timed: an init script in every document of the context records
 * the first input event after the bench arms a goal (pointerdown, mousedown,
 * touchstart or keydown, from the event's own timestamp), and from then on checks
 * the goal in every animation frame; the frame that first shows it posts a message,
 * which runs after that frame's rendering, and its time is the result. Times are
 * `performance.timeOrigin + performance.now()`, so a step that crosses a full page
 * load (a link followed before the router took it) is still one clock; the
 * goal and times live in sessionStorage, which the tab keeps across such a load.
 * A goal not reached within `stepTimeout` is recorded as Infinity ("never").
 */
import type {Browser, BrowserContext, Page} from '@playwright/test';
import type {ProfileName} from './report';

/** A viewport and the throttling applied through the DevTools protocol. */
export interface Profile {
  readonly viewport: {width: number; height: number};
  readonly mobile: boolean;
  /** CPU slowdown (1: none). */
  readonly cpu: number;
  /** Round trip in ms and throughput in kbit/s, or none. */
  readonly network?: {latencyMs: number; downKbps: number; upKbps: number};
}

/**
 * The phone of issue 47 (Lighthouse's mobile device and throttling: 412×823 at
 * 1.75 device pixels, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU
 * 4x) and a desktop without throttling.
 */
export const profiles: Record<ProfileName, Profile> = {
  phone: {viewport: {width: 412, height: 823}, mobile: true, cpu: 4, network: {latencyMs: 150, downKbps: 1600, upKbps: 750}},
  desktop: {viewport: {width: 1280, height: 800}, mobile: false, cpu: 1},
};

/** How long a step may take before it counts as never reaching its result. */
export const stepTimeout = 20_000;

/** How long the reader looks at what they are about to press, once it is in view. */
export const readingPause = 1000;

/**
 * Opens `url` and waits as a reader does before pressing: the load event, then
 * the network quiet for half a second (at most 10 s more: a page that keeps
 * fetching is pressed anyway). Nothing waits for hydration.
 */
async function load(page: Page, url: string): Promise<void> {
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForLoadState('networkidle', {timeout: 10_000}).catch(() => undefined);
}

/** Scrolls `selector`'s first match to the middle of the window and lets the reader read for `readingPause`. */
async function bringIntoView(page: Page, selector: string): Promise<void> {
  await page
    .locator(selector)
    .first()
    .evaluate((element) => element.scrollIntoView({block: 'center'}));
  await page.waitForTimeout(readingPause);
}

/**
 * The in-page half, as text: functions handed to the page from here would carry
 * tsx's helpers, which do not exist there.
 */
const watcher = `(() => {
  const store = sessionStorage;
  const now = () => performance.timeOrigin + performance.now();
  const squash = (text) => (text || '').replace(/\\s+/g, ' ').trim();
  for (const type of ['pointerdown', 'mousedown', 'touchstart', 'keydown']) {
    addEventListener(type, (event) => {
      if (store.getItem('bench.goal') && !store.getItem('bench.input')) store.setItem('bench.input', String(performance.timeOrigin + event.timeStamp));
    }, {capture: true, passive: true});
  }
  const heading = () => document.querySelector('article h1') || document.querySelector('h1');
  const shown = (element) => !!element && element.getBoundingClientRect().height > 0;
  const reached = (goal) => {
    const path = location.pathname.replace(/\\/$/, '') || '/';
    if (goal.kind === 'selected') {
      return [...document.querySelectorAll(goal.selector)].some((element) => squash(element.textContent) === goal.text && element.getAttribute('aria-selected') === 'true');
    }
    if (goal.kind === 'page') {
      const h1 = heading();
      return path === goal.path && shown(h1) && squash(h1.textContent) !== goal.leftH1;
    }
    if (goal.kind === 'back') {
      const h1 = heading();
      return path === goal.path && shown(h1) && squash(h1.textContent) === goal.h1 && Math.abs(scrollY - goal.scrollY) <= 2;
    }
    return false;
  };
  let watching = false;
  let reading = false;
  const finish = (time) => {
    if (!store.getItem('bench.done')) store.setItem('bench.done', String(time));
  };
  const frame = () => {
    const goal = JSON.parse(store.getItem('bench.goal') || 'null');
    if (!goal || store.getItem('bench.done')) {
      watching = false;
      return;
    }
    if (store.getItem('bench.input')) {
      if (goal.kind === 'clipboard') {
        if (!reading) {
          reading = true;
          navigator.clipboard.readText().then(
            (text) => { reading = false; if (squash(text) === goal.text) finish(now()); },
            () => { reading = false; },
          );
        }
      } else if (reached(goal)) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => finish(now());
        channel.port2.postMessage(null);
      }
    }
    requestAnimationFrame(frame);
  };
  window.__benchWatch = () => {
    if (watching) return;
    watching = true;
    requestAnimationFrame(frame);
  };
  if (store.getItem('bench.goal')) window.__benchWatch();
  addEventListener('pageshow', () => { if (store.getItem('bench.goal')) window.__benchWatch(); });
})();`;

type Goal =
  | {kind: 'selected'; selector: string; text: string}
  | {kind: 'page'; path: string; leftH1: string}
  | {kind: 'back'; path: string; h1: string; scrollY: number}
  | {kind: 'clipboard'; text: string};

/** A fresh context and page under `profile`, with the watcher in every document. */
export async function openProfile(browser: Browser, profile: Profile, origin: string, clipboard = false): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    viewport: profile.viewport,
    isMobile: profile.mobile,
    hasTouch: profile.mobile,
    ...(profile.mobile ? {deviceScaleFactor: 1.75} : {}),
  });
  if (clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin});
  await context.addInitScript({content: watcher});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', {rate: profile.cpu});
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.latencyMs,
      downloadThroughput: (profile.network.downKbps * 1000) / 8,
      uploadThroughput: (profile.network.upKbps * 1000) / 8,
    });
  }
  return page;
}

/**
 * Sets the goal the next input is timed to, and starts watching for it in this
 * document; with `goBack`, the input is a `history.back()` made at once, in the
 * same task, timed from the call.
 */
async function arm(page: Page, goal: Goal, goBack = false): Promise<void> {
  await page.evaluate(
    ([json, back]) => {
      sessionStorage.removeItem('bench.input');
      sessionStorage.removeItem('bench.done');
      sessionStorage.setItem('bench.goal', json);
      (window as unknown as {__benchWatch: () => void}).__benchWatch();
      if (back) {
        sessionStorage.setItem('bench.input', String(performance.timeOrigin + performance.now()));
        history.back();
      }
    },
    [JSON.stringify(goal), goBack] as const,
  );
}

/**
 * Milliseconds from the armed input to the goal, or Infinity when it is not
 * reached within `stepTimeout`. Polled from here, since a document that
 * navigates away cannot be waited on from inside.
 */
async function elapsed(page: Page): Promise<number> {
  const deadline = Date.now() + stepTimeout;
  while (Date.now() < deadline) {
    const times = await page
      .evaluate(() => [sessionStorage.getItem('bench.input'), sessionStorage.getItem('bench.done')])
      .catch(() => [null, null]);
    if (times[0] && times[1]) {
      await page.evaluate(() => sessionStorage.removeItem('bench.goal')).catch(() => undefined);
      return Number(times[1]) - Number(times[0]);
    }
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => sessionStorage.removeItem('bench.goal')).catch(() => undefined);
  return Number.POSITIVE_INFINITY;
}

/** A press as the profile's reader makes it: a tap on a phone, a click on a desktop. */
async function press(page: Page, selector: string, profile: Profile): Promise<void> {
  const target = page.locator(selector).first();
  await (profile.mobile ? target.tap() : target.click());
}

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The first press on the tab labelled `label` (`/docs/install`, "pnpm") until it is selected. */
export async function tabPress(browser: Browser, profile: Profile, url: string, label: string): Promise<number> {
  const page = await openProfile(browser, profile, new URL(url).origin);
  try {
    await load(page, url);
    const selector = `article [role="tab"]:text-is("${label}")`;
    await bringIntoView(page, selector);
    await arm(page, {kind: 'selected', selector: 'article [role="tab"]', text: label});
    await press(page, selector, profile);
    return await elapsed(page);
  } finally {
    await page.context().close();
  }
}

/**
 * The first click on an in-article link to another guide until the new page's
 * h1 shows, then, after a second there, Back until the previous h1 shows at the
 * scroll position the reader left (the link centred in the viewport). Back is
 * `history.back()` from the page, timed from the call.
 */
export async function linkAndBack(
  browser: Browser,
  profile: Profile,
  url: string,
  link: string,
): Promise<{navigate: number; back: number}> {
  const page = await openProfile(browser, profile, new URL(url).origin);
  try {
    await load(page, url);
    await bringIntoView(page, link);
    const anchor = page.locator(link).first();
    const left = await page.evaluate(() => ({
      path: location.pathname.replace(/\/$/, '') || '/',
      h1: (document.querySelector('article h1') ?? document.querySelector('h1'))?.textContent ?? '',
      scrollY,
    }));
    const to = new URL(await anchor.evaluate((element) => (element as HTMLAnchorElement).href)).pathname.replace(/\/$/, '');
    await arm(page, {kind: 'page', path: to, leftH1: squash(left.h1)});
    await (profile.mobile ? anchor.tap() : anchor.click());
    const navigate = await elapsed(page);
    if (!Number.isFinite(navigate)) return {navigate, back: Number.POSITIVE_INFINITY};
    await page.waitForTimeout(readingPause);
    await arm(page, {kind: 'back', path: left.path, h1: squash(left.h1), scrollY: left.scrollY}, true);
    return {navigate, back: await elapsed(page)};
  } finally {
    await page.context().close();
  }
}

/** A press on the first code block's Copy button until the clipboard holds that block's code. */
export async function copyPress(browser: Browser, profile: Profile, url: string): Promise<number> {
  const page = await openProfile(browser, profile, new URL(url).origin, true);
  try {
    await load(page, url);
    const button = 'article button[aria-label="Copy code to clipboard"]';
    await bringIntoView(page, button);
    const code = await page
      .locator(button)
      .first()
      .evaluate((element) => {
        let block: Element | null = element;
        while (block && !block.querySelector('pre')) block = block.parentElement;
        return (block?.querySelector('pre') as HTMLElement | null)?.innerText ?? '';
      });
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await arm(page, {kind: 'clipboard', text: squash(code)});
    await press(page, button, profile);
    return await elapsed(page);
  } finally {
    await page.context().close();
  }
}
