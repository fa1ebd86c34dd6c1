/**
 * Lists the public API that no guide sample uses: every name the API reference gives a
 * URL (a class, type or function page, or a member's anchor) that no ts/tsx sample of the
 * guides links to. For writers, to find what the guides could show; the site does not
 * print it.
 *
 *   npm run samples:unused
 *
 * It renders the API reference with TypeDoc into a temporary folder for the URLs, then
 * runs the code links' analysis (src/plugins/api-reference/code-links) over the samples.
 * The exit code is 0 whatever the list holds; 1 when the reference or the analysis fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {apiSymbolUrlsFile} from '../src/api-layout.mjs';
import {analyseSamples} from '../src/plugins/api-reference/code-links/analyse';
import {unusedNames} from '../src/plugins/api-reference/code-links/used-in';
import {renderApiReference} from '../src/plugins/code-samples';
import {projectRoot} from '../src/utils/paths';

function main(): number {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ibexdb-unused-'));
  try {
    const symbolUrls = JSON.parse(fs.readFileSync(path.join(renderApiReference(folder), apiSymbolUrlsFile), 'utf8')) as Record<string, string>;
    const {samples} = analyseSamples({siteDir: projectRoot, symbolUrls});
    const unused = unusedNames(symbolUrls, samples, path.join(projectRoot, 'docs'));
    for (const {name, url} of unused) console.log(`${name.padEnd(48)} ${url}`);
    const total = Object.keys(symbolUrls).length;
    console.log(`${unused.length} of ${total} public API names are used by no guide sample.`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    fs.rmSync(folder, {recursive: true, force: true});
  }
}

process.exitCode = main();
