/**
 * When content gets its code: a doc page's article (see ./loader.mjs and
 * ./index.ts) or a block of a page (./DeferredBlock.tsx).
 *
 * - On the server, and on a page reached by a link inside the site, the
 *   code loads before the page renders, as Docusaurus loads any route.
 * - On the page a reader opens, the server's HTML already shows the content,
 *   so its code waits until the reader first reaches into it: a press or a
 *   touch inside it, or an element marked `data-live-on-view` coming near the
 *   viewport. Until then the block that shows it keeps the server's element as
 *   it is (./useLive.ts), which reads, scrolls, selects, prints and follows
 *   anchors as any page does. A click on one of its controls, or a tab-list
 *   key on one of its tabs, made before the code has run is held, then given
 *   again to the same control once the content is live, so none is lost.
 * - Content whose tabs must show a choice the reader saved before (a tab
 *   group's stored or linked choice) loads at once: its first view needs the code.
 */
import {use, type ComponentType, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** A page's article, as its `?deferred-body` import gives it. */
export interface ArticleModule {
  readonly default: ComponentType<Record<string, unknown>>;
}

export interface DeferredContentOptions {
  /** The server's element that holds the content, as a selector: the first that matches. */
  readonly region: string;
  /** The tab groups the content renders: a saved choice of one needs the content at once. */
  readonly tabGroups: readonly string[];
}

/** A click, or a key pressed on a tab (`key`), held from a control until the content is live. */
export interface HeldInput {
  readonly control: Element;
  readonly key?: string;
}

/** What the block that shows content asks of it, while the content waits for the reader. */
export interface Deferral {
  /** The server's article: the element the theme's content block rendered. */
  readonly region: Element;
  /** Whether the article waits: only in the server's HTML, before it has gone live. */
  readonly waiting: () => boolean;
  /** Loads the article's code (a page left before it went live loads it for the way back). */
  readonly load: () => void;
  /**
   * Calls `goLive` once the content's code, and what `prepare` loads, have
   * loaded and the page is ready for the swap. `prepare` runs when the reader
   * reaches into the content (at once if they already have). Returns a
   * function that cancels.
   */
  whenReady(goLive: () => void, prepare: () => Promise<unknown>): () => void;
  /** The input held from a control, once: the caller gives it again. */
  takeHeld(): HeldInput | null;
}

/**
 * The events that mean the reader is reaching into the content. Keys are not
 * among them: a key acts on the content only through a click (Enter or Space on
 * a control) or on a tab, and both are held; other keys (Tab, Escape, the
 * arrows that scroll) change nothing the code would have to show.
 */
const reachEvents = ['pointerdown', 'touchstart'] as const;

/** The events that say whether a pointer is pressed. */
const pressEvents = ['pointerdown', 'pointerup', 'pointercancel'] as const;

/** What a click acts on: a held click on anything else (text, a blank) needs no second go. */
const controls = 'a[href], button, summary, input, select, textarea, label, [role="tab"], [role="button"], [tabindex]';

/** The deferral of each page's content, by the component the page exports. */
const deferrals = new WeakMap<object, Deferral>();

/** The deferral of the content `children` renders, if it waits for the reader. */
export function deferralOf(children: ReactNode): Deferral | undefined {
  if (typeof children !== 'object' || children === null || !('type' in children)) return undefined;
  const {type} = children;
  return typeof type === 'function' ? deferrals.get(type) : undefined;
}

/** Whether the reader has a choice saved for one of these tab groups: in storage, or in the address (`?group=…`). */
function tabChoiceSaved(groups: readonly string[]): boolean {
  const query = new URLSearchParams(window.location.search);
  return groups.some((group) => {
    if (query.has(group)) return true;
    try {
      return window.localStorage.getItem(`docusaurus.tab.${group}`) !== null;
    } catch {
      return false;
    }
  });
}

/** Whether a click is a plain primary press, the one a control acts on (a modified click opens links elsewhere). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/** Keys a tab list acts on: held, like clicks, when pressed on a tab before the code has run. */
const tabKeys = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * Waits, in the browser, for the reader to reach into `region` (a press or a
 * touch inside it, a click or a tab key held from one of its controls) or for an element of it marked
 * `data-live-on-view` to come near the viewport. Holds clicks on its controls,
 * and tab-list keys on its tabs, until it goes live. It goes live once the
 * code has loaded, no pointer is pressed (text being selected would lose its
 * nodes) and no scroll is running (a swap during a fling would fight it; where
 * the browser has no `scrollend` event, it does not wait for one).
 */
function waitForReader(region: Element, start: () => Promise<unknown>): Deferral {
  let loaded = false;
  let pressed = false;
  let live = false;
  let scrolling = false;
  let held: HeldInput | null = null;
  let goLive: (() => void) | undefined;
  let reached = false;
  let preparing: Promise<unknown> | undefined;
  let prepare: (() => Promise<unknown>) | undefined;

  const inRegion = (event: Event): boolean => region.isConnected && event.target instanceof Node && region.contains(event.target);
  const stopHolding = (): void => {
    document.removeEventListener('click', holdClick, {capture: true});
    document.removeEventListener('keydown', holdKey, {capture: true});
    for (const type of pressEvents) document.removeEventListener(type, onPress, {capture: true});
    window.removeEventListener('scroll', onScroll, {capture: true});
    window.removeEventListener('scrollend', onScrollEnd, {capture: true});
    onView?.disconnect();
  };
  const goLiveWhenReady = (): void => {
    if (!loaded || pressed || scrolling || !goLive || live) return;
    live = true;
    stopHolding();
    goLive();
  };
  const loadAll = (): void => {
    if (!reached || !prepare || preparing) return;
    preparing = Promise.all([start(), prepare()]);
    preparing.then(
      () => {
        loaded = true;
        goLiveWhenReady();
      },
      (error: unknown) => {
        // The content stays as the server sent it, and clicks act on it as on plain HTML.
        stopHolding();
        held = null;
        console.warn('This page could not load the code of its content; the content stays readable as it is.', error);
      },
    );
  };
  const begin = (): void => {
    for (const type of reachEvents) document.removeEventListener(type, onReach, {capture: true});
    onView?.disconnect();
    reached = true;
    loadAll();
  };
  const onReach = (event: Event): void => {
    if (inRegion(event)) begin();
  };
  const onPress = (event: Event): void => {
    pressed = event.type === 'pointerdown' && inRegion(event);
    if (!pressed) goLiveWhenReady();
  };
  const onScroll = (): void => {
    scrolling = 'onscrollend' in window;
  };
  const onScrollEnd = (): void => {
    scrolling = false;
    goLiveWhenReady();
  };
  const hold = (event: Event, control: Element, key?: string): void => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held = {control, key};
    begin();
  };
  function holdClick(event: MouseEvent): void {
    if (!inRegion(event) || !isPlainClick(event) || !(event.target instanceof Element)) return;
    const control = event.target.closest(controls);
    if (control && region.contains(control)) hold(event, control);
  }
  function holdKey(event: KeyboardEvent): void {
    if (!inRegion(event) || !tabKeys.has(event.key) || !(event.target instanceof Element)) return;
    const tab = event.target.closest('[role="tab"]');
    if (tab && region.contains(tab)) hold(event, tab, event.key);
  }
  const marked = region.querySelectorAll('[data-live-on-view]');
  const onView =
    marked.length > 0 && typeof IntersectionObserver !== 'undefined'
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && begin(), {rootMargin: '400px 0px'})
      : undefined;
  marked.forEach((element) => onView?.observe(element));
  for (const type of reachEvents) document.addEventListener(type, onReach, {capture: true, passive: true});
  for (const type of pressEvents) document.addEventListener(type, onPress, {capture: true, passive: true});
  window.addEventListener('scroll', onScroll, {capture: true, passive: true});
  window.addEventListener('scrollend', onScrollEnd, {capture: true, passive: true});
  document.addEventListener('click', holdClick, {capture: true});
  document.addEventListener('keydown', holdKey, {capture: true});

  return {
    region,
    waiting: () => !live && region.isConnected,
    load: () => void start().catch(() => undefined),
    whenReady(run, prepareLive) {
      goLive = run;
      prepare = prepareLive;
      loadAll();
      goLiveWhenReady();
      return () => {
        goLive = undefined;
      };
    },
    takeHeld() {
      const input = held;
      held = null;
      return input;
    },
  };
}

/** Content whose code may wait for the reader. */
export interface DeferredContent {
  /** Settles when the content may render: at once when it waits for the reader. */
  readonly ready: Promise<unknown> | undefined;
  /** Renders the content, once its code has loaded. */
  readonly Content: ComponentType<Record<string, unknown>>;
  /** Set when the content waits for the reader: what the block that shows it asks. */
  readonly deferral: Deferral | undefined;
}

/**
 * Content whose code `load` imports: a doc page's article (the loader writes the
 * call) or a block of a page (DeferredBlock). A module awaits `ready` before it
 * exports the content, so a page that renders it at once has its code.
 */
export function deferredContent(load: () => Promise<ArticleModule>, {region: selector, tabGroups}: DeferredContentOptions): DeferredContent {
  let article: ArticleModule | undefined;
  let loading: Promise<ArticleModule> | undefined;
  const start = (): Promise<ArticleModule> =>
    (loading ??= load().then(
      (loaded) => (article = loaded),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function Content(props: Record<string, unknown>): ReactNode {
    const {default: Article} = article ?? use(start());
    return <Article {...props} />;
  }

  // The server's article, when this module runs before the page it belongs to hydrates.
  const region =
    ExecutionEnvironment.canUseDOM && document.documentElement.dataset.hasHydrated !== 'true'
      ? document.querySelector(selector)
      : null;
  if (region !== null && !tabChoiceSaved(tabGroups)) {
    const deferral = waitForReader(region, start);
    deferrals.set(Content, deferral);
    return {ready: undefined, Content, deferral};
  }
  return {ready: start(), Content, deferral: undefined};
}
