import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The folder of `@docusaurus/utils-common`'s compiled code. */
export const utilsCommonFolder = /[\\/]@docusaurus[\\/]utils-common[\\/]lib$/;

/** theme-common's React helpers, whose key sort shallow-memo.mjs makes cheap. */
export const themeCommonReactUtils = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/;

/** Whether `file` is one of the generated modules that client-data.mjs slims. */
export function isClientData(generatedFilesDir: string, file: string): boolean {
  const relative = path.relative(generatedFilesDir, file).split(path.sep).join('/');
  return relative === 'docusaurus.config.mjs' || /^docusaurus-plugin-content-docs\/[^/]+\/p\/[^/]+\.json$/.test(relative);
}

/**
 * What the browser bundle would otherwise load for nothing, or whole for one
 * small part, or run at a needless cost, in the browser bundle only:
 * - the site config and the docs' version data lose what no browser code
 *   reads (client-data.mjs);
 * - theme-common sorts object keys without a collator (shallow-memo.mjs);
 * - `@docusaurus/utils-common`, which Docusaurus's Link and the theme import,
 *   is CommonJS compiled by TypeScript, whose index requires all of tslib
 *   (3.6 KB of gzip on every page) for the one helper it calls,
 *   `__importDefault`: that import gets a module holding just that helper
 *   (tslib-import-default.ts).
 * tests/unit/lean-bundle.test.ts fails as soon as utils-common or
 * theme-common changes what these rely on; for the generated files, the
 * loader fails the build, and tests/e2e/client-navigation.spec.ts checks that a
 * page rendered in the browser shows what its server HTML shows.
 */
export default function leanBundle(context: LoadContext): Plugin {
  return {
    name: 'ibexdb-lean-bundle',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        module: {
          // "pre": the loaders read the files as written, before any compiler.
          rules: [
            {
              test: (file: string) => isClientData(context.generatedFilesDir, file),
              enforce: 'pre',
              use: [{loader: path.join(__dirname, 'client-data.mjs')}],
            },
            {test: themeCommonReactUtils, enforce: 'pre', use: [{loader: path.join(__dirname, 'shallow-memo.mjs')}]},
          ],
        },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^tslib$/, (resource: {context?: string; request?: string}) => {
            if (resource.context && utilsCommonFolder.test(resource.context)) {
              resource.request = path.join(__dirname, 'tslib-import-default.ts');
            }
          }),
        ],
      };
    },
  };
}
