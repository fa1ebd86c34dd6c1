/**
 * TypeScript's diagnostics of the sample modules, placed back in the files the reader
 * edits: the line and column of the block's source (a guide, a library file or a
 * generated API page), and for a block of an API page the library example it renders.
 */
import ts from 'typescript';
import type {SourcePosition} from './blocks';
import {sampleFunction, type VirtualFile} from './modules';
import {relativeToRoot} from '../../utils/paths';
import {sampleProgram} from './program';

/** A file position as errors print it: path relative to the project root, 1-based line and column. */
export interface SampleLocation {
  file: string;
  line: number;
  /** Absent when only the line is known (a line of an API page that differs from its library source). */
  column?: number;
}

export interface SampleDiagnostic {
  /** Path relative to the project root, with forward slashes. */
  file?: string;
  /** 1-based. */
  line?: number;
  /** 1-based. */
  column?: number;
  /** For an error on a generated API page: where its example is written in library/. */
  source?: SampleLocation;
  code: number;
  category: 'error' | 'warning';
  message: string;
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

/** Where in library/ a line of a rendered block is written, when the block's origin is known. */
function librarySource(virtual: VirtualFile, origin: SourcePosition | undefined, character: number): SampleLocation | undefined {
  const from = virtual.block.renderedFrom;
  if (!from) return undefined;
  // The virtual module's lines share their origin objects with the block's lines.
  const line = origin ? virtual.block.origins.indexOf(origin) : -1;
  const at = line >= 0 ? from.lines[line] : undefined;
  const file = relativeToRoot(from.source);
  if (!at) return {file, line: from.fence.line + 1};
  // When the rendered line and the written one are the same text, the column carries over.
  const {position, sameText} = at;
  return {file, line: position.line + 1, ...(sameText && {column: position.column + character + 1})};
}

/** How an error in the file "Copy as file" gives for a fragment starts. */
const copiedPrefix = 'In the file "Copy as file" gives for this fragment: ';

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
  if (virtual?.copied) result.message = `${copiedPrefix}${result.message}`;
  if (!virtual) return {...result, file: relativeToRoot(file.fileName), line: line + 1, column: character + 1};
  const origin = virtual.origins[line];
  const position = origin ? {line: origin.line, column: origin.column + character} : virtual.block.fence;
  const source = librarySource(virtual, origin, character);
  return {
    ...result,
    file: relativeToRoot(virtual.block.source),
    line: position.line + 1,
    column: position.column + 1,
    ...(source && {source}),
  };
}

/** Type-checks the modules in one program; the diagnostics sorted by file, line and column. */
export function diagnoseSamples(files: VirtualFile[]): SampleDiagnostic[] {
  if (files.length === 0) return [];
  const program = sampleProgram(files);
  const byName = new Map(files.map((f) => [f.fileName, f]));
  const raw = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  for (const file of files) {
    const sourceFile = program.getSourceFile(file.fileName)!;
    const allowed = file.block.partial ? fragmentDeclarePositions(sourceFile) : new Set<number>();
    raw.push(
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile).filter((d) => !(d.code === 1184 && allowed.has(d.start!))),
    );
  }
  const diagnostics = raw.map((d) => toSampleDiagnostic(d, byName));
  // A copied file's error that its fragment reports too, at the same place, is said once, by the fragment.
  const key = (d: SampleDiagnostic) => `${d.file}:${d.line}:${d.column}:${d.code}:${d.message.replace(copiedPrefix, '')}`;
  const own = new Set(diagnostics.filter((d) => !d.message.startsWith(copiedPrefix)).map(key));
  return diagnostics
    .filter((d) => !d.message.startsWith(copiedPrefix) || !own.has(key(d)))
    .sort(
      (a, b) =>
        (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
    );
}

function formatLocation({file, line, column}: SampleLocation): string {
  return `${file}:${line}${column === undefined ? '' : `:${column}`}`;
}

/**
 * `docs/query.mdx:42:7 error TS2339: …`; for an example of an API page, the library line
 * it is written at follows the page's: `docs/api/classes/item.md:120:7 (library/src/core/item.ts:48:7) error …`.
 */
export function formatDiagnostic(d: SampleDiagnostic): string {
  const location = d.file ? `${d.file}${d.line ? `:${d.line}:${d.column}` : ''} ` : '';
  const source = d.source ? `(${formatLocation(d.source)}) ` : '';
  return `${location}${source}${d.category} TS${d.code}: ${d.message}`;
}
