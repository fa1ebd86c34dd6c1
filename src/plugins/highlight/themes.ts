import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code themes for light and dark mode: Visual Studio's, with the few token
 * colours that miss WCAG AA contrast (4.5:1) on the code background, or on a
 * highlighted line, replaced by darker (light) or lighter (dark) shades.
 * tests/unit/code-colours.test.ts checks every colour a token can take.
 */
function withColours(
  base: PrismTheme,
  colours: Record<string, string>,
  markupColours: Record<string, string> = {},
): PrismTheme {
  return {
    ...base,
    styles: [
      ...base.styles,
      ...Object.entries(colours).map(([type, color]) => ({types: [type], style: {color}})),
      ...Object.entries(markupColours).map(([type, color]) => ({types: [type], languages: ['markup' as const], style: {color}})),
    ],
  };
}

export const codeThemes = {
  light: withColours(themes.vsLight, {
    'attr-name': '#b00000',
    'class-name': '#1b6a80',
    builtin: '#005a9e',
    number: '#076b46',
    variable: '#076b46',
    inserted: '#076b46',
    comment: '#2c6e2c',
  }),
  dark: withColours(themes.vsDark, {
    comment: '#8dbb7d',
    'attr-name': '#a8dcfe',
    builtin: '#7fb8ec',
    changed: '#7fb8ec',
    keyword: '#7fb8ec',
    'interpolation-punctuation': '#7fb8ec',
    constant: '#b4b6f0',
    prolog: '#b4b6f0',
    char: '#e88f8f',
  }, {
    // HTML punctuation: Visual Studio's grey, lightened.
    punctuation: '#a8a8a8',
  }),
};
