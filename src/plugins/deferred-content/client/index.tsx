/**
 * When content gets its code: a doc page's article (see ../loader.mjs and
 * ../index.ts) or a block of a page (../DeferredBlock).
 *
 * - On the server, and on a page reached by a link inside the site, the
 *   code loads before the page renders, as Docusaurus loads any route.
 * - On the page a reader opens, the server's HTML already shows the content,
 *   so its code waits until the reader first reaches into it: a press or a
 *   touch inside it. Until then the block that shows it keeps the server's
 *   element as it is (../useLive.ts), which reads, scrolls, selects, prints and
 *   follows anchors as any page does. A click on one of its controls, or Enter
 *   or an arrow on one of its tabs, made before the code has run is held (the
 *   control is `aria-busy` meanwhile), then given again, in order, once the
 *   content is live. If the code cannot load, a held click is given back to the
 *   server's HTML as a plain click (a link is followed, a summary opens), links
 *   are no longer held, and the next press tries the code again.
 * - Content whose tabs must show a choice the reader saved before (a tab
 *   group's stored or linked choice) loads at once: its first view needs the code.
 */
import {use, useEffect, useLayoutEffect, useReducer, useRef, useState, type ComponentType, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useHistory, useLocation} from '@docusaurus/router';
import {isHydrated} from '@site/src/hydration';
import {entryOf, putReaderBack, waitingAttribute} from '../scroll';

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
  /** The server's element that shows the content. */
  readonly region: Element;
  /** Whether the content waits: its server element is in the page and it has not been asked to go live. */
  readonly waiting: () => boolean;
  /** Loads the code and goes live as soon as it can: the server's element is gone. If the code cannot load, the next press anywhere tries again. */
  readonly reach: () => void;
  /** Loads the content's code (a page left before it went live loads it for the way back). */
  readonly load: () => void;
  /**
   * Calls `goLive` once the content's code, and what `prepare` loads, have
   * loaded and the page is ready for the swap. `prepare` runs when the reader
   * reaches into the content (at once if they already have). Returns a
   * function that stops listening; called before the content has gone live
   * (the page is left), it also drops what was held.
   */
  whenReady(goLive: () => void, prepare: () => Promise<unknown>): () => void;
  /**
   * Once the live content has rendered in `root`, in the commit that swaps it in: holds
   * the inputs made inside it too until `release`, so that a click or a tab key that
   * comes between the swap and the hand-over waits for those held before it.
   */
  holdWithin(root: Element): void;
  /** Once the live content has rendered: stops holding and listening, and hands over the held inputs, in order. */
  release(): readonly HeldInput[];
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

/** The controls a reader presses to act, marked `aria-busy` while their press is held. */
const actionable = 'a[href], button, summary, [role="tab"], [role="button"]';

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

/** Keys the theme's tabs act on (Enter selects, the arrows move the focus): held, like clicks, when pressed on a tab. */
const tabKeys = new Set(['Enter', 'ArrowLeft', 'ArrowRight']);

/** How long after the last scroll event a scroll counts as over where no `scrollend` comes (a scroll the layout caused), in ms. */
const scrollQuiet = 200;

/** Whether a held click on `control` can wait for the code: not a link that leaves the page, opens elsewhere or stays on it. */
function waitsForCode(control: Element): boolean {
  if (!(control instanceof HTMLAnchorElement)) return true;
  const samePage = control.pathname === window.location.pathname && control.search === window.location.search;
  return (
    control.origin === window.location.origin &&
    !control.hasAttribute('download') &&
    (control.target === '' || control.target === '_self') &&
    !(samePage && control.hash !== '')
  );
}

/**
 * Waits, in the browser, for the reader to reach into `region`: a press or a
 * touch inside it, a click or a tab key held from one of its controls. Holds
 * clicks on its controls, and the tab keys on its tabs, from then until the
 * live content has rendered and taken them over (`release`).
 * It goes live once the code has loaded, and no pointer is pressed (text being
 * selected would lose its nodes), no scroll is running (a swap during a fling
 * would fight it) and no swipe is waiting for a tap (a touch that became a
 * scroll loads the code; the swap waits for a tap or a held input).
 */
function waitForReader(region: Element, start: () => Promise<unknown>): Deferral {
  let loaded = false;
  let pressed = false;
  let swiped = false;
  let scrolling = false;
  let scrollTimer: number | undefined;
  let requested = false;
  let held: HeldInput[] = [];
  let goLive: (() => void) | undefined;
  let reached = false;
  let preparing: Promise<unknown> | undefined;
  let prepare: (() => Promise<unknown>) | undefined;
  let givingBack = false;
  let failed = false;
  let left = false;

  let liveRoot: Element | undefined;
  /** Whether a node is in the content: the server's element, or, from the swap until the held inputs are handed over, the live content in its place. */
  const within = (node: Node): boolean => (region.isConnected && region.contains(node)) || (liveRoot?.contains(node) ?? false);
  const inRegion = (event: Event): boolean => event.target instanceof Node && within(event.target);
  const dispose = (): void => {
    for (const type of reachEvents) document.removeEventListener(type, onReach, {capture: true});
    for (const type of pressEvents) document.removeEventListener(type, onPress, {capture: true});
    document.removeEventListener('click', holdClick, {capture: true});
    document.removeEventListener('keydown', holdKey, {capture: true});
    window.removeEventListener('scroll', onScroll, {capture: true});
    window.removeEventListener('scrollend', scrollEnded, {capture: true});
    window.clearTimeout(scrollTimer);
  };
  const goLiveWhenReady = (): void => {
    if (!loaded || pressed || scrolling || (swiped && held.length === 0) || !goLive || requested) return;
    requested = true;
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
        // The content stays as the server sent it and reads as plain HTML: each held click is
        // given back to it as a plain click (a link is followed, a summary opens), and from now
        // on links are not held. The reader's next press tries the code again.
        preparing = undefined;
        failed = true;
        const inputs = release();
        if (left) return;
        givingBack = true;
        for (const {control, key} of inputs) if (key === undefined && control instanceof HTMLElement && control.isConnected) control.click();
        givingBack = false;
        console.warn('This page could not load the code of its content; the content stays readable as it is.', error);
      },
    );
  };
  const begin = (): void => {
    reached = true;
    loadAll();
  };
  const onReach = (event: Event): void => {
    // Once the server's element is gone (React rendered the page anew), any press tries again.
    if (inRegion(event) || !region.isConnected) begin();
  };
  const onPress = (event: Event): void => {
    if (event.type === 'pointerdown') {
      pressed = event instanceof PointerEvent && event.button === 0 && inRegion(event);
      return;
    }
    if (pressed) swiped = event.type === 'pointercancel';
    pressed = false;
    // A task later: the click of this press comes right after its pointerup, and a swap
    // rendered before it (React renders an update made in a pointerup at once) would take
    // its target out of the page.
    window.setTimeout(goLiveWhenReady, 0);
  };
  function scrollEnded(): void {
    window.clearTimeout(scrollTimer);
    scrolling = false;
    goLiveWhenReady();
  }
  const onScroll = (): void => {
    scrolling = true;
    window.clearTimeout(scrollTimer);
    scrollTimer = window.setTimeout(scrollEnded, scrollQuiet);
  };
  const hold = (event: Event, control: Element, key?: string): void => {
    event.preventDefault();
    event.stopImmediatePropagation();
    // Busy until the live control takes its place: its code is on the way.
    if (control.matches(actionable)) control.setAttribute('aria-busy', 'true');
    // A second click on a control already held would act twice (a link followed twice, a summary opened and closed).
    const heldAlready = key === undefined && held.some((input) => input.control === control && input.key === undefined);
    if (!heldAlready) held.push({control, key});
    begin();
    goLiveWhenReady();
  };
  function holdClick(event: MouseEvent): void {
    if (givingBack || !inRegion(event) || !isPlainClick(event) || !(event.target instanceof Element)) return;
    const control = event.target.closest(controls);
    if (control && within(control) && waitsForCode(control) && !(failed && control instanceof HTMLAnchorElement)) {
      hold(event, control);
    }
  }
  function holdKey(event: KeyboardEvent): void {
    if (!inRegion(event) || !tabKeys.has(event.key) || !(event.target instanceof Element)) return;
    const tab = event.target.closest('[role="tab"]');
    if (tab && within(tab)) hold(event, tab, event.key);
  }
  for (const type of reachEvents) document.addEventListener(type, onReach, {capture: true, passive: true});
  for (const type of pressEvents) document.addEventListener(type, onPress, {capture: true, passive: true});
  window.addEventListener('scroll', onScroll, {capture: true, passive: true});
  window.addEventListener('scrollend', scrollEnded, {capture: true, passive: true});
  document.addEventListener('click', holdClick, {capture: true});
  document.addEventListener('keydown', holdKey, {capture: true});

  /** Hands over the held inputs, no longer busy, and holds none from now on. */
  function release(): HeldInput[] {
    const inputs = held;
    held = [];
    for (const {control} of inputs) control.removeAttribute('aria-busy');
    return inputs;
  }

  return {
    region,
    waiting: () => !requested && region.isConnected,
    reach: begin,
    load: () => void start().catch(() => undefined),
    whenReady(run, prepareLive) {
      goLive = run;
      prepare = prepareLive;
      loadAll();
      goLiveWhenReady();
      return () => {
        goLive = undefined;
        dispose();
        // Cancelled before going live: the page is left, and what it held goes with it.
        if (!requested) {
          left = true;
          release();
        }
      };
    },
    holdWithin(root) {
      liveRoot = root;
    },
    release() {
      dispose();
      liveRoot = undefined;
      return release();
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
 * A module loaded once, on demand; a failed load is tried again by the next call.
 *
 * `useModule()`, a hook, gives the module once it has loaded. Until the page has
 * hydrated (on the server, and while React hydrates the server's HTML) it suspends
 * until the module has loaded, so the page renders or hydrates with it. Afterwards
 * it gives `undefined` meanwhile and renders again once the module has loaded: a
 * navigation to a page whose modules are already there (Back or Forward, or a link
 * back to it) renders at once, with no wait, and a render that suspends there, with
 * no Suspense boundary to show instead, can leave the page stuck, its main thread
 * busy (a page left before its content went live, gone back to before that code has
 * arrived). Once the module has arrived, a reader who came by Back or Forward is put
 * back where they left the page, and one who followed a `#fragment` link goes to it
 * (../scroll.ts). A load that fails then is thrown, for the theme's error boundary to show.
 * No Suspense boundary may wrap a caller: one that hydrates after the page would
 * find it hydrated and render nothing where the server's HTML has content, and
 * React's server renderer moves a boundary's content of more than about 12 KB out
 * of place, behind an inline script that the site's policy refuses.
 */
export function loadOnce<T>(load: () => Promise<T>): {load: () => Promise<T>; useModule: () => T | undefined} {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const loadIt = (): Promise<T> =>
    (loading ??= load().then(
      (module) => (value = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function useModule(): T | undefined {
    const [failure, setFailure] = useState<{error: unknown}>();
    const [, loaded] = useReducer((count: number) => count + 1, 0);
    const waits = value === undefined && ExecutionEnvironment.canUseDOM && isHydrated();
    const location = useLocation();
    const history = useHistory();
    // The entry and the navigation that rendered the content before its code had arrived.
    const putBack = useRef(waits ? {location, action: history.action} : undefined);
    const arrived = value !== undefined;
    useLayoutEffect(() => {
      const from = putBack.current;
      if (!from || !arrived) return;
      putBack.current = undefined;
      // The reader has gone on meanwhile (another #fragment, say): what they did stands.
      if (entryOf(location) === entryOf(from.location)) putReaderBack(from.location, from.action);
    }, [arrived, location]);
    useEffect(() => {
      if (!waits) return undefined;
      let current = true;
      loadIt().then(
        () => current && loaded(),
        (error: unknown) => current && setFailure({error}),
      );
      return () => {
        current = false;
      };
    }, [waits]);
    if (failure) throw failure.error instanceof Error ? failure.error : new Error(`Could not load the content's code: ${String(failure.error)}`);
    return value ?? (waits ? undefined : use(loadIt()));
  }
  return {load: loadIt, useModule};
}

/**
 * Content whose code `load` imports: a doc page's article (../article.ts, for the
 * page modules the loader writes) or a block of a page (DeferredBlock). A module awaits `ready` before it
 * exports the content, so a page that renders it at once has its code.
 */
export function deferredContent(load: () => Promise<ArticleModule>, {region: selector, tabGroups}: DeferredContentOptions): DeferredContent {
  const article = loadOnce(load);
  const start = article.load;

  const useArticle = article.useModule;

  /** The content, or, while its code loads after a navigation (see loadOnce), an empty element marked busy. */
  function Content(props: Record<string, unknown>): ReactNode {
    const Article = useArticle()?.default;
    return Article ? <Article {...props} /> : <div aria-busy="true" {...{[waitingAttribute]: ''}} />;
  }

  // The server's element, when this module runs before the page it belongs to hydrates
  // (a module that a link preloads later runs after: src/theme/Root marks the hydrated page).
  const region = ExecutionEnvironment.canUseDOM && !isHydrated() ? document.querySelector(selector) : null;
  if (region !== null && !tabChoiceSaved(tabGroups)) {
    const deferral = waitForReader(region, start);
    deferrals.set(Content, deferral);
    return {ready: undefined, Content, deferral};
  }
  return {ready: start(), Content, deferral: undefined};
}
