import type {Plugin} from '@docusaurus/types';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line
 * is this comment has every function compiled while it downloads, on a
 * background thread, instead of each one on the main thread the first time it
 * runs. Other engines read it as a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint at the top of every script of the browser bundle, in
 * production builds.
 *
 * A page's scripts are what its start runs: main.js runs every module it
 * holds (React DOM, the router, the theme's shell) as the page starts, and the
 * route's chunks hold the components hydration renders. Without the hint,
 * V8 compiles each module's function when the module first runs, reading its
 * text a second time on the main thread, inside main.js's task, the longest of
 * a page's load.
 *
 * The comment is added after the minifier has run, which would drop it, and
 * before the bundler computes the files' content hashes, so the names still
 * follow the files' text.
 */
export default function compileHints(): Plugin {
  return {
    name: 'ibexdb-compile-hints',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: compileHint,
            raw: true,
            test: /\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
