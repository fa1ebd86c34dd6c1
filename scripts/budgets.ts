/**
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
