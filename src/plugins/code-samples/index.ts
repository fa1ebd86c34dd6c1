/**
 * The code-sample checker, a library that the CLI (scripts/check-code-samples.ts), the
 * linked samples (src/plugins/api-reference/code-links) and the tests import. It type-checks the
 * TypeScript samples of the site against IbexDB's API in library/:
 *
 * - blocks.ts reads the ts/tsx blocks of Markdown, MDX and TSDoc `@example` sections;
 * - sources.ts says which files hold samples;
 * - rendered.ts renders the API reference with TypeDoc and reads the blocks of its pages;
 * - modules.ts makes each block a module (`partial` fragments, titled blocks imported
 *   by later blocks of the same source);
 * - program.ts builds the TypeScript program over library/ and the modules;
 * - files.ts writes each fragment of a guide as a complete file ("Copy as file"), which
 *   the check compiles too;
 * - diagnostics.ts places TypeScript's errors back in the files a writer edits.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {CodeBlock} from './blocks';
import {diagnoseSamples, type SampleDiagnostic} from './diagnostics';
import {copiedModules} from './files';
import {toVirtualFiles} from './modules';
import {projectRoot, relativeToRoot} from '../../utils/paths';
import {readApiPages, renderApiReference} from './rendered';
import {readSources} from './sources';

export {escapeHeadingIds, extractBlocks, markdownSyntax, type BlockOrigin, type CodeBlock, type SourcePosition} from './blocks';
export {formatDiagnostic, type SampleDiagnostic, type SampleLocation} from './diagnostics';
export {copiedFile, copiedFiles, copiesAsFile, type CopiedFile} from './files';
export type {VirtualFile} from './modules';
export {sampleLanguageService} from './program';
export {readApiPages, renderApiReference} from './rendered';
export {defaultSourceFiles, loadSamples, type Samples} from './sources';

export interface FileResult {
  file: string;
  /** The blocks checked as part of this file (a library example shown on an API page counts on the page). */
  blocks: number;
  errors: number;
}

export interface CheckResult {
  /** Number of code blocks checked, each once. */
  blocks: number;
  /** Every scanned source file, with or without blocks, then every generated API page. */
  files: FileResult[];
  diagnostics: SampleDiagnostic[];
  /**
   * With API pages: the library examples among the inputs that no page shows, as
   * `file:line` of their fence. They are checked from their comments.
   */
  notRendered: string[];
}

export interface CheckOptions {
  /**
   * A folder of generated API pages (TypeDoc's output, see `renderApiReference`). Their
   * blocks are checked as rendered, and a library example that one of them renders is
   * not checked again from its comment.
   */
  apiPages?: string;
  /** The files and folders whose `@example` blocks the API pages render: library/ by default. */
  library?: string[];
}

/**
 * Checks the samples of the given files and folders (absolute or relative to the current
 * directory); with no input, those of the default sources (see `defaultSourceFiles`).
 */
export function checkSamples(inputs: string[] = [], {apiPages, library}: CheckOptions = {}): CheckResult {
  const {sources, blocks: sourceBlocks} = readSources(inputs);
  let pages: string[] = [];
  let blocks: CodeBlock[] = sourceBlocks;
  let notRendered: CodeBlock[] = [];
  if (apiPages) {
    const libraryExamples = readSources(library ?? [path.join(projectRoot, 'library')]).blocks;
    const api = readApiPages(apiPages, libraryExamples);
    pages = api.pages;
    const fromSources = sourceBlocks.filter((block) => {
      const example = sameBlock(block, libraryExamples);
      return !(example && api.rendered.has(example));
    });
    notRendered = fromSources.filter((block) => sameBlock(block, libraryExamples));
    blocks = [...fromSources, ...api.blocks];
  }
  const modules = toVirtualFiles(blocks);
  // Each fragment of a guide is also compiled as the file its "Copy as file" button gives
  // (an error its fragment reports too is said once: ./diagnostics.ts).
  const diagnostics = diagnoseSamples([...modules, ...copiedModules(modules)]);
  const files = [...sources, ...pages].map((source) => {
    const file = relativeToRoot(source);
    return {
      file,
      blocks: blocks.filter((b) => b.source === source).length,
      errors: diagnostics.filter((d) => d.file === file && d.category === 'error').length,
    };
  });
  return {
    blocks: blocks.length,
    files,
    diagnostics,
    notRendered: notRendered.map((b) => `${relativeToRoot(b.source)}:${b.fence.line + 1}`),
  };
}

/** The library example read for the API pages that is the same block as `block`, read from the inputs. */
function sameBlock(block: CodeBlock, libraryExamples: readonly CodeBlock[]): CodeBlock | undefined {
  return libraryExamples.find((b) => b.source === block.source && b.index === block.index);
}

/**
 * Renders the API reference into a temporary folder (removed afterwards) and checks the
 * given inputs (the default sources when none) together with every block of its pages.
 */
export function checkSamplesWithApiPages(inputs: string[] = []): CheckResult {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ibexdb-api-samples-'));
  try {
    return checkSamples(inputs, {apiPages: renderApiReference(folder)});
  } finally {
    fs.rmSync(folder, {recursive: true, force: true});
  }
}
