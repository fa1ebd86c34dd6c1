import assert from 'node:assert/strict';
import {test} from 'node:test';
import {parse} from 'acorn';
import {bodyQuery, namesIn, splitMdxModule, tabGroupsIn} from '../../src/plugins/deferred-content/loader.mjs';

/**
 * src/plugins/deferred-content cuts each doc page's compiled MDX in two: the
 * page module the route loads, and the article it imports on demand. The input
 * here is a page as Docusaurus's MDX loader writes it: its named exports
 * (front matter, metadata, table of contents), then the MDX compiler's output.
 */
const page = '/site/docs/sync.mdx';
const deferrer = '/site/src/plugins/deferred-content/article.ts';

/** A guide as the MDX loader writes it: the page's exports, then the compiled MDX (an import, an export, a diagram, tabs). */
const compiledGuide = `export const frontMatter = {title: 'Synchronization'};
export const contentTitle = undefined;
export {default as metadata} from '@site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-sync-mdx-7b7.json'
export const assets = {};
import {jsx as _jsx, jsxs as _jsxs} from "react/jsx-runtime";
import {useMDXComponents as _provideComponents} from "@mdx-js/react";
import SyncCycleDiagram from '@site/src/components/diagrams/SyncCycle';
import Tabs from '@theme/Tabs';
export const toc = [{value: 'One round', id: 'one-round', level: 2}];
export const rounds = 3;
function _createMdxContent(props) {
  const _components = {h2: "h2", p: "p", ..._provideComponents(), ...props.components};
  return _jsxs("div", {children: [
    _jsxs(_components.p, {children: ["Peers swap filters for ", rounds, " rounds."]}),
    _jsx(SyncCycleDiagram, {}),
    _jsx(Tabs, {groupId: "package-manager", children: "x"}),
    _jsx(_components.h2, {id: "one-round", children: "One round"})
  ]});
}
export default function MDXContent(props = {}) {
  const {wrapper: MDXLayout} = {..._provideComponents(), ...props.components};
  return MDXLayout ? _jsx(MDXLayout, {...props, children: _jsx(_createMdxContent, {...props})}) : _createMdxContent(props);
}
`;

/** The names a module imports, by the module they come from. */
function importsOf(source: string): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const statement of parse(source, {ecmaVersion: 'latest', sourceType: 'module'}).body) {
    if (statement.type === 'ImportDeclaration') {
      imports.set(String(statement.source.value), statement.specifiers.map((specifier) => specifier.local.name));
    }
  }
  return imports;
}

/** The names a module exports. */
function exportsOf(source: string): string[] {
  return parse(source, {ecmaVersion: 'latest', sourceType: 'module'}).body.flatMap((statement) => {
    if (statement.type === 'ExportDefaultDeclaration') return ['default'];
    if (statement.type !== 'ExportNamedDeclaration') return [];
    if (statement.declaration?.type === 'VariableDeclaration') return statement.declaration.declarations.flatMap((declarator) => [...namesIn(declarator.id)]);
    return statement.specifiers.map((specifier) => (specifier.exported.type === 'Identifier' ? specifier.exported.name : ''));
  });
}

test('the page module keeps what the theme reads before the article, and imports the article on demand', () => {
  const {page: pageModule} = splitMdxModule(compiledGuide, page, deferrer);
  assert.deepEqual(exportsOf(pageModule).sort(), ['assets', 'contentTitle', 'default', 'frontMatter', 'metadata', 'rounds', 'toc']);
  assert.doesNotMatch(pageModule, /_createMdxContent|Peers swap filters/);
  // Nothing the article alone renders: no diagram, no tabs, no JSX runtime.
  assert.deepEqual([...importsOf(pageModule).keys()], [deferrer]);
  assert.ok(pageModule.includes(`import(${JSON.stringify(page + bodyQuery)})`));
  assert.match(pageModule, /__deferredArticle\(.*\{region: "\.theme-doc-markdown", tabGroups: \["package-manager"\]\}\)/);
  assert.match(pageModule, /^await __content\.ready;$/m);
  assert.match(pageModule, /^export default __content\.Content;$/m);
});

test('the article keeps its component and what it uses, and leaves out the exports only the page module needs', () => {
  const {article} = splitMdxModule(compiledGuide, page, deferrer);
  assert.deepEqual(exportsOf(article).sort(), ['default', 'rounds']);
  assert.match(article, /Peers swap filters/);
  const imports = importsOf(article);
  assert.deepEqual(imports.get('@site/src/components/diagrams/SyncCycle'), ['SyncCycleDiagram']);
  assert.deepEqual(imports.get('@theme/Tabs'), ['Tabs']);
  assert.ok(!imports.has(deferrer));
  assert.doesNotMatch(article, /site-docs-sync-mdx-7b7\.json|One round', id/);
});

test('an import is narrowed to the names each part uses, and one kept for its side effects stays in both', () => {
  const source = (compiledGuide).replace(
    "import Tabs from '@theme/Tabs';",
    "import Tabs, {TabsHelper as tabsHelper} from '@theme/Tabs';\nimport './guide.css';\nexport const helperName = tabsHelper.name;",
  );
  const {page: pageModule, article} = splitMdxModule(source, page, deferrer);
  assert.deepEqual(importsOf(pageModule).get('@theme/Tabs'), ['tabsHelper']);
  assert.deepEqual(importsOf(pageModule).get('./guide.css'), []);
  assert.deepEqual(importsOf(article).get('@theme/Tabs'), ['Tabs']);
  assert.deepEqual(importsOf(article).get('./guide.css'), []);
});

test('the article keeps every export that what it keeps reads, however indirectly, and an import keeps its attributes', () => {
  const source = compiledGuide
    .replace("export const rounds = 3;", "export const base = 2;\nexport const rounds = base + 1;\nexport const unread = base;")
    .replace("import Tabs from '@theme/Tabs';", "import Tabs from '@theme/Tabs';\nimport limits from './limits.json' with {type: 'json'};\nexport const most = limits.most;");
  const {article} = splitMdxModule(source, page, deferrer);
  assert.deepEqual(exportsOf(article).sort(), ['base', 'default', 'rounds']);
  const withMost = splitMdxModule(source.replace('" rounds."', '" rounds, at most ", most'), page, deferrer).article;
  assert.deepEqual(exportsOf(withMost).sort(), ['base', 'default', 'most', 'rounds']);
  assert.match(withMost, /^import limits from '\.\/limits\.json' with \{type: 'json'\};$/m);
});

test('the tab groups of an article are found in its compiled props, each once', () => {
  assert.deepEqual(tabGroupsIn(`_jsx(Tabs, {groupId: "package-manager", queryString: true}); _jsx(Tabs, {groupId: 'runtime'}); _jsx(Tabs, {groupId: "package-manager"})`), ['package-manager', 'runtime']);
  assert.deepEqual(tabGroupsIn('_jsx(Tabs, {children: x})'), []);
});

test('a module not shaped as the MDX compiler writes it fails, naming the file', () => {
  assert.throws(() => splitMdxModule('export const toc = [];\nexport default function Page() { return null; }', page, deferrer), (error: Error) => {
    assert.match(error.message, /deferred-content: \/site\/docs\/sync\.mdx does not look like a compiled MDX page/);
    return true;
  });
});
