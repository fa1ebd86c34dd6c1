/**
 * Fails when the site's content holds placeholder wording (lorem ipsum, TODO, TBD, FIXME,
 * WIP, "coming soon", "placeholder", "under construction").
 *
 *   npx tsx scripts/check-placeholders.ts                 # docs/, src/, library/, README, CONTRIBUTING
 *   npx tsx scripts/check-placeholders.ts docs/faq.mdx    # files or folders
 *
 * Matches are case-insensitive and whole-word, and a phrase may break across lines. Two
 * exceptions: "todo" is also an ordinary word (a todo app), so only its marker forms count,
 * `TODO`, `todo:`, `todo(` and `@todo`; and this script's own name, check-placeholders, is
 * not wording. docs/api/ is generated and skipped. Findings print as
 * `docs/faq.mdx:12:5 placeholder wording "TBD"`; the exit code is 1 when there is any.
 *
 * Why not cspell's `flagWords` or ESLint's `no-warning-comments`: cspell flags single words,
 * so it cannot flag "coming soon", nor `todo:` without the "todo" of a todo app; ESLint reads
 * only code comments, not the prose and JSX text where such wording ends up.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const scriptFile = fileURLToPath(import.meta.url);
const projectRoot = path.resolve(path.dirname(scriptFile), '..');
const defaultInputs = ['docs', 'src', 'library', 'README.md', 'CONTRIBUTING.md'];
const skippedFolders = new Set(['docs/api', 'node_modules', 'build']);
/** This script and its test necessarily spell out the wording they look for. */
const skippedFiles = new Set([scriptFile, path.join(projectRoot, 'tests/unit/check-placeholders.test.ts')]);
const textFile = /\.(?:md|mdx|ts|tsx|js|jsx|mjs|cjs|css|json|ya?ml|html|svg|txt)$/;

const placeholderPatterns: RegExp[] = [
  /\blorem\b/gi,
  /\bipsum\b/gi,
  /\bTODO\b/g,
  /@todo\b|\btodo(?=\s*[:(])/gi,
  /\bTBD\b/gi,
  /\bFIXME\b/gi,
  /\bWIP\b/gi,
  /\bcoming\s+soon\b/gi,
  /\b(?<!check-)placeholders?\b/gi,
  /\bunder\s+construction\b/gi,
];

export interface Finding {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  text: string;
}

/** The placeholder wording in one text, in reading order. A phrase may span lines. */
export function findPlaceholders(text: string): Omit<Finding, 'file'>[] {
  const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((m) => m.index + 1)];
  const matches = placeholderPatterns.flatMap((pattern) => [...text.matchAll(pattern)]);
  const offsets = new Set<number>();
  const found: Omit<Finding, 'file'>[] = [];
  for (const match of matches.sort((a, b) => a.index - b.index)) {
    if (offsets.has(match.index)) continue;
    offsets.add(match.index);
    let line = 0;
    while (line + 1 < lineStarts.length && lineStarts[line + 1] <= match.index) line++;
    found.push({line: line + 1, column: match.index - lineStarts[line] + 1, text: match[0].replace(/\s+/g, ' ')});
  }
  return found;
}

function relativeToRoot(file: string): string {
  return path.relative(projectRoot, file).split(path.sep).join('/');
}

function collectFiles(input: string, into: Set<string>): void {
  const stat = fs.statSync(input, {throwIfNoEntry: false});
  if (!stat) throw new Error(`No such file or folder: ${relativeToRoot(input)}`);
  if (stat.isFile()) {
    if (!skippedFiles.has(input)) into.add(input);
    return;
  }
  for (const entry of fs.readdirSync(input, {withFileTypes: true})) {
    const full = path.join(input, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.') && entry.name !== 'node_modules' && !skippedFolders.has(relativeToRoot(full))) {
        collectFiles(full, into);
      }
    } else if (textFile.test(entry.name) && !skippedFiles.has(full)) {
      into.add(full);
    }
  }
}

/**
 * Checks the given files and folders (absolute or relative to the current directory), or
 * docs/, src/, library/, README.md and CONTRIBUTING.md when none is given.
 */
export function checkPlaceholders(inputs: string[] = []): {files: number; findings: Finding[]} {
  const files = new Set<string>();
  if (inputs.length === 0) {
    for (const input of defaultInputs) {
      const full = path.join(projectRoot, input);
      if (fs.existsSync(full)) collectFiles(full, files);
    }
  } else {
    for (const input of inputs) collectFiles(path.resolve(input), files);
  }
  const findings = [...files].sort().flatMap((file) =>
    findPlaceholders(fs.readFileSync(file, 'utf8')).map((f) => ({file: relativeToRoot(file), ...f})),
  );
  return {files: files.size, findings};
}

function main(args: string[]): number {
  let result: ReturnType<typeof checkPlaceholders>;
  try {
    result = checkPlaceholders(args);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  for (const f of result.findings) console.log(`${f.file}:${f.line}:${f.column} placeholder wording "${f.text}"`);
  const count = result.findings.length;
  console.log(`Checked ${result.files} files: ${count} placeholder ${count === 1 ? 'word' : 'words'}.`);
  return count > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === scriptFile) {
  process.exitCode = main(process.argv.slice(2));
}
