// @ts-check
/**
 * A loader for `@docusaurus/theme-common`'s reactUtils.js, in the browser
 * bundle only. Its `useShallowMemoObject` sorts an object's keys with
 * `localeCompare`, and a page's first `localeCompare` loads the locale's
 * collation data: on a phone that is tens of milliseconds inside the render
 * that follows hydration, since the docs sidebar's filler for the mobile menu
 * calls the hook on every doc page. The hook needs one fixed order for a set
 * of keys, not a language's: this loader sorts them by code unit. A
 * reactUtils.js without that line fails the build, naming the file, so an
 * upgrade that changes it is seen.
 */
import {fileURLToPath} from 'node:url';

/** The line of theme-common 3.8.1 this loader replaces. */
export const localeSort = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';

/** What it becomes: a fixed order for any set of keys, with no collator. */
export const codeUnitSort = 'deps.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));';

/**
 * @param {string} source reactUtils.js
 * @param {string} file its path, for the error
 * @returns {string}
 */
export function codeUnitKeySort(source, file) {
  if (!source.includes(localeSort)) {
    throw new Error(`lean-bundle: ${file} no longer has "${localeSort}": read src/plugins/lean-bundle/shallow-memo.mjs again`);
  }
  return source.replace(localeSort, codeUnitSort);
}

/**
 * @this {{resourcePath: string, addDependency(file: string): void}}
 * @param {string} source
 * @returns {string}
 */
export default function shallowMemoLoader(source) {
  // Rspack's persistent cache then recompiles reactUtils.js when this loader changes.
  this.addDependency(fileURLToPath(import.meta.url));
  return codeUnitKeySort(source, this.resourcePath);
}
