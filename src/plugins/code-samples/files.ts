/**
 * A fragment as a file a reader can take away: the `partial` block, with the titled
 * blocks it imports written out before it (their own imports merged with its own), and
 * `db` declared when it uses one it does not declare. The same text is what the site's
 * "Copy as file" button copies and what the check compiles, so every copied file is
 * proved to compile as it stands (see `copiedFiles` and ./index.ts).
 */
import path from 'node:path';
import ts from 'typescript';
import {parseLines} from '../highlight/lines';
import type {CodeBlock, SourcePosition} from './blocks';
import {resolveBetweenBlocks, type VirtualFile} from './modules';
import {relativeToRoot} from './paths';

/** The sources whose fragments get a copied file: the guides and the Markdown under src/, not the API pages. */
export function copiesAsFile(block: CodeBlock): boolean {
  const file = relativeToRoot(block.source);
  return block.partial && /\.mdx?$/.test(file) && !file.startsWith('docs/api/') && !file.startsWith('library/');
}

/** One line of a copied file and where it is written, when it comes from a block. */
interface Line {
  text: string;
  origin?: SourcePosition;
}

/** A block's statements: the lines of its imports, and the others. */
interface SplitBlock {
  imports: (ts.ImportDeclaration | ts.ImportEqualsDeclaration)[];
  body: Line[];
  sourceFile: ts.SourceFile;
}

function parseBlock(block: CodeBlock): ts.SourceFile {
  const kind = block.lang === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(`block.${block.lang}`, block.code.join('\n'), ts.ScriptTarget.Latest, true, kind);
}

function split(block: CodeBlock): SplitBlock {
  const sourceFile = parseBlock(block);
  const importLines = new Set<number>();
  const imports: SplitBlock['imports'] = [];
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isImportEqualsDeclaration(statement)) continue;
    imports.push(statement);
    const first = sourceFile.getLineAndCharacterOfPosition(statement.getStart(sourceFile)).line;
    const last = sourceFile.getLineAndCharacterOfPosition(statement.getEnd()).line;
    for (let line = first; line <= last; line++) importLines.add(line);
  }
  // The magic comments (`// highlight-next-line`) only mark lines on the page.
  const shown = new Set(parseLines(block.code.join('\n'), '', block.lang).sourceLines);
  const body = block.code.flatMap((text, i) => (importLines.has(i) || !shown.has(i) ? [] : [{text, origin: block.origins[i]}]));
  while (body.length > 0 && body[0].text.trim() === '') body.shift();
  while (body.length > 0 && body[body.length - 1].text.trim() === '') body.pop();
  return {imports, body, sourceFile};
}

/** Whether code contains an `await` outside nested functions. */
function awaits(node: ts.Node): boolean {
  if (ts.isAwaitExpression(node)) return true;
  if (ts.isFunctionLike(node)) return false;
  return ts.forEachChild(node, awaits) ?? false;
}

/**
 * The origins of the lines a fragment that returns early keeps at the top level when its
 * body becomes a function's: its `declare` statements, which a function cannot hold, and
 * the declarations before its first other statement (types, functions, constants set
 * without `await`), which they may name.
 */
function topLevelLines(block: CodeBlock, sourceFile: ts.SourceFile): Set<SourcePosition | undefined> {
  const lines = new Set<SourcePosition | undefined>();
  let leading = true;
  for (const statement of sourceFile.statements) {
    if (ts.isImportDeclaration(statement) || ts.isImportEqualsDeclaration(statement)) continue;
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    const declares = modifiers.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword);
    const declaration =
      ts.isTypeAliasDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      (ts.isVariableStatement(statement) && !awaits(statement));
    leading &&= declares || declaration;
    if (!declares && !leading) continue;
    const first = sourceFile.getLineAndCharacterOfPosition(statement.getStart(sourceFile)).line;
    const last = sourceFile.getLineAndCharacterOfPosition(statement.getEnd()).line;
    for (let line = first; line <= last; line++) lines.add(block.origins[line]);
  }
  return lines;
}

function specifierOf(statement: ts.ImportDeclaration | ts.ImportEqualsDeclaration): string | undefined {
  if (ts.isImportEqualsDeclaration(statement)) {
    const reference = statement.moduleReference;
    return ts.isExternalModuleReference(reference) && ts.isStringLiteral(reference.expression) ? reference.expression.text : undefined;
  }
  return ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : undefined;
}

/**
 * The imports of the copied file: the named imports of a module merged into one statement
 * (a name imported as a type and as a value is imported as a value), others kept as written.
 */
class ImportList {
  /** Per module: each local name and how it is imported (`x`, `type X`, `a as b`). */
  private readonly named = new Map<string, Map<string, string>>();
  private readonly order: string[] = [];

  add(statement: ts.ImportDeclaration | ts.ImportEqualsDeclaration, sourceFile: ts.SourceFile): void {
    const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
    const bindings = clause?.namedBindings;
    const specifier = specifierOf(statement);
    if (clause && !clause.name && bindings && ts.isNamedImports(bindings) && specifier !== undefined) {
      for (const element of bindings.elements) {
        const typeOnly = clause.isTypeOnly || element.isTypeOnly;
        const imported = element.propertyName ? `${element.propertyName.getText(sourceFile)} as ${element.name.text}` : element.name.text;
        this.addName(specifier, element.name.text, `${typeOnly ? 'type ' : ''}${imported}`);
      }
      return;
    }
    const text = statement.getText(sourceFile);
    if (!this.order.includes(text)) this.order.push(text);
  }

  addName(specifier: string, local: string, text: string): void {
    let names = this.named.get(specifier);
    if (!names) {
      names = new Map();
      this.named.set(specifier, names);
      this.order.push(specifier);
    }
    const existing = names.get(local);
    if (existing === undefined || (existing.startsWith('type ') && !text.startsWith('type '))) names.set(local, text);
  }

  /** Whether a named import brings `name` into scope. */
  binds(name: string): boolean {
    return [...this.named.values()].some((names) => names.has(name));
  }

  lines(): string[] {
    return this.order.map((key) => {
      const names = this.named.get(key);
      if (!names) return key;
      const list = [...names.values()];
      return list.every((n) => n.startsWith('type '))
        ? `import type {${list.map((n) => n.slice('type '.length)).join(', ')}} from '${key}';`
        : `import {${list.join(', ')}} from '${key}';`;
    });
  }
}

/** Names a block declares at its top level. */
function topLevelNames(sourceFile: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const addBinding = (name: ts.BindingName): void => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) addBinding(element.name);
  };
  for (const statement of sourceFile.statements) {
    if (ts.isVariableStatement(statement)) statement.declarationList.declarations.forEach((d) => addBinding(d.name));
    else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) names.add(statement.name.text);
  }
  return names;
}

/** Whether code refers to a variable `name` (not a property of that name). */
function refersTo(sourceFile: ts.SourceFile, name: string): boolean {
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isIdentifier(node) && node.text === name) {
      const {parent} = node;
      const isProperty =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        (ts.isQualifiedName(parent) && parent.right === node);
      found = !isProperty;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Whether a fragment returns from its top level, which a module cannot: then its body becomes a function's. */
function returnsAtTopLevel(sourceFile: ts.SourceFile): boolean {
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found || ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isReturnStatement(node)) {
      found = true;
      return;
    }
    ts.forEachChild(node, visit);
  };
  sourceFile.statements.forEach(visit);
  return found;
}

/** A copied file: its text and, for each of its lines, where it is written in a guide. */
export interface CopiedFile {
  text: string;
  origins: (SourcePosition | undefined)[];
}

/** The titled blocks a module imports, each before those that import it, each once. */
function importedBlocks(file: VirtualFile, all: VirtualFile[], seen: Set<VirtualFile>, into: VirtualFile[]): void {
  for (const statement of split(file.block).imports) {
    const specifier = specifierOf(statement);
    if (specifier === undefined || !/^\.\.?\//.test(specifier)) continue;
    const target = resolveBetweenBlocks(file, specifier, all);
    if (!target || seen.has(target)) continue;
    seen.add(target);
    importedBlocks(target, all, seen, into);
    into.push(target);
  }
}

/**
 * The file "Copy as file" gives for a fragment, among all the modules of its source (so
 * that its relative imports resolve to the blocks they name, as the check resolves them).
 */
export function copiedFile(fragment: VirtualFile, all: VirtualFile[]): CopiedFile {
  const dependencies: VirtualFile[] = [];
  importedBlocks(fragment, all, new Set([fragment]), dependencies);
  const inlined = new Set(dependencies);
  const imports = new ImportList();
  const declared = new Set<string>();
  for (const file of [...dependencies, fragment]) {
    const {imports: statements, sourceFile} = split(file.block);
    for (const statement of statements) {
      const specifier = specifierOf(statement);
      const target = specifier !== undefined && /^\.\.?\//.test(specifier) ? resolveBetweenBlocks(file, specifier, all) : undefined;
      if (!target || !inlined.has(target)) imports.add(statement, sourceFile);
    }
    topLevelNames(sourceFile).forEach((name) => declared.add(name));
  }
  const own = split(fragment.block);
  const needsDb = refersTo(own.sourceFile, 'db') && !declared.has('db') && !imports.binds('db');
  if (needsDb && !imports.binds('IbexDB')) imports.addName('ibexdb', 'IbexDB', 'IbexDB');

  const lines: Line[] = imports.lines().map((text) => ({text}));
  for (const dependency of dependencies) {
    const title = dependency.block.title ?? path.posix.basename(dependency.fileName);
    lines.push({text: ''}, {text: `// ${title}`}, ...split(dependency.block).body);
  }
  if (needsDb) lines.push({text: ''}, {text: '// The database your app opened.'}, {text: 'declare const db: IbexDB;'});
  lines.push({text: ''});
  if (returnsAtTopLevel(own.sourceFile)) {
    const declared = topLevelLines(fragment.block, own.sourceFile);
    const declarations = own.body.filter(({origin}) => declared.has(origin));
    if (declarations.length > 0) lines.push(...declarations, {text: ''});
    lines.push({text: 'export async function run(): Promise<void> {'});
    const statements = own.body.filter(({origin}) => !declared.has(origin));
    lines.push(...statements.map(({text, origin}) => ({text: text === '' ? '' : `  ${text}`, origin})));
    lines.push({text: '}'});
  } else {
    lines.push(...own.body);
  }
  while (lines[0]?.text === '') lines.shift();
  if (!lines.some(({text}) => /^\s*(?:import|export)\b/.test(text))) lines.push({text: ''}, {text: 'export {};'});
  return {text: lines.map((l) => l.text).join('\n') + '\n', origins: lines.map((l) => l.origin)};
}

/** The copied file of each fragment among `files` that gets one (see `copiesAsFile`). */
export function copiedFiles(files: VirtualFile[]): Map<VirtualFile, CopiedFile> {
  const copies = new Map<VirtualFile, CopiedFile>();
  for (const file of files) if (copiesAsFile(file.block)) copies.set(file, copiedFile(file, files));
  return copies;
}

/** The copied files of `files` as modules of their own, for the check to compile beside the fragments. */
export function copiedModules(files: VirtualFile[]): VirtualFile[] {
  return [...copiedFiles(files)].map(([fragment, {text, origins}]) => ({
    block: fragment.block,
    fileName: path.posix.join(path.posix.dirname(fragment.fileName), `copied-file.${fragment.block.lang}`),
    dir: fragment.dir,
    text,
    origins,
    copied: true,
  }));
}
