/**
 * The pages of the API reference, kept as a snapshot of TypeDoc's output in
 * tests/snapshots/api-pages.json: the lowercase names in their URLs, by kind (the
 * module keys of the function pages, then each kind folder's names). The site's
 * requirements list these exact routes, so the snapshot changes only with them:
 * tests/unit/api-pages.test.ts fails when TypeDoc writes other pages, and
 * `UPDATE_API_SNAPSHOT=1` makes it rewrite the file instead (see the README).
 * Where each page goes is src/api-layout.mjs's to say.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {apiIndexPage, apiModules, apiPageKinds, functionsPage, symbolPage} from '../../src/api-layout.mjs';
import snapshot from '../snapshots/api-pages.json';

/** The snapshot's shape: module keys under `functions`, symbol names under their kind's folder. */
export type ApiPageNames = Record<'functions' | (typeof apiPageKinds)[number]['folder'], string[]>;

export const apiSnapshotFile = path.resolve(__dirname, '../snapshots/api-pages.json');

/** The names in the snapshot. */
export const apiPageNames: ApiPageNames = snapshot;

/** The pages these names give, as paths in the reference's folder without `.md`: the index first. */
export function apiPagesOf(names: ApiPageNames): string[] {
  return [
    apiIndexPage,
    ...names.functions.map(functionsPage),
    ...apiPageKinds.flatMap(({folder}) => names[folder].map((name) => symbolPage(folder, name))),
  ];
}

/** The pages of the snapshot. */
export const apiPages = apiPagesOf(apiPageNames);

/**
 * The names of a set of pages (paths without `.md`), for a new snapshot. Throws on a page
 * that the layout cannot give, which no snapshot could then describe.
 */
export function apiPageNamesOf(pages: readonly string[]): ApiPageNames {
  const names: ApiPageNames = {functions: [], classes: [], interfaces: [], types: []};
  const moduleKey = new RegExp(`^${functionsPage('(.+)')}$`);
  for (const page of pages) {
    const key = moduleKey.exec(page)?.[1];
    const kind = apiPageKinds.find(({folder}) => page.startsWith(`${folder}/`));
    if (key) names.functions.push(key);
    else if (kind) names[kind.folder].push(page.slice(kind.folder.length + 1));
    else if (page !== apiIndexPage) throw new Error(`The API page ${page} is not in the layout of src/api-layout.mjs.`);
  }
  // Function pages in the modules' order, as in the sidebar; symbols by name.
  const moduleOrder = (key: string) => apiModules.findIndex((module) => module.key === key);
  names.functions.sort((a, b) => moduleOrder(a) - moduleOrder(b));
  for (const {folder} of apiPageKinds) names[folder].sort();
  return names;
}

/** Writes a new snapshot. */
export function writeApiSnapshot(names: ApiPageNames): void {
  writeFileSync(apiSnapshotFile, `${JSON.stringify(names, null, 2)}\n`);
}
