/**
 * A doc page's article, as the page modules that ./loader.mjs writes defer it:
 * its code and the theme's content block it renders in (the classic theme's
 * DocItem/Content, wrapped by ./theme/DocItem/Content) load together, so a page
 * that renders its article at once, or once the reader reaches into it, never
 * waits for the block while it renders.
 */
import {deferredContent, loadOnce, type ArticleModule, type DeferredContent, type DeferredContentOptions} from './client';

/** The theme's content block. A failed load is tried again by the next call. */
export const contentBlock = loadOnce(() => import('@theme-init/DocItem/Content'));

/** `deferredContent` for a doc page's article: its code loads with the content block. */
export function deferredArticle(load: () => Promise<ArticleModule>, options: DeferredContentOptions): DeferredContent {
  return deferredContent(async () => (await Promise.all([load(), contentBlock.load()]))[0], options);
}
