// ESLint for the site's TypeScript: src/, tests/, scripts/, library/ and the config files.
// Content checks (cspell, markdownlint, samples, placeholders) have their own configs.
import js from '@eslint/js';
import {defineConfig, globalIgnores} from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    'build/',
    '.docusaurus/',
    'docs/api/',
    'test-results/',
    'playwright-report/',
    'tests/.output/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs['recommended-latest']],
  },
  {
    // library/ declares an API, like a .d.ts file: declared namespaces are how
    // it describes Orderstamp, and overloads keep the source's type parameters.
    files: ['library/**/*.ts'],
    rules: {
      '@typescript-eslint/no-namespace': ['error', {allowDeclarations: true}],
      '@typescript-eslint/no-unused-vars': ['error', {varsIgnorePattern: '^[A-Z]$'}],
    },
  },
);
