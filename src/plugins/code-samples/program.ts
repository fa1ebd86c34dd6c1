/**
 * The samples' TypeScript program: library/ plus every block as a virtual module,
 * compiled with the root tsconfig.json (strict, `paths` for 'ibexdb', 'ibexdb/react',
 * 'ibexdb/server'). Unused locals and parameters are allowed, and no Node or Docusaurus
 * globals are declared.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {resolveBetweenBlocks, type VirtualFile} from './modules';
import {projectRoot} from '../../utils/paths';

export function compilerOptions(): ts.CompilerOptions {
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

export function createHost(options: ts.CompilerOptions, files: VirtualFile[]): ts.CompilerHost {
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

/** The TypeScript files of library/: the API every sample is compiled against. */
export function libraryFiles(): string[] {
  const library = path.join(projectRoot, 'library');
  if (!fs.existsSync(library)) return [];
  return fs
    .readdirSync(library, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.tsx?$/.test(file) && !file.split(path.sep).some((part) => part === 'node_modules' || part.startsWith('.')))
    .map((file) => path.join(library, file))
    .sort();
}

/** The program that type-checks the given modules. */
export function sampleProgram(files: VirtualFile[]): ts.Program {
  const options = compilerOptions();
  return ts.createProgram({
    rootNames: [...libraryFiles(), ...files.map((f) => f.fileName)],
    options,
    host: createHost(options, files),
  });
}

/**
 * A language service over the same program as the check (library/ and every sample
 * module): src/plugins/api-reference/code-links asks it what each name of a sample is.
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
