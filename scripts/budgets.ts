/**
 * What every page must keep within, in one file: the elements of its body and
 * the scripts it loads. Later features are held to these numbers.
 *
 * How many elements the body of a page may hold once hydrated. A long page costs every
 * reader layout and style work on each colour switch and menu open, so the
 * API reference, the longest pages, has the tighter budget. The sweep
 * (tests/e2e/sweep.spec.ts) fails on a page above its budget, and
 * `npm run bench` prints each measured page's count beside it.
 */
import {apiRoute} from '../src/api-layout.mjs';

/** The budgets, in elements. */
export const elementBudgets = {api: 2500, page: 3000} as const;

/** The element budget of the page at `path`. */
export function elementBudget(path: string): number {
  // /docs/docs/api/ repeats the API index.
  return path.startsWith(apiRoute) || path.startsWith(`/docs${apiRoute}`) ? elementBudgets.api : elementBudgets.page;
}

/**
 * How much script a page may load, in KB of gzip, counted as the browser loads
 * it (every script response until the network is idle, the chunks requested
 * after the first paint included): the home page, a guide, an API page. The
 * home page's first view is the lightest; a guide carries the article's code
 * with its route (so that its links route and prefetch from the first view), an
 * API page the longest route data. `npm run bench` prints each measured page's
 * bytes beside it; no test reads these.
 */
export const scriptBudgets = {home: 130, guide: 165, api: 160} as const;

/** Which script budget the page at `path` falls under. */
export function scriptBudgetKind(path: string): keyof typeof scriptBudgets {
  if (path === '/') return 'home';
  return path.startsWith(apiRoute) || path.startsWith(`/docs${apiRoute}`) ? 'api' : 'guide';
}

/** The script budget of the page at `path`, in KB of gzip. */
export function scriptBudget(path: string): number {
  return scriptBudgets[scriptBudgetKind(path)];
}
