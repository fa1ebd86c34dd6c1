/**
 * The declarations of library/src as written, for the check that every signature the API
 * reference shows is one of them (tests/unit/api-pages.test.ts). It reads the source
 * text afresh with TypeScript's parser, independently of the TypeDoc plugin: a class or
 * an interface by its header (and an interface also whole, as "Types used on this page"
 * shows it), every other declaration whole, comments removed. Both sides are compared
 * in a normal form that ignores how lines break (./api-declarations.ts `normalForm`).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * A declaration's text with what layout changes taken out: whitespace, trailing commas and
 * semicolons, a union's leading `|`, `export`/`declare`, and the `internal.` namespace of
 * types the package does not export (pages name them unqualified).
 */
export function normalForm(code: string): string {
  return code
    .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
    .replace(/\b(?:export|declare)\s+/g, '')
    .replace(/\binternal\./g, '')
    .replace(/\s+/g, '')
    .replace(/(^|[(<[:=,|])\|/g, '$1')
    .replace(/[,;]+([)\]>}])/g, '$1')
    .replace(/;+$/, '');
}

const declarationKinds = [
  ts.isFunctionDeclaration,
  ts.isMethodDeclaration,
  ts.isMethodSignature,
  ts.isConstructorDeclaration,
  ts.isGetAccessorDeclaration,
  ts.isSetAccessorDeclaration,
  ts.isPropertyDeclaration,
  ts.isPropertySignature,
  ts.isIndexSignatureDeclaration,
  ts.isTypeAliasDeclaration,
  ts.isTypeParameterDeclaration,
];

/** Every declaration of the `.ts` files under `dir`, in normal form. */
export function declaredForms(dir: string): Set<string> {
  const forms = new Set<string>();
  const files = fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.ts'));
  for (const file of files) {
    const full = path.join(dir, file);
    const source = ts.createSourceFile(full, fs.readFileSync(full, 'utf8'), ts.ScriptTarget.Latest, true);
    const text = (node: ts.Node, end = node.end) => source.text.slice(node.getStart(source), end);
    const visit = (node: ts.Node): void => {
      if (ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node)) {
        forms.add(normalForm(text(node, node.members.pos - 1)));
        if (ts.isInterfaceDeclaration(node)) forms.add(normalForm(text(node)));
      } else if (declarationKinds.some((is) => is(node))) {
        forms.add(normalForm(text(node)));
        // A property table shows a property's type alone.
        if ((ts.isPropertySignature(node) || ts.isPropertyDeclaration(node)) && node.type) forms.add(normalForm(text(node.type)));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return forms;
}

/**
 * The declarations a page shows: each ```` ```ts signature ```` block without its import
 * line, cut after each `;` that closes a declaration (outside any bracket).
 */
export function renderedDeclarations(markdown: string): string[] {
  const found: string[] = [];
  for (const [, code = ''] of markdown.matchAll(/```ts signature[^\n]*\n([\s\S]*?)\n```/g)) {
    let current: string[] = [];
    let depth = 0;
    for (const line of code.split('\n')) {
      if (line.startsWith('import ') || (!line && !current.length)) continue;
      if (depth === 0 && current.at(-1)?.endsWith(';')) {
        found.push(current.join('\n'));
        current = [];
      }
      current.push(line);
      depth += (line.match(/[({[]/g)?.length ?? 0) - (line.match(/[)}\]]/g)?.length ?? 0);
    }
    if (current.length) found.push(current.join('\n'));
  }
  return found;
}

/**
 * The Type cells of a page's property tables, as text: links reduced to their text,
 * code spans to their code, `\|` to `|`.
 */
export function renderedPropertyTypes(markdown: string): string[] {
  const cells = (line: string) => line.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim());
  const found: string[] = [];
  let column = -1;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) column = -1;
    else if (column < 0) column = cells(line)[0] === 'Property' ? cells(line).indexOf('Type') : -1;
    else if (!/^\|[\s|-]+\|$/.test(line)) {
      found.push(
        cells(line)[column]
          .replace(/\[`([^`]*)`\]\([^)]*\)/g, '$1')
          .replace(/`/g, '')
          .replace(/\\\|/g, '|'),
      );
    }
  }
  return found;
}

