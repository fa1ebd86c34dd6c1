/**
 * Type-checks the TypeScript code samples of the site against IbexDB's API in library/.
 *
 *   npx tsx scripts/check-code-samples.ts                  # docs/, library/ and src/ partials
 *   npx tsx scripts/check-code-samples.ts docs/query.mdx   # one page (files or folders)
 *   npx tsx scripts/check-code-samples.ts --verbose library
 *
 * Samples are the ```ts, ```tsx and ```typescript fenced blocks of the Markdown and MDX
 * files in docs/ (docs/api/ is generated and skipped) and the same blocks inside the
 * `@example` sections of the TSDoc comments of the TypeScript files in library/, and the
 * blocks of the Markdown and MDX files under src/ (partials such as the home page's sample,
 * src/pages/_home-sample.mdx; the TypeScript files there are site code, not samples).
 * Files are read by the parser under Docusaurus's MDX (mdast-util-from-markdown, with the
 * MDX syntax for .mdx files), so a block counts when the page renders it as a code block,
 * and a file that does not parse fails the check at its line. Every block is a module of
 * its own, compiled with the root tsconfig.json (strict, `paths` for 'ibexdb',
 * 'ibexdb/react', 'ibexdb/server') in one program, so a block must import what it uses.
 * Unused locals and parameters are allowed, and no Node or Docusaurus globals are declared.
 *
 * Fence meta:
 * - `partial` marks a fragment. Its top-level imports stay at module level; the rest runs
 *   inside `async function __sample(): Promise<void> {...}` with `db` declared as an
 *   IbexDB instance. `declare const item: ...;` lines are allowed in a fragment.
 * - `title="src/schema.ts"` names the block: a later block of the same page may import it
 *   with a relative path (`./schema`, `./schema.ts` or `./schema.js`, relative to its own
 *   title).
 *
 * Errors print as `docs/query.mdx:42:7 error TS2339: ...`; the exit code is 1 on any error.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {frontmatter} from 'micromark-extension-frontmatter';
import {mdxjs} from 'micromark-extension-mdxjs';
import ts from 'typescript';
import {visit} from 'unist-util-visit';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What a run without arguments reads: each folder, and which of its files hold samples. */
const defaultInputs: {folder: string; files: RegExp}[] = [
  {folder: 'docs', files: /\.(?:mdx?|tsx?)$/},
  {folder: 'library', files: /\.(?:mdx?|tsx?)$/},
  {folder: 'src', files: /\.mdx?$/},
];
/** Folders never searched for samples (relative to the project root). */
const skippedFolders = new Set(['docs/api', 'node_modules', 'build']);
/** Where the blocks live as virtual files; nothing is written there. */
const virtualRoot = path.join(projectRoot, '.code-samples');
const sampleFunction = '__sample';
const partialPrelude = `import {IbexDB as __IbexDB} from 'ibexdb';`;
const dbDeclaration = 'declare const db: __IbexDB;';

/** Where a line of sample code comes from: 0-based line and column offset in its source file. */
export interface SourcePosition {
  line: number;
  column: number;
}

export interface CodeBlock {
  /** Absolute path of the Markdown or TypeScript file holding the block. */
  source: string;
  /** 0-based position among the checked blocks of its source file. */
  index: number;
  lang: 'ts' | 'tsx';
  title?: string;
  partial: boolean;
  /** Position of the opening fence, used for errors in lines the checker adds. */
  fence: SourcePosition;
  code: string[];
  /** Origin of each line of `code`. */
  origins: SourcePosition[];
}

export interface SampleDiagnostic {
  /** Path relative to the project root, with forward slashes. */
  file?: string;
  /** 1-based. */
  line?: number;
  /** 1-based. */
  column?: number;
  code: number;
  category: 'error' | 'warning';
  message: string;
}

export interface FileResult {
  file: string;
  blocks: number;
  errors: number;
}

export interface CheckResult {
  /** Number of code blocks checked. */
  blocks: number;
  /** Every scanned source file, with or without blocks. */
  files: FileResult[];
  diagnostics: SampleDiagnostic[];
}

interface TextLine {
  text: string;
  position: SourcePosition;
}

const sampleLanguages: Record<string, CodeBlock['lang']> = {ts: 'ts', typescript: 'ts', tsx: 'tsx'};

function parseFenceInfo(info: string): {lang?: CodeBlock['lang']; title?: string; partial: boolean} {
  const match = /^([^\s{]*)(.*)$/.exec(info.trim());
  const lang = sampleLanguages[(match?.[1] ?? '').toLowerCase()];
  const meta = match?.[2] ?? '';
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|([^\s"']+))/.exec(meta);
  const unquoted = meta.replace(/"[^"]*"|'[^']*'/g, ' ');
  return {
    lang,
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    partial: /(?:^|\s)partial(?=\s|$)/.test(unquoted),
  };
}

/**
 * How Docusaurus reads a page with `markdown.format: 'detect'`: a .mdx file as MDX, a .md
 * file (and here a TSDoc comment) as CommonMark; front matter is YAML, not Markdown.
 */
const syntax = {
  md: {extensions: [frontmatter()], mdastExtensions: [frontmatterFromMarkdown()]},
  mdx: {extensions: [frontmatter(), mdxjs()], mdastExtensions: [frontmatterFromMarkdown(), mdxFromMarkdown()]},
};

/**
 * An explicit heading id, `## Glossary {#glossary}`, is not valid MDX: Docusaurus escapes the
 * brace of every heading line before it parses a page (`markdown.mdx1Compat.headingIds`, on by
 * default), and so does the check. The escape keeps every line where it was.
 */
export function escapeHeadingIds(text: string): string {
  return text.replace(/^#{1,6}(?!#).*$/gm, (heading) => heading.replace(/(?<!\\)\{#/, '\\{#'));
}

/** A code block of any language, with the first and last of its lines among the parsed ones. */
type Fence = Pick<CodeBlock, 'fence' | 'code' | 'origins'> & {info: string; span: [number, number]};

/** The code blocks of Markdown text, given as lines with their positions in the source file. */
function codeBlocksOf(lines: TextLine[], format: keyof typeof syntax, source: string): Fence[] {
  let tree;
  try {
    tree = fromMarkdown(lines.map((l) => l.text).join('\n'), syntax[format]);
  } catch (error) {
    const {line = 1, column = 1, reason} = error as {line?: number; column?: number; reason?: string};
    const at = (lines[line - 1] ?? lines[lines.length - 1]).position;
    throw new Error(`${relativeToRoot(source)}:${at.line + 1}:${at.column + column} ${reason ?? String(error)}`);
  }
  const fences: Fence[] = [];
  visit(tree, 'code', (node) => {
    const {start, end} = node.position!;
    const code = node.value.split('\n');
    const at = lines[start.line - 1].position;
    fences.push({
      info: `${node.lang ?? ''} ${node.meta ?? ''}`,
      span: [start.line - 1, end.line - 1],
      fence: {line: at.line, column: at.column + start.column - 1},
      code,
      // The parser strips the indentation (and any list or quote prefix): a line's column is what it lost.
      origins: code.map((text, i) => {
        const {text: raw, position} = lines[start.line + i];
        return {line: position.line, column: position.column + Math.max(0, raw.length - text.length)};
      }),
    });
  });
  return fences;
}

/** The fenced blocks of a TSDoc comment's `@example` sections: each runs to the next tag outside a block. */
function exampleFences(comment: string, firstLine: number, firstColumn: number, source: string): Fence[] {
  const lines = comment
    .slice(0, -2)
    .split('\n')
    .map((raw, i): TextLine => {
      const prefix = i === 0 ? /^\/\*\* ?/.exec(raw)![0] : /^\s*(?:\*(?!\/) ?)?/.exec(raw)![0];
      const position = {line: firstLine + i, column: (i === 0 ? firstColumn : 0) + prefix.length};
      return {text: raw.slice(prefix.length).replace(/\s+$/, ''), position};
    });
  const fences = codeBlocksOf(lines, 'md', source);
  const tags = lines.map((line, i) =>
    fences.some(({span}) => i >= span[0] && i <= span[1]) ? undefined : /^@(\w+)/.exec(line.text)?.[1],
  );
  return fences.filter(({span}) => tags.slice(0, span[0]).filter(Boolean).at(-1) === 'example');
}

/** The ts/tsx code blocks of one Markdown, MDX or TypeScript file. */
export function extractBlocks(source: string, text: string): CodeBlock[] {
  const normalized = text.replace(/\r\n/g, '\n');
  const fences: Fence[] = [];
  if (/\.mdx?$/.test(source)) {
    const mdx = source.endsWith('.mdx');
    const lines = (mdx ? escapeHeadingIds(normalized) : normalized)
      .split('\n')
      .map((t, line) => ({text: t, position: {line, column: 0}}));
    fences.push(...codeBlocksOf(lines, mdx ? 'mdx' : 'md', source));
  } else {
    for (const comment of normalized.matchAll(/\/\*\*(?!\/)[\s\S]*?\*\//g)) {
      const before = normalized.slice(0, comment.index);
      const column = comment.index - (before.lastIndexOf('\n') + 1);
      fences.push(...exampleFences(comment[0], before.split('\n').length - 1, column, source));
    }
  }
  const blocks: CodeBlock[] = [];
  for (const {info, fence, code, origins} of fences) {
    const {lang, title, partial} = parseFenceInfo(info);
    if (lang) blocks.push({source, index: blocks.length, lang, title, partial, fence, code, origins});
  }
  return blocks;
}

/** A block turned into a module: its text and the origin of each of its lines. */
export interface VirtualFile {
  block: CodeBlock;
  fileName: string;
  /** Title path without extension, relative to the source file's virtual root. */
  key?: string;
  /** Folder of the title, for relative imports. */
  dir: string;
  text: string;
  origins: (SourcePosition | undefined)[];
}

const titleExtension = /\.(?:ts|tsx|mts|cts)$/;
const importExtension = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

function normalizeTitle(title: string): string {
  return path.posix.normalize(title.replace(/\\/g, '/')).replace(/^(?:\.\/|\/)+/, '');
}

function importsName(statement: ts.ImportDeclaration | ts.ImportEqualsDeclaration, name: string): boolean {
  if (ts.isImportEqualsDeclaration(statement)) return statement.name.text === name;
  const clause = statement.importClause;
  const bindings = clause?.namedBindings;
  if (clause?.name?.text === name) return true;
  if (!bindings) return false;
  if (ts.isNamespaceImport(bindings)) return bindings.name.text === name;
  return bindings.elements.some((element) => element.name.text === name);
}

function buildModule(block: CodeBlock): Pick<VirtualFile, 'text' | 'origins'> {
  if (!block.partial) {
    return {text: [...block.code, 'export {};'].join('\n'), origins: [...block.origins, undefined]};
  }
  const parsed = ts.createSourceFile(
    `block.${block.lang}`,
    block.code.join('\n'),
    ts.ScriptTarget.Latest,
    true,
    block.lang === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const hoisted = new Set<number>();
  let importsDb = false;
  for (const statement of parsed.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isImportEqualsDeclaration(statement)) continue;
    const first = parsed.getLineAndCharacterOfPosition(statement.getStart(parsed)).line;
    const last = parsed.getLineAndCharacterOfPosition(statement.getEnd()).line;
    for (let line = first; line <= last; line++) hoisted.add(line);
    importsDb ||= importsName(statement, 'db');
  }
  const lines: string[] = [importsDb ? partialPrelude : `${partialPrelude} ${dbDeclaration}`];
  const origins: (SourcePosition | undefined)[] = [undefined];
  const add = (line: number) => {
    lines.push(block.code[line]);
    origins.push(block.origins[line]);
  };
  [...hoisted].sort((a, b) => a - b).forEach(add);
  lines.push(`async function ${sampleFunction}(): Promise<void> {`);
  origins.push(undefined);
  block.code.forEach((_, line) => hoisted.has(line) || add(line));
  lines.push('}', 'export {};');
  origins.push(undefined, undefined);
  return {text: lines.join('\n'), origins};
}

function toVirtualFiles(blocks: CodeBlock[]): VirtualFile[] {
  return blocks.map((block) => {
    const title = block.title ? normalizeTitle(block.title) : undefined;
    const extension = block.lang === 'tsx' ? '.tsx' : '.ts';
    const name = title ? (titleExtension.test(title) ? title : title + extension) : `sample${extension}`;
    // Sources outside the project still get a virtual folder inside it, so that
    // 'react' and the other packages resolve from the project's node_modules.
    const relSource = path
      .relative(projectRoot, block.source)
      .split(path.sep)
      .map((segment) => (segment === '..' ? '_' : segment))
      .join('/');
    return {
      block,
      fileName: path.posix.join(virtualRoot.split(path.sep).join('/'), relSource, String(block.index), name),
      key: title?.replace(titleExtension, ''),
      dir: title ? path.posix.dirname(title) : '.',
      ...buildModule(block),
    };
  });
}

/** Resolves `./schema` from one block to the latest earlier block of the same file titled so. */
function resolveBetweenBlocks(from: VirtualFile, specifier: string, all: VirtualFile[]): VirtualFile | undefined {
  const key = path.posix.normalize(path.posix.join(from.dir, specifier.replace(importExtension, '')));
  const candidates = all.filter((f) => f.block.source === from.block.source && f.key === key && f !== from);
  const earlier = candidates.filter((f) => f.block.index < from.block.index);
  return earlier.at(-1) ?? candidates[0];
}

function compilerOptions(): ts.CompilerOptions {
  const configPath = path.join(projectRoot, 'tsconfig.json');
  const read: {config?: unknown; error?: ts.Diagnostic} = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const {config, error} = read;
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, projectRoot, undefined, configPath);
  const problems = parsed.errors.filter((e) => e.code !== 18003); // 18003: no inputs found
  if (problems.length > 0) {
    throw new Error(problems.map((e) => ts.flattenDiagnosticMessageText(e.messageText, '\n')).join('\n'));
  }
  return {
    ...parsed.options,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    noUnusedLocals: false,
    noUnusedParameters: false,
    allowImportingTsExtensions: true,
    // Samples get the DOM and ES libraries only: no Node, Deno or Docusaurus globals.
    types: [],
    incremental: false,
    composite: false,
    declaration: false,
  };
}

/** node_modules files (TypeScript libs, @types) parse once per process, for the unit tests. */
const packageFileCache = new Map<string, ts.SourceFile>();

function createHost(options: ts.CompilerOptions, files: VirtualFile[]): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true);
  const byName = new Map(files.map((f) => [f.fileName, f]));
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  const cache = ts.createModuleResolutionCache(projectRoot, (f) => f, options);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const file = byName.get(fileName);
    if (file) return ts.createSourceFile(fileName, file.text, languageVersion, true);
    if (!fileName.includes('/node_modules/')) return getSourceFile(fileName, languageVersion, onError, shouldCreate);
    let sourceFile = packageFileCache.get(fileName);
    if (!sourceFile) {
      sourceFile = getSourceFile(fileName, languageVersion, onError, shouldCreate);
      if (sourceFile) packageFileCache.set(fileName, sourceFile);
    }
    return sourceFile;
  };
  host.fileExists = (fileName) => byName.has(fileName) || fileExists(fileName);
  host.readFile = (fileName) => byName.get(fileName)?.text ?? readFile(fileName);
  host.resolveModuleNameLiterals = (literals, containingFile, redirectedReference, opts) =>
    literals.map((literal) => {
      const from = byName.get(containingFile);
      if (from && /^\.\.?\//.test(literal.text)) {
        const target = resolveBetweenBlocks(from, literal.text, files);
        return {
          resolvedModule: target && {
            resolvedFileName: target.fileName,
            extension: target.fileName.endsWith('.tsx') ? ts.Extension.Tsx : ts.Extension.Ts,
            isExternalLibraryImport: false,
          },
        };
      }
      return ts.resolveModuleName(literal.text, containingFile, opts, host, cache, redirectedReference);
    });
  return host;
}

/** Positions of the `declare` keywords of a fragment's statements (legal there for samples). */
function fragmentDeclarePositions(sourceFile: ts.SourceFile): Set<number> {
  const positions = new Set<number>();
  for (const statement of sourceFile.statements) {
    if (!ts.isFunctionDeclaration(statement) || statement.name?.text !== sampleFunction) continue;
    for (const inner of statement.body?.statements ?? []) {
      const modifiers = ts.canHaveModifiers(inner) ? (ts.getModifiers(inner) ?? []) : [];
      for (const modifier of modifiers) {
        if (modifier.kind === ts.SyntaxKind.DeclareKeyword) positions.add(modifier.getStart(sourceFile));
      }
    }
  }
  return positions;
}

function relativeToRoot(file: string): string {
  return path.relative(projectRoot, file).split(path.sep).join('/');
}

function toSampleDiagnostic(diagnostic: ts.Diagnostic, files: Map<string, VirtualFile>): SampleDiagnostic {
  const result: SampleDiagnostic = {
    code: diagnostic.code,
    category: diagnostic.category === ts.DiagnosticCategory.Error ? 'error' : 'warning',
    message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  '),
  };
  const {file, start} = diagnostic;
  if (!file || start === undefined) return result;
  const {line, character} = file.getLineAndCharacterOfPosition(start);
  const virtual = files.get(file.fileName);
  if (!virtual) return {...result, file: relativeToRoot(file.fileName), line: line + 1, column: character + 1};
  const origin = virtual.origins[line];
  const position = origin ? {line: origin.line, column: origin.column + character} : virtual.block.fence;
  return {...result, file: relativeToRoot(virtual.block.source), line: position.line + 1, column: position.column + 1};
}

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

function libraryFiles(): string[] {
  const files = new Set<string>();
  const library = path.join(projectRoot, 'library');
  if (fs.existsSync(library)) collectSourceFiles(library, files);
  return [...files].filter((f) => /\.tsx?$/.test(f));
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

/**
 * The samples of the given files and folders (absolute or relative to the current
 * directory). With no input, those of the default sources (see `defaultSourceFiles`).
 */
export function loadSamples(inputs: string[] = []): Samples {
  const sourceFiles = new Set<string>();
  if (inputs.length === 0) {
    for (const file of defaultSourceFiles()) sourceFiles.add(file);
  } else {
    for (const input of inputs) collectSourceFiles(path.resolve(input), sourceFiles);
  }
  const sources = [...sourceFiles].sort();
  const blocks = sources.flatMap((source) => extractBlocks(source, fs.readFileSync(source, 'utf8')));
  return {sources, blocks, files: toVirtualFiles(blocks)};
}

/**
 * A language service over the same program as the check (library/ and every sample
 * module): src/plugins/code-links asks it what each name of a sample is.
 */
export function sampleLanguageService(files: VirtualFile[]): ts.LanguageService {
  const options = compilerOptions();
  const host = createHost(options, files);
  const rootNames = [...libraryFiles(), ...files.map((f) => f.fileName)];
  const resolveModuleNameLiterals = host.resolveModuleNameLiterals?.bind(host);
  return ts.createLanguageService(
    {
      getCompilationSettings: () => options,
      getScriptFileNames: () => rootNames,
      getScriptVersion: () => '0',
      getScriptSnapshot: (fileName) => {
        const text = host.readFile(fileName);
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
      },
      getCurrentDirectory: () => projectRoot,
      getDefaultLibFileName: (opts) => ts.getDefaultLibFilePath(opts),
      fileExists: (fileName) => host.fileExists(fileName),
      readFile: (fileName) => host.readFile(fileName),
      directoryExists: (name) => ts.sys.directoryExists(name),
      getDirectories: (name) => ts.sys.getDirectories(name),
      resolveModuleNameLiterals,
    },
    ts.createDocumentRegistry(),
  );
}

/**
 * Checks the samples of the given files and folders (absolute or relative to the current
 * directory). With no input, checks the default sources (see `defaultSourceFiles`).
 */
export function checkSamples(inputs: string[] = []): CheckResult {
  const {sources, blocks, files: virtualFiles} = loadSamples(inputs);
  const byName = new Map(virtualFiles.map((f) => [f.fileName, f]));

  const diagnostics: SampleDiagnostic[] = [];
  if (virtualFiles.length > 0) {
    const options = compilerOptions();
    const program = ts.createProgram({
      rootNames: [...libraryFiles(), ...virtualFiles.map((f) => f.fileName)],
      options,
      host: createHost(options, virtualFiles),
    });
    const raw = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
    for (const file of virtualFiles) {
      const sourceFile = program.getSourceFile(file.fileName)!;
      const allowed = file.block.partial ? fragmentDeclarePositions(sourceFile) : new Set<number>();
      raw.push(
        ...program.getSyntacticDiagnostics(sourceFile),
        ...program.getSemanticDiagnostics(sourceFile).filter((d) => !(d.code === 1184 && allowed.has(d.start!))),
      );
    }
    diagnostics.push(...raw.map((d) => toSampleDiagnostic(d, byName)));
  }
  diagnostics.sort(
    (a, b) =>
      (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
  );

  const files = sources.map((source) => {
    const file = relativeToRoot(source);
    return {
      file,
      blocks: blocks.filter((b) => b.source === source).length,
      errors: diagnostics.filter((d) => d.file === file && d.category === 'error').length,
    };
  });
  return {blocks: blocks.length, files, diagnostics};
}

export function formatDiagnostic(d: SampleDiagnostic): string {
  const location = d.file ? `${d.file}${d.line ? `:${d.line}:${d.column}` : ''} ` : '';
  return `${location}${d.category} TS${d.code}: ${d.message}`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function main(args: string[]): number {
  const verbose = args.includes('--verbose');
  const inputs = args.filter((a) => a !== '--verbose');
  let result: CheckResult;
  try {
    result = checkSamples(inputs);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  for (const d of result.diagnostics) console.log(formatDiagnostic(d));
  if (verbose) {
    for (const f of result.files) console.log(`${f.file}: ${plural(f.blocks, 'block')}, ${plural(f.errors, 'error')}`);
  }
  const errors = result.diagnostics.filter((d) => d.category === 'error').length;
  console.log(
    `Checked ${plural(result.blocks, 'code block')} in ${plural(result.files.length, 'file')}: ${plural(errors, 'error')}.`,
  );
  return errors > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
