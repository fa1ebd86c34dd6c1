/**
 * The pages of the API reference, kept as a snapshot of TypeDoc's output in
 * tests/snapshots/api-pages.json: their paths in docs/api/ without `.md`
 * (`classes/repository`, `functions-core`, `index`), sorted. The site's
 * requirements list these exact routes, so the snapshot changes only with them:
 * tests/unit/api-pages.test.ts fails when TypeDoc writes other pages, and
 * `UPDATE_API_SNAPSHOT=1` makes it rewrite the file instead (see the README).
 * Where each page goes is src/api-layout.mjs's to say.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import snapshot from '../snapshots/api-pages.json';

const snapshotFile = path.resolve(__dirname, '../snapshots/api-pages.json');

/** The pages in the snapshot. */
export const apiPages: readonly string[] = snapshot;

/** Writes a new snapshot. */
export function writeApiSnapshot(pages: readonly string[]): void {
  writeFileSync(snapshotFile, `${JSON.stringify([...pages].sort(), null, 2)}\n`);
}
