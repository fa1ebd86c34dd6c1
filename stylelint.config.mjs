// Stylelint for the site's CSS: the global stylesheet and the components' CSS modules.
/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard', 'stylelint-config-css-modules'],
  ignoreFiles: ['build/**', '.docusaurus/**', 'node_modules/**'],
  rules: {
    // min-width/max-width queries: the production browserslist includes UC Browser for
    // Android 15.5, which lacks the range notation (width <= 600px).
    'media-feature-range-notation': 'prefix',
  },
  overrides: [
    {
      // A CSS module's class names are read in TSX as styles.camelCase properties; the
      // theme's own classes (theme-code-block and the like) appear inside :global().
      files: ['src/**/*.module.css'],
      rules: {
        'selector-class-pattern': [
          '^(?:[a-z][a-zA-Z0-9]*|theme-[a-z0-9-]+)$',
          {message: (selector) => `Expected class selector "${selector}" to be camelCase, or a theme-* class`},
        ],
      },
    },
  ],
};
