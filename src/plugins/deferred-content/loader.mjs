// @ts-check
/**
 * A loader for the docs' compiled MDX modules, run after the MDX loader, in
 * the browser and server bundles alike. It cuts each page's module in two:
 *
 * - the page module, which the route loads, keeps what the theme reads
 *   before the article (its metadata, front matter and table of contents)
 *   and exports, as the page's content, a stand-in that imports the article
 *   when it is needed (./article.ts, with ./client/index.tsx);
 * - the article (the same file with `?deferred-body`), imported on demand,
 *   keeps the article's component and what it uses.
 *
 * Each part then imports only what it uses, so the components an article
 * renders (diagrams, tabs) travel with the article. A module that is not
 * shaped as the MDX compiler writes it fails the build, naming the file, so
 * an MDX upgrade that changes it is seen, not shipped whole or broken.
 * (Rspack loads loaders with Node, so this one is JavaScript, type-checked.)
 */
import {parse} from 'acorn';

/** The query that imports a page's article. */
export const bodyQuery = '?deferred-body';

/** The theme's element that holds a doc page's article (ThemeClassNames.docs.docMarkdown). */
const articleSelector = '.theme-doc-markdown';

/** The function the MDX compiler writes the article into, and the component it exports. */
const articleFunction = '_createMdxContent';

/**
 * @typedef {import('acorn').Program['body'][number]} Statement
 * @typedef {{readonly start: number, readonly end: number}} Span
 */

/**
 * The names an AST node reads or declares: every identifier, less property
 * names written as names. Declared names count too, which can only keep an
 * import that is not needed, never drop one that is.
 *
 * @param {unknown} node
 * @param {Set<string>} names
 * @returns {Set<string>}
 */
export function namesIn(node, names = new Set()) {
  if (Array.isArray(node)) {
    for (const child of node) namesIn(child, names);
    return names;
  }
  if (typeof node !== 'object' || node === null) return names;
  const record = /** @type {Record<string, unknown>} */ (node);
  if (record.type === 'Identifier' && typeof record.name === 'string') {
    names.add(record.name);
    return names;
  }
  for (const [key, value] of Object.entries(record)) {
    const isNameOnly =
      (key === 'key' && (record.type === 'Property' || record.type === 'MethodDefinition' || record.type === 'PropertyDefinition')) ||
      (key === 'property' && record.type === 'MemberExpression');
    if (isNameOnly && !record.computed) continue;
    namesIn(value, names);
  }
  return names;
}

/**
 * Whether a statement is the article: its function, or the exported component that renders it.
 *
 * @param {Statement} statement
 */
function isArticle(statement) {
  return (
    (statement.type === 'FunctionDeclaration' && statement.id?.name === articleFunction) ||
    statement.type === 'ExportDefaultDeclaration'
  );
}

/**
 * The names a named export declares.
 *
 * @param {Statement} statement
 * @returns {string[]}
 */
function exportedNames(statement) {
  if (statement.type !== 'ExportNamedDeclaration') return [];
  if (statement.declaration?.type === 'VariableDeclaration') {
    return statement.declaration.declarations.flatMap((declarator) => [...namesIn(declarator.id)]);
  }
  if (statement.declaration && 'id' in statement.declaration && statement.declaration.id) return [statement.declaration.id.name];
  return statement.specifiers.map((specifier) => (specifier.exported.type === 'Identifier' ? specifier.exported.name : String(specifier.exported.value)));
}

/**
 * The source of `kept` statements, each import narrowed to the names the
 * other statements use. An import of nothing but its side effects stays.
 *
 * @param {string} source
 * @param {readonly Statement[]} kept
 * @returns {string}
 */
function withUsedImports(source, kept) {
  const used = namesIn(kept.filter((statement) => statement.type !== 'ImportDeclaration'));
  return kept
    .map((statement) => {
      const text = source.slice(statement.start, statement.end);
      if (statement.type !== 'ImportDeclaration' || statement.specifiers.length === 0) return text;
      const specifiers = statement.specifiers.filter((specifier) => used.has(specifier.local.name));
      if (specifiers.length === statement.specifiers.length) return text;
      if (specifiers.length === 0) return '';
      const defaults = specifiers.filter((specifier) => specifier.type !== 'ImportSpecifier').map((specifier) => source.slice(specifier.start, specifier.end));
      const named = specifiers.filter((specifier) => specifier.type === 'ImportSpecifier').map((specifier) => source.slice(specifier.start, specifier.end));
      const clause = [...defaults, ...(named.length > 0 ? [`{${named.join(', ')}}`] : [])].join(', ');
      // From the module's name to the end: its import attributes stay.
      return `import ${clause} from ${source.slice(statement.source.start, statement.end)}`;
    })
    .filter(Boolean)
    .join('\n');
}

/**
 * The tab groups (`<Tabs groupId="…">`) an article renders: a reader's saved
 * choice of one changes the first view, so such a page's article is needed at once.
 *
 * @param {string} article
 * @returns {string[]}
 */
export function tabGroupsIn(article) {
  const groups = new Set();
  for (const match of article.matchAll(/\bgroupId:\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/g)) {
    const literal = match[1] ?? '""';
    groups.add(literal.startsWith('"') ? JSON.parse(literal) : literal.slice(1, -1));
  }
  return [...groups];
}

/**
 * The two parts of one compiled MDX module.
 *
 * @param {string} source the MDX compiler's output
 * @param {string} file the page's path, for errors and the article's import
 * @param {string} deferrer the module that defers the article (./article.ts)
 * @returns {{page: string, article: string}}
 */
export function splitMdxModule(source, file, deferrer) {
  const {body} = parse(source, {ecmaVersion: 'latest', sourceType: 'module'});
  const articleParts = body.filter(isArticle);
  if (articleParts.length !== 2) {
    throw new Error(
      `deferred-content: ${file} does not look like a compiled MDX page (expected a ${articleFunction} function and a default export, found ${articleParts.length} of them). ` +
        'Has the MDX compiler changed its output? See src/plugins/deferred-content.',
    );
  }
  const rest = body.filter((statement) => !isArticle(statement));
  const articleText = articleParts.map((statement) => source.slice(statement.start, statement.end)).join('\n');
  const load = `() => import(${JSON.stringify(file + bodyQuery)})`;
  const page = [
    withUsedImports(source, rest),
    `import {deferredArticle as __deferredArticle} from ${JSON.stringify(deferrer)};`,
    `const __content = __deferredArticle(${load}, {region: ${JSON.stringify(articleSelector)}, tabGroups: ${JSON.stringify(tabGroupsIn(articleText))}});`,
    'await __content.ready;',
    'export default __content.Content;',
  ].join('\n');
  // The article leaves out the named exports that neither it nor what it keeps reads: the page module has them.
  const kept = new Set(body.filter((statement) => isArticle(statement) || exportedNames(statement).length === 0));
  for (let added = true; added; ) {
    added = false;
    const used = namesIn([...kept].filter((statement) => statement.type !== 'ImportDeclaration'));
    for (const statement of body) {
      if (!kept.has(statement) && exportedNames(statement).some((name) => used.has(name))) {
        kept.add(statement);
        added = true;
      }
    }
  }
  const article = withUsedImports(
    source,
    body.filter((statement) => kept.has(statement)),
  );
  return {page, article};
}

/**
 * @this {{resourcePath: string, resourceQuery: string, getOptions(): {deferrer: string}}}
 * @param {string} source
 * @returns {string}
 */
export default function deferredContentLoader(source) {
  const {page, article} = splitMdxModule(source, this.resourcePath, this.getOptions().deferrer);
  return this.resourceQuery === bodyQuery ? article : page;
}
