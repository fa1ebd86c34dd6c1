// @ts-check
/**
 * A declaration of library/src as a reader writes it: the TypeScript node printed
 * without its comments and its body, without `export` and `declare`, and with the
 * namespace of an internal import dropped (`internal.Commit` prints `Commit`). The
 * reference's signatures (./typedoc/declarations.mjs) and the code samples' popovers
 * (src/plugins/api-reference/code-links) print from here, so both show the same text.
 */
import ts from 'typescript';

/** Modifiers that say how the library is built, not how it is called. */
const BUILD_MODIFIERS = new Set([ts.SyntaxKind.ExportKeyword, ts.SyntaxKind.DeclareKeyword, ts.SyntaxKind.DefaultKeyword, ts.SyntaxKind.PublicKeyword]);

/**
 * The names a source file binds with `import * as name`: a reader sees their members unqualified.
 *
 * @param {ts.SourceFile} file
 * @returns {Set<string>}
 */
function namespaceImports(file) {
  const names = new Set();
  for (const statement of file.statements) {
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
  }
  return names;
}

/**
 * @param {ts.ModifierLike[] | ts.NodeArray<ts.ModifierLike> | undefined} modifiers
 * @returns {ts.ModifierLike[] | undefined}
 */
const callerModifiers = (modifiers) => modifiers?.filter((modifier) => !BUILD_MODIFIERS.has(modifier.kind));

/**
 * The node as a reader sees it: no body, no members (a class or interface is its header),
 * no build modifiers.
 *
 * @param {ts.Node} node
 * @param {boolean} whole keep an interface's members
 * @returns {ts.Node}
 */
function headerOf(node, whole) {
  const f = ts.factory;
  if (ts.isClassDeclaration(node)) {
    return f.updateClassDeclaration(node, callerModifiers(node.modifiers), node.name, node.typeParameters, node.heritageClauses, []);
  }
  if (ts.isInterfaceDeclaration(node)) {
    return f.updateInterfaceDeclaration(node, callerModifiers(node.modifiers), node.name, node.typeParameters, node.heritageClauses, whole ? node.members : []);
  }
  if (ts.isFunctionDeclaration(node)) {
    return f.updateFunctionDeclaration(node, callerModifiers(node.modifiers), node.asteriskToken, node.name, node.typeParameters, node.parameters, node.type, undefined);
  }
  if (ts.isMethodDeclaration(node)) {
    return f.updateMethodDeclaration(node, callerModifiers(node.modifiers), node.asteriskToken, node.name, node.questionToken, node.typeParameters, node.parameters, node.type, undefined);
  }
  if (ts.isConstructorDeclaration(node)) return f.updateConstructorDeclaration(node, callerModifiers(node.modifiers), node.parameters, undefined);
  if (ts.isGetAccessorDeclaration(node)) {
    return f.updateGetAccessorDeclaration(node, callerModifiers(node.modifiers), node.name, node.parameters, node.type, undefined);
  }
  if (ts.isSetAccessorDeclaration(node)) return f.updateSetAccessorDeclaration(node, callerModifiers(node.modifiers), node.name, node.parameters, undefined);
  if (ts.isPropertyDeclaration(node)) {
    return f.updatePropertyDeclaration(node, callerModifiers(node.modifiers), node.name, node.questionToken ?? node.exclamationToken, node.type, undefined);
  }
  if (ts.isTypeAliasDeclaration(node)) return f.updateTypeAliasDeclaration(node, callerModifiers(node.modifiers), node.name, node.typeParameters, node.type);
  if (ts.isVariableStatement(node)) return f.updateVariableStatement(node, callerModifiers(node.modifiers), node.declarationList);
  return node;
}

/**
 * The declaration `node` as a reader writes it, on one line or as TypeScript's printer
 * breaks it (./format.mjs lays it out), and the type names it shows.
 *
 * @param {ts.Node} node
 * @param {{whole?: boolean}} [options] `whole`: an interface with its members, as the
 *   "Types used on this page" section shows a type without a page
 * @returns {{code: string, names: string[]}}
 */
export function printDeclaration(node, {whole = false} = {}) {
  const file = node.getSourceFile();
  const namespaces = namespaceImports(file);
  /** @type {ts.TransformerFactory<ts.Node>} */
  const dropNamespace = (context) => {
    /** @type {ts.Visitor} */
    const visit = (child) =>
      ts.isQualifiedName(child) && ts.isIdentifier(child.left) && namespaces.has(child.left.text)
        ? ts.factory.createIdentifier(child.right.text)
        : ts.visitEachChild(child, visit, context);
    return (root) => ts.visitNode(root, visit) ?? root;
  };
  const [shown] = ts.transform(headerOf(node, whole), [dropNamespace]).transformed;
  const printer = ts.createPrinter({removeComments: true, omitTrailingSemicolon: false});
  const code = printer
    .printNode(ts.EmitHint.Unspecified, shown, file)
    .replace(/\s*\{\s*\}$/, '')
    .trim();
  return {code, names: typeNames(shown)};
}

/**
 * The names of types a printed node refers to, in order, each once: the ones a page links.
 *
 * @param {ts.Node} node
 * @returns {string[]}
 */
function typeNames(node) {
  /** @type {Set<string>} */
  const names = new Set();
  /** @param {ts.Node} child */
  const visit = (child) => {
    const target = ts.isTypeReferenceNode(child) ? child.typeName : ts.isExpressionWithTypeArguments(child) ? child.expression : undefined;
    if (target && (ts.isIdentifier(target) || ts.isQualifiedName(target))) names.add(ts.isIdentifier(target) ? target.text : target.right.text);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return [...names];
}
