// @ts-check
/**
 * The layout of the API reference, in one place: its modules, the folder of each
 * kind of page, and the URL of every page. The TypeDoc router
 * (src/plugins/api-reference/typedoc/router.mjs) writes the pages by it; sidebars.ts, the Markdown
 * twins (src/plugins/markdown-twins) and the tests read it from here, so a change
 * of layout is made in this file alone.
 *
 * Which symbols get a page is not written here: the tests keep the list in
 * tests/snapshots/api-pages.json, regenerated from TypeDoc (see the README).
 *
 * Plain ESM JavaScript with JSDoc types: TypeDoc loads the router with import(),
 * outside tsx, and TypeScript files read this one through `allowJs`.
 */

/** Where the reference is served: the docs route plus the folder TypeDoc writes to (`out` in typedoc.json). */
export const apiRoute = '/docs/api/';

/** That folder inside docs/, which starts the doc id of every generated page (`api/functions-core`). */
export const apiDocsFolder = 'api';

/**
 * The file that the router writes beside the pages: the URL of every symbol and member by
 * its name path (`IbexDB.query`). The code samples link their names by it (src/plugins/api-reference/code-links).
 */
export const apiSymbolUrlsFile = 'symbol-urls.json';

/** The index page, which lists every module and symbol: `index.md`, served at `/docs/api/`. */
export const apiIndexPage = 'index';

/**
 * The entry points, in the order of the index, the sidebar and llms.txt: key (in URLs and
 * anchors), import specifier, name in prose, title of the function page, and heading
 * above the module's functions.
 */
export const apiModules = /** @type {const} */ ([
  {key: 'core', specifier: 'ibexdb', label: 'Core', title: 'Core functions', functionsHeading: 'Functions'},
  {key: 'react', specifier: 'ibexdb/react', label: 'React', title: 'React hooks', functionsHeading: 'Hooks'},
  {key: 'server', specifier: 'ibexdb/server', label: 'Server', title: 'Server functions', functionsHeading: 'Functions'},
]);

/**
 * The kinds of symbol with a page of their own, in the order of the index, the sidebar
 * and llms.txt: TypeDoc's name of the kind (a key of `ReflectionKind`), the folder of
 * its pages, and its heading on the index and in the sidebar. Functions have no page of
 * their own: each module has one page of them (`functionsPage`).
 */
export const apiPageKinds = /** @type {const} */ ([
  {kind: 'Class', folder: 'classes', title: 'Classes'},
  {kind: 'Interface', folder: 'interfaces', title: 'Interfaces'},
  {kind: 'TypeAlias', folder: 'types', title: 'Types'},
]);

/**
 * The page of a module's functions, as a path in the reference's folder without `.md`.
 *
 * @param {string} moduleKey
 */
export const functionsPage = (moduleKey) => `functions-${moduleKey}`;

/**
 * The page of a class, interface or type: its name, lowercase, in its kind's folder.
 *
 * @param {string} folder
 * @param {string} name
 */
export const symbolPage = (folder, name) => `${folder}/${name.toLowerCase()}`;

/**
 * The site route of a page (`classes/item` → `/docs/api/classes/item`; the index → `/docs/api/`).
 *
 * @param {string} page
 */
export const apiPageRoute = (page) => `${apiRoute}${page === apiIndexPage ? '' : page}`;

/**
 * The doc id of a page, as sidebars.ts names it (`functions-core` → `api/functions-core`).
 *
 * @param {string} page
 */
export const apiDocId = (page) => `${apiDocsFolder}/${page}`;
