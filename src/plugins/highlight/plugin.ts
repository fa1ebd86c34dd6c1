import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';

/**
 * The site half of build-time highlighting (the page half is the rehype
 * plugin in ./index.ts): it keeps Prism out of the browser bundle by
 * replacing the classic theme's client module that loads Prism's languages,
 * and it sets the code block colours of both modes as CSS variables.
 */
export default function codeHighlightPlugin(themes: {light: PrismTheme; dark: PrismTheme}): Plugin {
  const {light, dark} = themes;
  const variables = (theme: PrismTheme) =>
    `--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}`;
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
            innerHTML: `:root{${variables(light)}}[data-theme='dark']{${variables(dark)}}`,
          },
        ],
      };
    },
  };
}
