/**
 * The page index the not-found page ranks: one `{path, title}` per guide and
 * API page, written by the plugin (./index.ts) at the root of the build and
 * fetched by its theme component (./theme) only when the not-found page shows.
 */
export const pageIndexFile = 'page-index.json';

export interface IndexedPage {
  /** The page's path, as its route has it (`/docs/sync`, `/docs/api/`). */
  readonly path: string;
  /** The page's title, its h1. */
  readonly title: string;
}
