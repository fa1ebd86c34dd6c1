import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {paletteCss} from './palette';
import {codeThemes} from './themes';

export {default as rehypeHighlight, type CodeLink, type HighlightOptions} from './rehype';

/**
 * Code highlighting, done once at build time for both colour modes: the
 * browser gets HTML with two colour classes per token, loads no Prism, and a
 * colour-mode switch changes only CSS. The feature lives in this folder, but for
 * the reader of the meta string:
 *
 * - rehype.ts: the rehype plugin that highlights every fenced block of a page
 *   (exported here as `rehypeHighlight`; the docs and pages options of the
 *   config list it, because Docusaurus takes rehype plugins only there);
 * - src/utils/code-block-meta.ts (shared with the samples' checker): titles,
 *   `{1,4-6}` ranges and magic comments;
 * - themes.ts and palette.ts: the colours of both modes and their CSS;
 * - theme/CodeBlock: the component that renders the highlighted HTML, in place
 *   of the classic theme's (which runs Prism in the browser);
 * - no-client-prism.ts: stands in for the classic theme's module that loads
 *   Prism's languages in the browser.
 *
 * This plugin is the site half: it exposes the theme component, swaps that
 * client module out of the bundle and writes the palettes' CSS into every
 * page's head.
 */
export default function codeHighlightPlugin(): Plugin {
  return {
    name: 'ibexdb-code-highlight',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
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
            innerHTML: paletteCss(codeThemes),
          },
        ],
      };
    },
  };
}
