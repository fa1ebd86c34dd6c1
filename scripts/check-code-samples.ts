/**
 * Type-checks the TypeScript code samples of the site against IbexDB's API in library/.
 *
 *   npx tsx scripts/check-code-samples.ts                  # docs/, src/ partials, library/ and the API pages
 *   npx tsx scripts/check-code-samples.ts docs/query.mdx   # one page (files or folders)
 *   npx tsx scripts/check-code-samples.ts --api library    # library/ examples, and the API pages
 *   npx tsx scripts/check-code-samples.ts --verbose
 *
 * A run without files, or with `--api`, also renders the API reference with TypeDoc
 * (typedoc.json, into a temporary folder) and checks every ts/tsx block of every page as
 * a reader sees it; a library example shown on a page is checked there, once, and its
 * errors name both the page and the library line. What a sample is, and the `partial` and
 * `title` fence meta: src/plugins/code-samples (the checker, which this file runs).
 *
 * Errors print as `docs/query.mdx:42:7 error TS2339: ...`; the exit code is 1 on any error.
 */
import {checkSamples, checkSamplesWithApiPages, formatDiagnostic, type CheckResult} from '../src/plugins/code-samples';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function main(args: string[]): number {
  const flags = new Set(args.filter((a) => a.startsWith('--')));
  const unknown = [...flags].filter((flag) => flag !== '--verbose' && flag !== '--api');
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(', ')}: use --api, --verbose, and files or folders.`);
    return 1;
  }
  const inputs = args.filter((a) => !a.startsWith('--'));
  let result: CheckResult;
  try {
    result = inputs.length === 0 || flags.has('--api') ? checkSamplesWithApiPages(inputs) : checkSamples(inputs);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  for (const d of result.diagnostics) console.log(formatDiagnostic(d));
  if (flags.has('--verbose')) {
    for (const f of result.files) console.log(`${f.file}: ${plural(f.blocks, 'block')}, ${plural(f.errors, 'error')}`);
    for (const example of result.notRendered) console.log(`${example}: an example that no API page shows, checked from its comment`);
  }
  const errors = result.diagnostics.filter((d) => d.category === 'error').length;
  console.log(
    `Checked ${plural(result.blocks, 'code block')} in ${plural(result.files.length, 'file')}: ${plural(errors, 'error')}.`,
  );
  return errors > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
