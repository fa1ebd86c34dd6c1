/**
 * The API reference as readers get it: TypeDoc renders it with the project's
 * typedoc.json into a temporary folder, and every ts/tsx block of every generated page
 * is a sample, named by its page as the site serves it (`docs/api/classes/item.md`).
 * Titles are scoped per page, as a reader sees them: a fragment imports a titled block
 * of its own page. Each block is paired with the library `@example` it renders, so that
 * an error also names the line to edit in library/src.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {apiDocsFolder} from '../../api-layout.mjs';
import {extractBlocks, type BlockOrigin, type CodeBlock} from './blocks';
import {projectRoot} from '../../utils/paths';

/**
 * Runs TypeDoc with typedoc.json into `<folder>/api` and returns that folder. It runs in a
 * child Node process without tsx, as in a Docusaurus build: TypeDoc loads its plugins
 * with import(). Throws with TypeDoc's messages when it reports an error.
 */
export function renderApiReference(folder: string): string {
  const out = path.join(folder, apiDocsFolder);
  const script = `
    import {Application, TSConfigReader, TypeDocReader} from 'typedoc';
    const options = JSON.parse(process.argv[1]);
    const app = await Application.bootstrapWithPlugins(options, [new TypeDocReader(), new TSConfigReader()]);
    const project = await app.convert();
    if (project) await app.generateOutputs(project);
    process.exitCode = project && !app.logger.hasErrors() ? 0 : 1;
  `;
  const options = {out, docsPath: folder, logLevel: 'Error'};
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(options)], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: {...process.env, NODE_OPTIONS: '', FORCE_COLOR: '0'},
  });
  if (result.error) throw new Error(`TypeDoc could not start: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`TypeDoc failed to render the API reference (typedoc.json):\n${result.stdout}${result.stderr}`.trimEnd());
  }
  return out;
}

/** The generated pages in a folder: `.md` files not starting with `_`, as sorted posix paths. */
function listPages(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.md') && !file.split('/').some((part) => part.startsWith('_')))
    .sort();
}

/** Pairs the lines of a rendered block with those of a written one: by index when both have as many, else equal lines in order. */
function pairLines(rendered: CodeBlock, written: CodeBlock): BlockOrigin['lines'] {
  if (rendered.code.length === written.code.length) {
    return written.origins.map((position, i) => ({position, sameText: written.code[i] === rendered.code[i]}));
  }
  let next = 0;
  return rendered.code.map((text) => {
    const found = written.code.indexOf(text, next);
    if (found < 0 || text.trim() === '') return undefined;
    next = found + 1;
    return {position: written.origins[found], sameText: true};
  });
}

/** How many non-blank lines of a rendered block a written one holds at the same place (or anywhere, when the lengths differ). */
function likeness(rendered: CodeBlock, written: CodeBlock): number {
  return pairLines(rendered, written).filter((line, i) => line?.sameText && rendered.code[i].trim() !== '').length;
}

/**
 * The library example a rendered block comes from: the one of the same language that
 * holds most of its non-blank lines, more than half of them. When several tie (an example
 * written twice), one that no other block was paired with yet wins, then the first.
 */
function findOrigin(rendered: CodeBlock, written: readonly CodeBlock[], paired: ReadonlySet<CodeBlock>): CodeBlock | undefined {
  let best: CodeBlock | undefined;
  let bestScore = Math.floor(rendered.code.filter((line) => line.trim() !== '').length / 2);
  for (const candidate of written) {
    if (candidate.lang !== rendered.lang) continue;
    const score = likeness(rendered, candidate);
    const better = score > bestScore || (score === bestScore && best !== undefined && paired.has(best) && !paired.has(candidate));
    if (better) [best, bestScore] = [candidate, score];
  }
  return best;
}

export interface RenderedSamples {
  /** Every generated page, as the absolute path it is served from (`<site>/docs/api/classes/item.md`). */
  pages: string[];
  blocks: CodeBlock[];
  /** The library examples that some rendered block comes from. */
  rendered: Set<CodeBlock>;
}

/**
 * The ts/tsx blocks of the generated pages in `dir` (TypeDoc's output folder), each named
 * by its page under docs/api/ and paired with the library example it renders, among
 * `libraryExamples` (the `@example` blocks of library/).
 */
export function readApiPages(dir: string, libraryExamples: readonly CodeBlock[]): RenderedSamples {
  const pages: string[] = [];
  const blocks: CodeBlock[] = [];
  const rendered = new Set<CodeBlock>();
  for (const page of listPages(dir)) {
    const source = path.join(projectRoot, 'docs', apiDocsFolder, ...page.split('/'));
    pages.push(source);
    for (const block of extractBlocks(source, fs.readFileSync(path.join(dir, page), 'utf8'))) {
      const written = findOrigin(block, libraryExamples, rendered);
      if (!written) {
        blocks.push(block);
        continue;
      }
      rendered.add(written);
      blocks.push({...block, renderedFrom: {source: written.source, fence: written.fence, lines: pairLines(block, written)}});
    }
  }
  return {pages, blocks, rendered};
}
