// ESLint for the site's TypeScript: src/, tests/, scripts/, library/ and the config files.
// Content checks (cspell, markdownlint, samples, placeholders) and Stylelint have their own configs.
import docusaurus from '@docusaurus/eslint-plugin';
import js from '@eslint/js';
import {defineConfig, globalIgnores} from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The plugins' recommended sets mark some rules 'warn'; here every one of them fails the lint.
const asErrors = (rules) =>
  Object.fromEntries(
    Object.entries(rules).map(([name, level]) => [name, level === 'warn' ? 'error' : level]),
  );

export default defineConfig(
  globalIgnores([
    'build/',
    '.cache/',
    '.docusaurus/',
    'docs/api/',
    'test-results/',
    'playwright-report/',
    'tests/.output/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    // Type information comes from tsconfig.json, which covers every .ts and .tsx file.
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
    },
  },
  {
    // The plain JavaScript modules (this file, the TypeDoc plugin) are outside the TS project.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs['recommended-latest']],
    plugins: {'@docusaurus': docusaurus},
    rules: asErrors(docusaurus.configs.recommended.rules),
  },
  {
    files: ['src/**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // A region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable):
      // code blocks (pre), Markdown tables, and the diagram and sandbox scrollers (group, log)
      // take tabIndex 0 on purpose. The other options are the recommended ones.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        {tags: ['pre', 'table'], roles: ['tabpanel', 'group', 'log'], allowExpressionValues: true},
      ],
    },
  },
  {
    // node:test registers describe/it/test calls itself; their promises need no await.
    files: ['tests/unit/**/*.ts', 'tests/built/**/*.ts'],
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {allowForKnownSafeCalls: [{from: 'package', name: ['describe', 'it', 'test'], package: 'node:test'}]},
      ],
    },
  },
  {
    files: ['tests/e2e/**/*.ts'],
    extends: [playwright.configs['flat/recommended']],
    rules: asErrors(playwright.configs['flat/recommended'].rules),
  },
  {
    // library/ declares an API, like a .d.ts file: declared namespaces are how
    // it describes Orderstamp, and overloads keep the source's type parameters.
    files: ['library/**/*.ts'],
    rules: {
      '@typescript-eslint/no-namespace': ['error', {allowDeclarations: true}],
      '@typescript-eslint/no-unused-vars': ['error', {varsIgnorePattern: '^[A-Z]$'}],
      // The library's Query.resume() returns a promise where its base Emitter.resume()
      // returns void; the declarations must say so as the library does.
      '@typescript-eslint/no-misused-promises': ['error', {checksVoidReturn: {inheritedMethods: false}}],
    },
  },
);
