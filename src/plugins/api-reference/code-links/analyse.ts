/**
 * The build-time half of linked code samples: which names of each sample are IbexDB's
 * public API, and what a reader sees when pointing at one. It asks the TypeScript
 * program that `npm run check:samples` builds (src/plugins/code-samples: every
 * ts/tsx sample of the guides, the library's `@example` blocks and the Markdown
 * partials under src/, compiled against library/) what each identifier resolves to,
 * aliases followed. A name links when its declaration is in library/src and the API
 * reference's router gave it a URL (docs/api/symbol-urls.json, written by
 * src/plugins/api-reference/typedoc/router.mjs); locals, React and DOM names resolve elsewhere and stay
 * plain. The popover text is the declaration as the API reference prints it
 * (src/plugins/api-reference/declaration.mjs: one source for both) and the first
 * sentence of its TSDoc.
 */
import path from 'node:path';
import ts from 'typescript';
import {loadSamples, sampleLanguageService, type VirtualFile} from '../../code-samples';
import {printDeclaration} from '../declaration.mjs';
import {formatDeclaration} from '../format.mjs';
import {commonRuntimes, parseRuntimes, runtimesTag, type Runtime} from '../runtimes.mjs';
import {firstSentence} from '../summary.mjs';
import type {CodeLink, CodeLinks, SampleUses, SymbolInfo} from './links';

/** What a name in a sample resolves to: a property name of an object literal is the property it fills. */
function symbolAt(node: ts.Identifier, checker: ts.TypeChecker): ts.Symbol | undefined {
  const {parent} = node;
  if (ts.isPropertyAssignment(parent) && parent.name === node && ts.isObjectLiteralExpression(parent.parent)) {
    const type = checker.getContextualType(parent.parent);
    return type && checker.getPropertyOfType(checker.getNonNullableType(type), node.text);
  }
  const symbol = checker.getSymbolAtLocation(node);
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** Declarations whose names make up a name path, as the router writes them (`IbexDB.query`). */
function isNamed(node: ts.Node): node is ts.NamedDeclaration & {name: ts.Identifier | ts.StringLiteral} {
  const named =
    ts.isClassDeclaration(node) ||
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node) ||
    ts.isFunctionDeclaration(node) ||
    ts.isModuleDeclaration(node) ||
    ts.isEnumDeclaration(node) ||
    ts.isEnumMember(node) ||
    ts.isVariableDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isMethodSignature(node) ||
    ts.isPropertyDeclaration(node) ||
    ts.isPropertySignature(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node);
  return named && node.name !== undefined && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name));
}

/** The name path of a declaration in library/src, with `static:` before a static member's name. */
function namePath(declaration: ts.Declaration): string {
  const names: string[] = [];
  for (let node: ts.Node = declaration; !ts.isSourceFile(node); node = node.parent) {
    if (!isNamed(node)) continue;
    const isStatic = ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
    names.unshift(`${isStatic ? 'static:' : ''}${node.name.text}`);
  }
  return names.join('.');
}

/** The runtimes a declaration's `@runsIn` tag names, else those of the class or interface that declares it. */
function declaredRuntimes(declaration: ts.Declaration): Runtime[] | undefined {
  for (let node: ts.Node = declaration; !ts.isSourceFile(node); node = node.parent) {
    const tag = ts.getJSDocTags(node).find((t) => `@${t.tagName.text}` === runtimesTag);
    if (tag) {
      const {line} = node.getSourceFile().getLineAndCharacterOfPosition(tag.getStart());
      const where = `${path.relative(process.cwd(), node.getSourceFile().fileName)}:${line + 1}`;
      return parseRuntimes(ts.getTextOfJSDocComment(tag.comment) ?? '', where);
    }
    if (node !== declaration && (ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node))) return undefined;
  }
  return undefined;
}

/** Text of TSDoc display parts, `{@link X | text}` read as its text. */
function partsText(parts: readonly ts.SymbolDisplayPart[] = []): string {
  const link = parts.some((part) => part.kind === 'linkText');
  return parts
    .filter((part) => part.kind !== 'link' && !(link && part.kind === 'linkName'))
    .map((part) => part.text)
    .join('');
}

export interface AnalyseOptions {
  /** The site's folder: library/src is read from there. */
  siteDir: string;
  /** The URL of each name path, from the reference's router. */
  symbolUrls: Readonly<Record<string, string>>;
  /** Files and folders to read samples from; the check's defaults when empty. */
  inputs?: string[];
}

/** The links of every sample, by its code, and the popover text of every linked symbol, by URL. */
export function analyseSamples({siteDir, symbolUrls, inputs = []}: AnalyseOptions): CodeLinks {
  const {files} = loadSamples(inputs);
  const service = sampleLanguageService(files);
  const program = service.getProgram();
  if (!program) throw new Error('src/plugins/api-reference/code-links: the TypeScript language service built no program for the code samples.');
  const checker = program.getTypeChecker();
  const library = path.join(siteDir, 'library', 'src') + path.sep;
  const blocks = new Map<string, CodeLink[]>();
  const symbols = new Map<string, SymbolInfo>();
  const runtimes = new Map<string, Runtime[]>();
  const samples: SampleUses[] = [];

  /** The reference URL of a symbol, the declaration that has it, and where it runs when its TSDoc says. */
  const target = (symbol: ts.Symbol): {href: string; declaration: ts.Declaration; runtimes?: Runtime[]} | undefined => {
    const declarations = (symbol.declarations ?? []).filter((d) => path.resolve(d.getSourceFile().fileName).startsWith(library));
    for (const declaration of declarations) {
      const href = symbolUrls[namePath(declaration)];
      // An overloaded function says where it runs once, on one of its declarations.
      if (href) return {href, declaration, runtimes: declarations.map(declaredRuntimes).find(Boolean)};
    }
    return undefined;
  };

  const describe = (href: string, declaration: ts.Declaration) => {
    if (symbols.has(href)) return;
    const name = ts.getNameOfDeclaration(declaration) ?? declaration;
    const info = service.getQuickInfoAtPosition(declaration.getSourceFile().fileName, name.getStart());
    symbols.set(href, {
      signature: formatDeclaration(printDeclaration(declaration).code),
      summary: firstSentence(partsText(info?.documentation)),
    });
  };

  /** The links of a sample, and where its names say it runs (undefined when none of them says). */
  const analyse = (file: VirtualFile): {links: CodeLink[]; runtimes?: Runtime[]} => {
    const sourceFile = program.getSourceFile(file.fileName);
    if (!sourceFile) return {links: []};
    const blockLine = new Map(file.block.origins.map((origin, line) => [origin, line]));
    const links: CodeLink[] = [];
    let allowed: Runtime[] | undefined;
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) {
        const start = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
        const origin = file.origins[start.line];
        const line = origin && blockLine.get(origin);
        const symbol = line === undefined ? undefined : symbolAt(node, checker);
        const found = symbol && target(symbol);
        if (line !== undefined && found) {
          links.push({line, column: start.character, length: node.text.length, href: found.href});
          describe(found.href, found.declaration);
          if (found.runtimes) allowed = allowed ? commonRuntimes(allowed, found.runtimes) : found.runtimes;
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
    // Names that run in no common runtime (a list of every module's imports) say nothing of the sample.
    return {links: links.sort((a, b) => a.line - b.line || a.column - b.column), runtimes: allowed?.length ? allowed : undefined};
  };

  for (const file of files) {
    const code = file.block.code.join('\n');
    const {links, runtimes: allowed} = analyse(file);
    samples.push({block: file.block, hrefs: [...new Set(links.map((link) => link.href))], ...(allowed && {runtimes: allowed})});
    if (blocks.has(code)) continue;
    blocks.set(code, links);
    if (allowed) runtimes.set(code, allowed);
  }
  return {blocks, symbols, runtimes, samples};
}
