import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * A doc page's first view needs none of its article's code: the server's HTML
 * shows the article, and the code is needed only when the reader reaches into it
 * (a press or a touch inside, see client/index.tsx). So each doc page's compiled MDX is
 * cut in two (loader.mjs): the page module the route loads keeps the metadata,
 * front matter and table of contents, and its content is a stand-in
 * (article.ts, client/index.tsx) that imports the article on demand and leaves the server's HTML
 * in place until then. A page reached by a link inside the site loads its
 * article before it renders, as before.
 *
 * Partials (a file or folder whose name starts with `_`), imported whole by the
 * pages that use them, are left alone. A page imported elsewhere (the API index,
 * which src/pages repeats) gets the module the route would: it renders live,
 * since the page that imports it has no doc content block to wait in.
 *
 * The MDX loader caches a compile by the module's resource, query included, so
 * each page is compiled twice per bundle, once for each part.
 */
export default function deferredContent(context: LoadContext): Plugin {
  const docsFolder = path.join(context.siteDir, 'docs') + path.sep;
  const isDocPage = (file: string) =>
    file.startsWith(docsFolder) && /\.mdx?$/.test(file) && !path.relative(docsFolder, file).split(path.sep).some((part) => part.startsWith('_'));
  return {
    name: 'ibexdb-deferred-content',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [path.join(__dirname, 'scroll.ts')];
    },
    configureWebpack(config) {
      const loader = path.join(__dirname, 'loader.mjs');
      // Rspack's persistent cache, when on, keeps each page's compiled module: a change to
      // the loader must compile them again (the config's imports are followed, but the
      // loader is named by its path only).
      const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
      const persistent = typeof cache === 'object' && cache !== null && 'buildDependencies' in cache;
      return {
        ...(persistent ? {experiments: {cache: {buildDependencies: [loader]}}} : {}),
        module: {
          rules: [
            {
              test: isDocPage,
              // "post": the loader reads the MDX compiler's output.
              enforce: 'post',
              use: [{loader, options: {deferrer: path.join(__dirname, 'article.ts')}}],
            },
          ],
        },
      };
    },
  };
}
