/**
 * Each feature (a folder of src/plugins) is entered through its index files.
 * A module outside the feature (another feature, a page, the site's theme, the
 * config that wires the features together) may import, of the feature's files,
 * only the `index` of one of its folders not inside a `theme/` folder: the
 * feature's own (the build side), that of `client/` (the browser side), or
 * that of a component or plugin folder in it. Its theme components are reached
 * by their `@theme/…` names, as the theme serves them. Type-only imports
 * count. What several features share and none owns lives in src/utils and
 * src/api-layout.mjs, which import no feature. No module of the site (src/,
 * docs/, the config, the sidebars) imports a CLI script or a test: the scripts
 * import the site's libraries, never the other way round.
 *
 * Paths a module builds as strings (a plugin's client modules and theme
 * folder, `path.join(__dirname, …)`) are not imports, and not checked here;
 * each plugin names only files of its own folder that way.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {apiDocsFolder} from '../../src/api-layout.mjs';
import {projectRoot as root, relativeToRoot as relative} from '../../src/utils/paths';
import {filesUnder, resolveRelative, runtimeSpecifiers} from '../support/module-imports';

const pluginsFolder = path.join(root, 'src', 'plugins');

/** The feature a file belongs to, and the file's path inside it; none for a file elsewhere. */
function featureOf(file: string): {feature: string; inside: string[]} | undefined {
  const parts = path.relative(pluginsFolder, file).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts[0]) || parts.length < 2) return undefined;
  return {feature: parts[0], inside: parts.slice(1)};
}

/** Whether other modules may import `file`: an index of one of its feature's folders, outside the theme folders. */
function isEntry(inside: readonly string[]): boolean {
  return /^index\.\w+$/.test(inside[inside.length - 1]) && !inside.slice(0, -1).includes('theme');
}

/** The helpers that several features share: they import no feature. */
const isShared = (file: string) => relative(file).startsWith('src/utils/') || relative(file) === 'src/api-layout.mjs';

/** What `file` must not import, of the files it imports (`targets`), each with the reason. */
function boundaryViolations(file: string, targets: readonly string[]): string[] {
  const own = featureOf(file)?.feature;
  return targets.flatMap((target) => {
    const where = relative(target);
    if (/^(scripts|tests)\//.test(where)) {
      return [`${relative(file)} imports ${where}: site code does not depend on the CLI scripts or the tests`];
    }
    const other = featureOf(target);
    if (!other || other.feature === own) return [];
    if (isShared(file)) {
      return [`${relative(file)} imports ${where}: what features share imports no feature`];
    }
    if (!isEntry(other.inside)) {
      return [`${relative(file)} imports ${where}, inside the feature ${other.feature}: import an index file of one of its folders instead`];
    }
    return [];
  });
}

/** The generated API pages, which a build deletes and writes again: an import of one may find none. */
const generatedPages = path.join(root, 'docs', apiDocsFolder) + path.sep;

/**
 * The site's files that `file` imports, each once: relative module ids and
 * `@site/` ones (other ids are packages, or the theme's `@theme/` names), a
 * query left out; and the ids that point to no file.
 */
function importedFiles(file: string): {files: string[]; unresolved: string[]} {
  const files = new Set<string>();
  const unresolved: string[] = [];
  for (const specifier of runtimeSpecifiers(file, {typesToo: true})) {
    const id = specifier.replace(/\?.*$/, '');
    const from = id.startsWith('@site/') ? path.join(root, 'package.json') : file;
    const local = id.startsWith('@site/') ? `./${id.slice('@site/'.length)}` : id.startsWith('.') ? id : undefined;
    if (local === undefined) continue;
    const base = path.resolve(path.dirname(from), local);
    const target = resolveRelative(from, local) ?? (fs.existsSync(`${base}.d.ts`) ? `${base}.d.ts` : undefined);
    if (target) files.add(target);
    else if (!base.startsWith(generatedPages)) unresolved.push(`${relative(file)}: ${specifier}`);
  }
  return {files: [...files], unresolved};
}

describe('feature boundaries', () => {
  it('no module reaches into a feature past its index files, and no site code imports a script or a test', () => {
    const siteModules = [
      ...filesUnder('src', {everything: true}),
      ...filesUnder('docs', {skipped: `docs/${apiDocsFolder}`}),
      path.join(root, 'docusaurus.config.ts'),
      path.join(root, 'sidebars.ts'),
    ];
    for (const kind of ['.css', '.d.ts', '.mdx', '.mjs', '.tsx']) {
      assert.ok(siteModules.some((file) => file.endsWith(kind)), `the scan reads ${kind} files`);
    }
    const scanned = siteModules.map((file) => ({file, ...importedFiles(file)}));
    const edges = scanned.flatMap(({file, files}) => files.map((target) => `${relative(file)} -> ${relative(target)}`));
    for (const edge of [
      'src/plugins/glossary/client/terms.ts -> src/plugins/api-reference/code-links/client/index.ts',
      'src/pages/index.tsx -> src/components/HomeContent/index.tsx',
      'docusaurus.config.ts -> src/plugins/post-build/index.ts',
    ]) {
      assert.ok(edges.includes(edge), `the scan finds ${edge}`);
    }
    assert.deepEqual(
      scanned.flatMap(({unresolved}) => unresolved),
      [],
      'imports that point to no file',
    );
    assert.deepEqual(
      scanned.flatMap(({file, files}) => boundaryViolations(file, files)),
      [],
    );
  });

  it("tells an entry from a feature's other files, for features, pages and shared helpers", () => {
    const at = (file: string) => path.join(root, file);
    const terms = at('src/plugins/glossary/client/terms.ts');
    assert.deepEqual(
      boundaryViolations(terms, [
        at('src/plugins/api-reference/code-links/client/index.ts'),
        at('src/plugins/glossary/client/source.ts'),
        at('src/utils/html.ts'),
        at('src/api-layout.mjs'),
      ]),
      [],
    );
    assert.deepEqual(boundaryViolations(terms, [at('src/plugins/api-reference/code-links/client/popover.ts')]), [
      'src/plugins/glossary/client/terms.ts imports src/plugins/api-reference/code-links/client/popover.ts, inside the feature api-reference: import an index file of one of its folders instead',
    ]);
    const home = at('src/pages/index.tsx');
    assert.deepEqual(boundaryViolations(home, [at('src/plugins/markdown-twins/index.ts'), at('src/components/HomeContent/index.tsx')]), []);
    assert.deepEqual(boundaryViolations(home, [at('src/plugins/markdown-twins/llms-txt.ts'), at('src/plugins/highlight/theme/CodeBlock/index.tsx')]), [
      'src/pages/index.tsx imports src/plugins/markdown-twins/llms-txt.ts, inside the feature markdown-twins: import an index file of one of its folders instead',
      'src/pages/index.tsx imports src/plugins/highlight/theme/CodeBlock/index.tsx, inside the feature highlight: import an index file of one of its folders instead',
    ]);
    assert.deepEqual(boundaryViolations(at('src/utils/html.ts'), [at('src/plugins/post-build/index.ts')]), [
      'src/utils/html.ts imports src/plugins/post-build/index.ts: what features share imports no feature',
    ]);
    assert.deepEqual(boundaryViolations(at('src/plugins/code-samples/index.ts'), [at('scripts/check-code-samples.ts'), at('tests/support/spec.ts')]), [
      'src/plugins/code-samples/index.ts imports scripts/check-code-samples.ts: site code does not depend on the CLI scripts or the tests',
      'src/plugins/code-samples/index.ts imports tests/support/spec.ts: site code does not depend on the CLI scripts or the tests',
    ]);
  });

  it('follows static, dynamic and type-only imports, @site/ ids, and fails on an id that points to no file', () => {
    const imported = (file: string) => importedFiles(path.join(root, file));
    assert.deepEqual(imported('src/plugins/glossary/client/terms.ts').files.map(relative).sort(), [
      'src/plugins/api-reference/code-links/client/index.ts',
      'src/plugins/glossary/client/selector.ts',
      'src/plugins/glossary/client/source.ts',
    ]);
    assert.ok(imported('src/plugins/glossary/client/source.ts').files.map(relative).includes('src/plugins/api-reference/code-links/client/index.ts'), 'a type-only import');
    assert.ok(imported('src/pages/index.tsx').files.map(relative).includes('src/components/HomeContent/index.tsx'), 'an @site/ import');

    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
    try {
      const write = (name: string, text: string) => {
        fs.writeFileSync(path.join(folder, name), text);
        return path.join(folder, name);
      };
      const types = write(
        'types.ts',
        "type A = typeof import('./a');\ntype B = import('./b').B;\nimport c = require('./c');\n/** @param {import('./x').X} x TypeScript reads no type here. */\nexport const f = (x: unknown) => [x, c];\n",
      );
      assert.deepEqual(runtimeSpecifiers(types, {typesToo: true}), ['./a', './b', './c']);
      assert.deepEqual(runtimeSpecifiers(types), ['./c'], 'import = require loads the module');
      const jsdoc = write('jsdoc.mjs', "/** @import {E} from './e' */\n/** @param {import('./d').D} d */\nexport const f = (d) => d;\n");
      assert.deepEqual(runtimeSpecifiers(jsdoc, {typesToo: true}).sort(), ['./d', './e']);
      const styles = write('styles.css', "@import './e.css';\n.x { composes: y from './f.module.css'; }\n");
      assert.deepEqual(runtimeSpecifiers(styles), ['./e.css', './f.module.css']);
      assert.deepEqual(importedFiles(types).unresolved, [`${relative(types)}: ./a`, `${relative(types)}: ./b`, `${relative(types)}: ./c`]);
      // The API pages are generated while the unit tests run: an import of one is not followed.
      const page = write('page.mdx', `import Entry from '@site/docs/${apiDocsFolder}/not-written-yet.md';\n\n<Entry />\n`);
      assert.deepEqual(importedFiles(page), {files: [], unresolved: []});
    } finally {
      fs.rmSync(folder, {recursive: true, force: true});
    }
  });
});
