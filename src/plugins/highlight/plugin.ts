import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {paletteCss, type CodeThemes} from './palette';

/**
 * The site half of build-time highlighting (the page half is the rehype
 * plugin in ./index.ts): it keeps Prism out of the browser bundle by
 * replacing the classic theme's client module that loads Prism's languages,
 * and it writes the CSS of the token palettes and block colours of both modes.
 */
export default function codeHighlightPlugin(themes: CodeThemes): Plugin {
  return {
    name: 'ibexdb-code-highlight',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
            path.join(__dirname, 'no-client-prism.ts'),
          ),
        ],
      };
    },
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'style',
            innerHTML: paletteCss(themes),
          },
        ],
      };
    },
  };
}
