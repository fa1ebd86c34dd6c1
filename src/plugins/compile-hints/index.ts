import type {Plugin} from '@docusaurus/types';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line
 * is this comment has every function compiled while it downloads, on a
 * background thread. Other engines read it as a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/** The bundler's asset-processing stages that place the hint. */
interface Stages {
  readonly PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number;
}

/**
 * The banner plugin's options: the hint as the first line of every script,
 * added after the minifier (which would drop it; it runs at the "optimize
 * size" stage) and before the content hashes (`realContentHash`, at the later
 * "optimize hash" stage), so the files' names still follow their text.
 */
export function compileHintBanner(stages: Stages) {
  return {banner: compileHint, raw: true, test: /\.js$/, stage: stages.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1};
}

/**
 * Puts the compile hint at the top of every script of the browser bundle, in
 * production builds.
 *
 * What a page loads first is what its start runs: main.js runs each module it
 * holds (React DOM, the router, the theme's shell) as the page starts, and the
 * route's chunks hold the components hydration renders. Without the hint, V8
 * compiles each module's function when the module first runs, reading its
 * text a second time on the main thread, inside main.js's task, the longest
 * of a page's load. The chunks a page loads later (another route's, a doc
 * article's code once the reader reaches into it) get the hint too: each is
 * loaded to be rendered, and is compiled as it arrives.
 */
export default function compileHints(): Plugin {
  return {
    name: 'ibexdb-compile-hints',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {plugins: [new BannerPlugin(compileHintBanner(Compilation))]};
    },
  };
}
