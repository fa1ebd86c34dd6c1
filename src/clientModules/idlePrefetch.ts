/**
 * Docusaurus prefetches the route chunks of every internal link that scrolls
 * into view. On a docs page dozens of links appear at once, and each prefetch
 * scans the whole route table and adds a `<link rel="prefetch">` per chunk, so
 * together they make long tasks right after hydration. This client module
 * queues those prefetches and runs them in idle time, a few milliseconds' worth
 * at a time, so none blocks input.
 *
 * What is prefetched, and when it is skipped (2g, data saver), is unchanged:
 * the framework's own prefetch still decides.
 */
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from '../utils/whenIdle';

type Prefetch = (routePath: string) => unknown;
interface DocusaurusGlobal {
  readonly prefetch: Prefetch;
  readonly preload: (routePath: string) => unknown;
}

const queue: string[] = [];
let frameworkPrefetch: Prefetch | undefined;
let scheduled = false;

/** How long a queued prefetch may wait for idle time, in ms. */
const idleTimeout = 1000;

/**
 * The most one idle callback spends starting prefetches, in ms. A callback
 * that used the whole idle period (up to 50 ms) would, with the prefetch that
 * overruns it, be a long task.
 */
const sliceBudget = 10;

function drain(deadline: {timeRemaining(): number}): void {
  const end = performance.now() + Math.min(sliceBudget, deadline.timeRemaining());
  do {
    const path = queue.shift();
    if (path !== undefined) frameworkPrefetch?.(path);
  } while (queue.length > 0 && performance.now() < end);
  scheduled = queue.length > 0;
  if (scheduled) whenIdle(drain, idleTimeout);
}

function deferredPrefetch(routePath: string): boolean {
  queue.push(routePath);
  if (!scheduled) {
    scheduled = true;
    whenIdle(drain, idleTimeout);
  }
  return true;
}

const clientModule: ClientModule = {
  // The framework sets window.docusaurus (a read-only object) after client
  // modules load, and before the first route update: replace it then, once,
  // by one whose prefetch is deferred. Links look it up on every call.
  onRouteDidUpdate() {
    const global = window as unknown as {docusaurus?: DocusaurusGlobal};
    const docusaurus = global.docusaurus;
    if (docusaurus && docusaurus.prefetch !== deferredPrefetch) {
      frameworkPrefetch = docusaurus.prefetch;
      global.docusaurus = {...docusaurus, prefetch: deferredPrefetch};
    }
  },
};

export default clientModule;
