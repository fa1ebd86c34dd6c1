import type {PrismTheme} from 'prism-react-renderer';

/**
 * Token colours as short class names, shared by the rehype plugin (which puts
 * them on tokens) and the site plugin in ./index.ts (which writes their CSS): `l<n>` is the
 * n-th colour of the light theme, `d<n>` of the dark theme. A token carries
 * one of each that its theme colours, so a colour-mode switch is pure CSS.
 */

export interface CodeThemes {
  readonly light: PrismTheme;
  readonly dark: PrismTheme;
}

/** The distinct token colours of a theme, in order of first use. */
export function themeColours(theme: PrismTheme): string[] {
  const colours: string[] = [];
  for (const {types, style} of theme.styles) {
    const other = Object.keys(style).filter((key) => key !== 'color');
    if (other.length > 0) {
      throw new Error(
        `Code themes may set only token colours; ${types.join(', ')} also sets ${other.join(', ')} (src/plugins/highlight/themes.ts).`,
      );
    }
    if (style.color !== undefined && !colours.includes(style.color)) {
      colours.push(style.color);
    }
  }
  return colours;
}

/**
 * The CSS of both palettes and of the block colours, for every page's head.
 * The dark palette is for screens only: code prints in the light one.
 */
export function paletteCss({light, dark}: CodeThemes): string {
  const block = (theme: PrismTheme) =>
    `--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}`;
  const darkRules = [
    `[data-theme='dark']{${block(dark)}}`,
    ...themeColours(dark).map((colour, index) => `[data-theme='dark'] .d${index}{color:${colour}}`),
  ];
  const rules = [
    `:root{${block(light)}}`,
    ...themeColours(light).map((colour, index) => `.l${index}{color:${colour}}`),
    `@media screen{${darkRules.join('')}}`,
  ];
  return rules.join('');
}
