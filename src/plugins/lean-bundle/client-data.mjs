// @ts-check
/**
 * A loader for two modules Docusaurus generates, in the browser bundle only:
 * it drops what no browser code reads, so no page downloads it.
 *
 * - The site config (`docusaurus.config.mjs`) carries the whole config, the
 *   HTML template and the plugins' options included, which only the build and
 *   the server render read.
 * - The docs plugin's version data, the props of its version route
 *   (`p/*.json`, which every doc page loads), carries every doc's
 *   description; only the theme's DocCard shows one, and this site renders
 *   none. Other route props pass as they are.
 *
 * A module whose shape is not the one expected fails the build, naming the file,
 * so a Docusaurus upgrade that changes them is seen, not shipped half-stripped;
 * tests/e2e/client-navigation.spec.ts compares pages rendered in the browser
 * with their server HTML. In `npm start` the debug plugin's config
 * page shows the config as the browser gets it, without these keys.
 * (Rspack loads loaders with Node, so this one is JavaScript, type-checked.)
 */
import {fileURLToPath} from 'node:url';

/** Site config keys that only the build and the server render read; Docusaurus fills in all but the template. */
export const serverOnlyConfigKeys = ['presets', 'plugins', 'themes', 'markdown', 'ssrTemplate'];

/** The keys of serverOnlyConfigKeys that every generated config has. */
const alwaysThere = serverOnlyConfigKeys.filter((key) => key !== 'ssrTemplate');

const configPattern = /^(?<head>(?:\/\*[\s\S]*?\*\/\s*)?export default )(?<body>\{[\s\S]*\});\s*$/;

/**
 * The generated site config without the keys of `serverOnlyConfigKeys`.
 *
 * @param {string} source the module Docusaurus generates
 * @param {string} file its path, for the error
 * @returns {string}
 */
export function leanSiteConfig(source, file) {
  const match = configPattern.exec(source);
  if (!match?.groups) {
    throw new Error(`lean-bundle: ${file} is not "export default {…};" as Docusaurus 3.8 writes it`);
  }
  /** @type {Record<string, unknown>} */
  const config = JSON.parse(match.groups.body);
  const missing = alwaysThere.filter((key) => !(key in config));
  if (missing.length) throw new Error(`lean-bundle: ${file} has no ${missing.join(', ')}`);
  for (const key of serverOnlyConfigKeys) delete config[key];
  return `${match.groups.head}${JSON.stringify(config)};\n`;
}

/**
 * The docs plugin's route props: the version data without the docs'
 * descriptions, any other props as they are.
 *
 * @param {string} source the JSON Docusaurus generates
 * @param {string} file its path, for the error
 * @returns {string}
 */
export function leanVersionData(source, file) {
  /** @type {{version?: {docs?: Record<string, {description?: string}>}}} */
  const data = JSON.parse(source);
  if (!('version' in data)) return source;
  const docs = data.version?.docs;
  if (!docs || typeof docs !== 'object') {
    throw new Error(`lean-bundle: ${file} is not the docs plugin's version data ({version: {docs}})`);
  }
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(data);
}

/**
 * @this {{resourcePath: string, addDependency(file: string): void}}
 * @param {string} source
 * @returns {string}
 */
export default function leanClientData(source) {
  // Rspack's persistent cache then recompiles the module when this loader changes.
  this.addDependency(fileURLToPath(import.meta.url));
  const file = this.resourcePath;
  return file.endsWith('.json') ? leanVersionData(source, file) : leanSiteConfig(source, file);
}
