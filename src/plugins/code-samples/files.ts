/**
 * A fragment as a file a reader can take away: the `partial` block, with the titled
 * blocks it imports written out before it (their own imports merged with its own). A
 * fragment that uses the app's `db`, or values it only declares (`declare const task:
 * ManagedItem<…>`), becomes the body of an exported `run` function that takes them as
 * parameters, so the file runs as written: nothing in it names a value that does not
 * exist. The same text is what the site's "Copy as file" button copies and what the
 * check compiles, so every copied file is proved to compile as it stands (see
 * `copiedFiles` and ./index.ts).
 */
import path from 'node:path';
import ts from 'typescript';
import {apiDocsFolder} from '../../api-layout.mjs';
import {parseLines} from '../../utils/code-block-meta';
import type {CodeBlock, SourcePosition} from './blocks';
import {resolveBetweenBlocks, type VirtualFile} from './modules';
import {relativeToRoot} from '../../utils/paths';

/** The sources whose fragments get a copied file: the guides and the Markdown under src/, not the API pages. */
export function copiesAsFile(block: CodeBlock): boolean {
  const file = relativeToRoot(block.source);
  return block.partial && /\.mdx?$/.test(file) && !file.startsWith(`docs/${apiDocsFolder}/`) && !file.startsWith('library/');
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
function refersTo(code: ts.Node, name: string): boolean {
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
  visit(code);
  return found;
}

/** Whether a fragment returns from its top level, which a module cannot: then its body becomes a function's. */
function returnsAtTopLevel(sourceFile: ts.SourceFile): boolean {
  return sourceFile.statements.some(returnsIn);
}

/** Whether a statement returns, outside the functions and classes it holds. */
function returnsIn(statement: ts.Statement): boolean {
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found || ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isReturnStatement(node)) {
      found = true;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(statement);
  return found;
}

/** A value a fragment only declares (`declare const task: ManagedItem<…>;`): a parameter of its `run` function. */
interface Input {
  name: string;
  type: string;
  /** The 0-based lines of the block that declare it, with the comment above it. */
  lines: number[];
  /** That comment's text, which describes the value. */
  note?: string;
}

/** The values a fragment declares without defining them, one `declare const name: Type;` each. */
function declaredInputs(sourceFile: ts.SourceFile): Input[] {
  return sourceFile.statements.flatMap((statement) => {
    if (!ts.isVariableStatement(statement)) return [];
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)) return [];
    const [declaration, ...more] = statement.declarationList.declarations;
    if (!declaration || more.length > 0 || !ts.isIdentifier(declaration.name) || !declaration.type) return [];
    // The comment above the declaration describes the value: it goes with it.
    const comment = ts.getLeadingCommentRanges(sourceFile.text, statement.getFullStart())?.[0];
    const first = sourceFile.getLineAndCharacterOfPosition(comment?.pos ?? statement.getStart(sourceFile)).line;
    const last = sourceFile.getLineAndCharacterOfPosition(statement.getEnd()).line;
    const note = comment && sourceFile.text.slice(comment.pos, comment.end).replace(/^\/\/\s?|^\/\*+\s?|\s*\*+\/$/g, '').replace(/\s*\n\s*(?:\/\/|\*)?\s*/g, ' ').trim();
    return [
      {
        name: declaration.name.text,
        type: declaration.type.getText(sourceFile),
        lines: Array.from({length: last - first + 1}, (_, i) => first + i),
        ...(note ? {note} : {}),
      },
    ];
  });
}

/** Whether a fragment's statements can be a function's body: no exports, and no declarations but its inputs. */
function fitsInFunction(sourceFile: ts.SourceFile, inputs: Input[]): boolean {
  const inputStatements = new Set(inputs.map((input) => input.name));
  return sourceFile.statements.every((statement) => {
    if (ts.isImportDeclaration(statement) || ts.isImportEqualsDeclaration(statement)) return true;
    if (ts.isExportAssignment(statement) || ts.isExportDeclaration(statement) || ts.isModuleDeclaration(statement)) return false;
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    if (modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return false;
    if (modifiers.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)) {
      return ts.isVariableStatement(statement) && statement.declarationList.declarations.every((d) => ts.isIdentifier(d.name) && inputStatements.has(d.name.text));
    }
    return true;
  });
}

/**
 * The 0-based line (its leading comment included) of a fragment's first statement that
 * uses one of its inputs or returns: where the body of its `run` function starts.
 */
function functionStart(sourceFile: ts.SourceFile, inputs: Input[]): number {
  const names = inputs.map((input) => input.name);
  const declaresInput = (statement: ts.Statement) =>
    ts.isVariableStatement(statement) &&
    statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && names.includes(d.name.text));
  const statement = sourceFile.statements.find((candidate) => {
    if (ts.isImportDeclaration(candidate) || ts.isImportEqualsDeclaration(candidate) || declaresInput(candidate)) return false;
    return names.some((name) => refersTo(candidate, name)) || returnsIn(candidate);
  });
  if (!statement) return Number.POSITIVE_INFINITY;
  const comment = ts.getLeadingCommentRanges(sourceFile.text, statement.getFullStart())?.[0];
  return sourceFile.getLineAndCharacterOfPosition(comment?.pos ?? statement.getStart(sourceFile)).line;
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
  const inputs: Input[] = [...(needsDb ? [{name: 'db', type: 'IbexDB', lines: []}] : []), ...declaredInputs(own.sourceFile)];
  const asFunction = (inputs.length > 0 || returnsAtTopLevel(own.sourceFile)) && fitsInFunction(own.sourceFile, inputs);

  const lines: Line[] = imports.lines().map((text) => ({text}));
  for (const dependency of dependencies) {
    const title = dependency.block.title ?? path.posix.basename(dependency.fileName);
    lines.push({text: ''}, {text: `// ${title}`}, ...split(dependency.block).body);
  }
  if (needsDb && !asFunction) lines.push({text: ''}, {text: '// The database your app opened.'}, {text: 'declare const db: IbexDB;'});
  lines.push({text: ''});
  if (asFunction) {
    const inputLines = new Set(inputs.flatMap((input) => input.lines.map((line) => fragment.block.origins[line])));
    const kept = own.body.filter(({origin}) => !origin || !inputLines.has(origin));
    // What comes before the first statement that needs an input or returns (constants,
    // types, helpers, registrations) stays at the top level, run once as the module loads.
    const start = functionStart(own.sourceFile, inputs);
    const at = kept.findIndex(({origin}) => origin !== undefined && fragment.block.origins.indexOf(origin) >= start);
    const top = kept.slice(0, at < 0 ? kept.length : at);
    let body = at < 0 ? [] : kept.slice(at);
    while (top.length > 0 && top[top.length - 1].text.trim() === '') top.pop();
    while (body.length > 0 && body[0].text.trim() === '') body = body.slice(1);
    if (top.length > 0) lines.push(...top, {text: ''});
    if (inputs.length > 0) {
      const notes = inputs.flatMap(({name, note}) => (note ? [` * @param ${name} ${note}`] : []));
      const summary = `The example, run with ${inputs.some((input) => input.name === 'db') ? "your app's database once it is ready" : 'your values'}.`;
      lines.push(...(notes.length > 0 ? ['/**', ` * ${summary}`, ' *', ...notes, ' */'] : [`/** ${summary} */`]).map((text) => ({text})));
    }
    lines.push({text: `export async function run(${inputs.map(({name, type}) => `${name}: ${type}`).join(', ')}): Promise<void> {`});
    // Indented by two: an error's column, the origin's plus the character's, stays the guide's.
    lines.push(...body.map(({text, origin}) => ({text: text === '' ? '' : `  ${text}`, origin: origin && {line: origin.line, column: origin.column - 2}})));
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
