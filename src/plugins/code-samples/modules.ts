/**
 * Blocks as modules: each block becomes a virtual TypeScript file. A `partial` block
 * keeps its imports at module level and runs the rest inside an async function with
 * `db` declared; a titled block is a module that later blocks of the same source (a
 * page, or a library file) import by a relative path.
 */
import path from 'node:path';
import ts from 'typescript';
import type {CodeBlock, SourcePosition} from './blocks';
import {projectRoot} from '../../utils/paths';

/** Where the blocks live as virtual files; nothing is written there. */
const virtualRoot = path.join(projectRoot, '.code-samples');
export const sampleFunction = '__sample';
const partialPrelude = `import {IbexDB as __IbexDB} from 'ibexdb';`;
const dbDeclaration = 'declare const db: __IbexDB;';

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
  /** Set on the file "Copy as file" gives for a fragment (./files.ts), checked beside the fragment's module. */
  copied?: true;
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

/** The modules of a list of blocks, each in a virtual folder of its own source file. */
export function toVirtualFiles(blocks: CodeBlock[]): VirtualFile[] {
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

/**
 * Resolves `./schema` from one block to the latest earlier block of the same source
 * titled so (a later one when no earlier one has the title). The source is a guide, a
 * library file or a generated API page: titles are scoped to it.
 */
export function resolveBetweenBlocks(from: VirtualFile, specifier: string, all: VirtualFile[]): VirtualFile | undefined {
  const key = path.posix.normalize(path.posix.join(from.dir, specifier.replace(importExtension, '')));
  const candidates = all.filter((f) => f.block.source === from.block.source && f.key === key && f !== from);
  const earlier = candidates.filter((f) => f.block.index < from.block.index);
  return earlier.at(-1) ?? candidates[0];
}
