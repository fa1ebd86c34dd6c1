/**
 * `npm run test:unit`: every unit test file of this folder (`*.test.ts`), run in
 * this one process, in name order. Node's `--test` over the files would give
 * each a process of its own, loading tsx and the site's modules again each
 * time: on two cores the 27 files took 44 s that way against 21 s here, and
 * `npm test` runs them beside the build. One file alone still runs as
 * `node --import tsx --test tests/unit/<name>.test.ts`.
 */
import {readdirSync} from 'node:fs';
import {join} from 'node:path';

const files = readdirSync(__dirname)
  .filter((name) => name.endsWith('.test.ts'))
  .sort();
if (files.length === 0) throw new Error(`No unit test files (*.test.ts) in ${__dirname}`);

void (async () => {
  for (const name of files) await import(join(__dirname, name));
})();
