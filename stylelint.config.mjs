// Stylelint for the site's CSS: the global stylesheet and the components' CSS modules.
/** @type {import('stylelint').Config} */
export default {
  extends: ['stylelint-config-standard', 'stylelint-config-css-modules'],
  ignoreFiles: ['build/**', '.docusaurus/**', 'node_modules/**'],
  rules: {
    // min-width/max-width queries: the production browserslist includes UC Browser for
    // Android 15.5, which lacks the range notation (width <= 600px).
    'media-feature-range-notation': 'prefix',
    // The global stylesheets style Infima's classes, which are BEM: block__element--modifier.
    'selector-class-pattern': [
      '^[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?:__[a-z0-9]+(?:-[a-z0-9]+)*)?(?:--[a-z0-9]+(?:-[a-z0-9]+)*)?$',
      {message: (selector) => `Expected class selector "${selector}" to be kebab-case, or Infima's block__element--modifier`},
    ],
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
