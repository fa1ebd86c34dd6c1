/**
 * Reading a source file's imports, for the tests that follow them
 * (tests/unit/build-dependencies.test.ts, tests/unit/feature-boundaries.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {projectRoot} from '../../src/utils/paths';

/**
 * The module ids a file loads at run time: static and dynamic imports,
 * re-exports, `import x = require('…')`, require and require.resolve; with
 * `typesToo`, the ones it takes types from as well: type-only imports and
 * re-exports, `import('…')` types, and in a JavaScript file the JSDoc's
 * `import('…')` types and `@import` tags. A style sheet's are its `@import`s
 * and `composes … from`s. Paths a file builds as strings are not imports.
 */
export function runtimeSpecifiers(file: string, {typesToo = false} = {}): string[] {
  const text = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.css')) {
    return [...text.matchAll(/@import\s+(?:url\(\s*)?['"]([^'"]+)['"]|\bcomposes\s*:[^;]*?\bfrom\s+['"]([^'"]+)['"]/g)].map((match) => match[1] ?? match[2]);
  }
  if (file.endsWith('.mdx') || file.endsWith('.md')) {
    // MDX: the ESM lines outside fenced code blocks.
    const prose = text.replace(/^(```|~~~)[^]*?^\1/gm, '');
    return [...prose.matchAll(/^(?:import|export)\s[^;\n]*?from\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]);
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const isJavaScript = /\.[cm]?jsx?$/.test(file);
  const found: string[] = [];
  /** The text a module id starts with: a string, or a template's head. */
  const literal = (node: ts.Node | undefined) =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      ? node.text
      : node && ts.isTemplateExpression(node)
        ? node.head.text
        : undefined;
  const allTypes = (clause: ts.ImportClause) =>
    !typesToo &&
    (clause.isTypeOnly ||
    (!clause.name &&
      clause.namedBindings !== undefined &&
      ts.isNamedImports(clause.namedBindings) &&
      clause.namedBindings.elements.length > 0 &&
      clause.namedBindings.elements.every((element) => element.isTypeOnly)));
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !(node.importClause && allTypes(node.importClause))) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && (typesToo || !node.isTypeOnly)) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const loads =
        callee.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(callee) && callee.text === 'require') ||
        (ts.isPropertyAccessExpression(callee) && callee.getText(source) === 'require.resolve');
      const specifier = loads ? literal(node.arguments[0]) : undefined;
      if (specifier !== undefined) {
        found.push(specifier);
      }
    } else if (typesToo && ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const specifier = literal(node.argument.literal);
      if (specifier !== undefined) found.push(specifier);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && (typesToo || !node.isTypeOnly)) {
      const specifier = literal(node.moduleReference.expression);
      if (specifier !== undefined) found.push(specifier);
    } else if (ts.isJSDocImportTag(node)) {
      const specifier = literal(node.moduleSpecifier);
      if (specifier !== undefined) found.push(specifier);
    }
    // A JavaScript file's types are in its JSDoc, which is not among a node's children
    // (TypeScript reads no types from a TypeScript file's JSDoc).
    if (typesToo && isJavaScript) for (const doc of (node as {jsDoc?: ts.JSDoc[]}).jsDoc ?? []) visit(doc);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The extensions of the files the scans read. */
const sourceExtensions = ['.ts', '.tsx', '.mjs', '.js', '.mdx', '.md'];

/** The file a relative module id points to, trying the extensions and index files a bundler tries. */
export function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, ...sourceExtensions.map((ext) => base + ext), ...sourceExtensions.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile() && !candidate.endsWith('.d.ts'));
}

/**
 * The source files under `folder` (relative to the site's folder), without
 * entering `skipped`: docs/api is generated, and npm test builds the site
 * while the unit tests run, so it may be deleted and rewritten under a listing.
 * With `everything`, declaration files and style sheets too.
 */
export function filesUnder(folder: string, {skipped, everything = false}: {skipped?: string; everything?: boolean} = {}): string[] {
  const read = everything ? [...sourceExtensions, '.css'] : sourceExtensions;
  const found: string[] = [];
  const visit = (directory: string) => {
    for (const entry of fs.readdirSync(directory, {withFileTypes: true})) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) {
        if (full !== (skipped && path.join(projectRoot, skipped))) visit(full);
      } else if (read.some((ext) => full.endsWith(ext)) && (everything || !full.endsWith('.d.ts'))) {
        found.push(full);
      }
    }
  };
  visit(path.join(projectRoot, folder));
  return found;
}
