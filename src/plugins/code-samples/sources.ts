/**
 * Which files hold samples: the Markdown and MDX of docs/ (docs/api/ is generated and
 * checked as rendered instead, see ./rendered.ts), the `@example` blocks of library/,
 * and the Markdown partials under src/ (the home page's sample); the TypeScript files
 * under src/ are site code, not samples.
 */
import fs from 'node:fs';
import path from 'node:path';
import {extractBlocks, type CodeBlock} from './blocks';
import {toVirtualFiles, type VirtualFile} from './modules';
import {projectRoot, relativeToRoot} from '../../utils/paths';

/** What a run without arguments reads: each folder, and which of its files hold samples. */
const defaultInputs: {folder: string; files: RegExp}[] = [
  {folder: 'docs', files: /\.(?:mdx?|tsx?)$/},
  {folder: 'library', files: /\.(?:mdx?|tsx?)$/},
  {folder: 'src', files: /\.mdx?$/},
];
/** Folders never searched for samples (relative to the project root). */
const skippedFolders = new Set(['docs/api', 'node_modules', 'build']);

function collectSourceFiles(input: string, into: Set<string>): void {
  const stat = fs.statSync(input, {throwIfNoEntry: false});
  if (!stat) throw new Error(`No such file or folder: ${relativeToRoot(input)}`);
  if (stat.isFile()) {
    into.add(input);
    return;
  }
  for (const entry of fs.readdirSync(input, {withFileTypes: true})) {
    const full = path.join(input, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.') && !skippedFolders.has(relativeToRoot(full)) && entry.name !== 'node_modules') {
        collectSourceFiles(full, into);
      }
    } else if (/\.(?:mdx?|tsx?)$/.test(entry.name)) {
      into.add(full);
    }
  }
}

/** The files a run without arguments checks: docs/, library/ and the Markdown under src/. */
export function defaultSourceFiles(): string[] {
  const sourceFiles: string[] = [];
  for (const {folder, files} of defaultInputs) {
    const full = path.join(projectRoot, folder);
    if (!fs.existsSync(full)) continue;
    const found = new Set<string>();
    collectSourceFiles(full, found);
    sourceFiles.push(...[...found].filter((file) => files.test(file)));
  }
  return sourceFiles;
}

/** The samples of a run: the scanned files, their blocks, and the blocks as modules. */
export interface Samples {
  sources: string[];
  blocks: CodeBlock[];
  files: VirtualFile[];
}

/** The scanned files and their blocks, before they become modules. */
export function readSources(inputs: string[] = []): Pick<Samples, 'sources' | 'blocks'> {
  const sourceFiles = new Set<string>();
  if (inputs.length === 0) {
    for (const file of defaultSourceFiles()) sourceFiles.add(file);
  } else {
    for (const input of inputs) collectSourceFiles(path.resolve(input), sourceFiles);
  }
  const sources = [...sourceFiles].sort();
  const blocks = sources.flatMap((source) => extractBlocks(source, fs.readFileSync(source, 'utf8')));
  return {sources, blocks};
}

/**
 * The samples of the given files and folders (absolute or relative to the current
 * directory). With no input, those of the default sources (see `defaultSourceFiles`).
 */
export function loadSamples(inputs: string[] = []): Samples {
  const {sources, blocks} = readSources(inputs);
  return {sources, blocks, files: toVirtualFiles(blocks)};
}
