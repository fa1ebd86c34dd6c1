import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The folder of `@docusaurus/utils-common`'s compiled code. */
export const utilsCommonFolder = /[\\/]@docusaurus[\\/]utils-common[\\/]lib$/;

/** Whether `file` is one of the generated modules that client-data.mjs slims. */
export function isClientData(generatedFilesDir: string, file: string): boolean {
  const relative = path.relative(generatedFilesDir, file).split(path.sep).join('/');
  return relative === 'docusaurus.config.mjs' || /^docusaurus-plugin-content-docs\/[^/]+\/p\/[^/]+\.json$/.test(relative);
}

/**
 * What the browser bundle would otherwise load for nothing, or whole for one
 * small part. The site config and the docs' version data lose what no
 * browser code reads (client-data.mjs). `@docusaurus/utils-common`, which
 * Docusaurus's Link and the theme import in the browser, is CommonJS
 * compiled by TypeScript: its index requires all of tslib (3.6 KB of gzip on every page) for the one helper
 * it calls, `__importDefault`. This plugin gives that one import, in the
 * browser bundle only, a module holding just that helper
 * (tslib-import-default.ts). tests/unit/lean-bundle.test.ts fails as soon
 * as utils-common calls any other tslib helper.
 */
export default function leanBundle(context: LoadContext): Plugin {
  return {
    name: 'ibexdb-lean-bundle',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: (file: string) => isClientData(context.generatedFilesDir, file),
              use: [{loader: path.join(__dirname, 'client-data.mjs')}],
            },
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
