/**
 * `npm run test:unit`: every unit test file of this folder (`*.test.ts`), run in
 * this one process, in name order. Node's `--test` over the files would give
 * each a process of its own, loading tsx and the site's modules again each
 * time, which on two cores took twice as long (and `npm test` runs them beside
 * the build). One file alone still runs as
 * `node --import tsx --test tests/unit/<name>.test.ts`. The files that read the
 * API reference share its one TypeDoc run per process (tests/support/api-reference.ts):
 * run apart, each renders it again.
 *
 * A file that fails to load fails its own test, `<name> loads`, and the files
 * after it still run. Sharing a process asks two things of a test file: hooks
 * (`before`, `after`, ...) go inside a `describe`, since at the top level they
 * would run around every file's tests; and what a test changes for the
 * process (`process.env`, globals) it puts back before it awaits anything.
 */
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {pathToFileURL} from 'node:url';

const files = readdirSync(__dirname)
  .filter((name) => name.endsWith('.test.ts'))
  .sort();
if (files.length === 0) throw new Error(`No unit test files (*.test.ts) in ${__dirname}`);

void (async () => {
  for (const name of files) {
    try {
      await import(pathToFileURL(join(__dirname, name)).href);
    } catch (error) {
      // Failed whatever tests a run selects (`--test-name-pattern`): the process exits non-zero.
      console.error(`${name} failed to load:`, error);
      process.exitCode = 1;
      test(`${name} loads`, () => {
        throw error;
      });
    }
  }
})();
