import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The folder of `@docusaurus/utils-common`'s compiled code. */
export const utilsCommonFolder = /[\\/]@docusaurus[\\/]utils-common[\\/]lib$/;

/**
 * Modules of the browser bundle that the page would otherwise load whole for
 * one small part. `@docusaurus/utils-common`, which Docusaurus's Link and the
 * theme import in the browser, is CommonJS compiled by TypeScript: its index
 * requires all of tslib (3.6 KB of gzip on every page) for the one helper
 * it calls, `__importDefault`. This plugin gives that one import, in the
 * browser bundle only, a module holding just that helper
 * (tslib-import-default.ts). tests/unit/lean-bundle.test.ts fails as soon
 * as utils-common calls any other tslib helper.
 */
export default function leanBundle(): Plugin {
  return {
    name: 'ibexdb-lean-bundle',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
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
