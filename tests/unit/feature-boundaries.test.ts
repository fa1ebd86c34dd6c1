/**
 * Each feature (a folder of src/plugins) is entered by its index: a module of
 * one feature may import another feature's `index` files (the folder's entry,
 * or that of a sub-folder such as `client/`, the browser side), and nothing
 * else of it, type-only imports included. What several features share and
 * none owns lives outside src/plugins (src/utils, src/api-layout.mjs). No file
 * under src/ imports a CLI script or a test: the scripts import the site's
 * libraries, never the other way round.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {filesUnder, resolveRelative, root, runtimeSpecifiers} from '../support/module-imports';

const pluginsFolder = path.join(root, 'src', 'plugins');
const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** The feature a file belongs to: its folder right under src/plugins; none for a file elsewhere. */
function featureOf(file: string): string | undefined {
  const inside = path.relative(pluginsFolder, file);
  if (inside.startsWith('..') || path.isAbsolute(inside) || !inside.includes(path.sep)) return undefined;
  return inside.split(path.sep)[0];
}

/** What `file` must not import, of the files it does import (`targets`), each with the reason. */
export function boundaryViolations(file: string, targets: readonly string[]): string[] {
  const feature = featureOf(file);
  return targets.flatMap((target) => {
    const where = relative(target);
    if (/^(scripts|tests)\//.test(where)) {
      return [`${relative(file)} imports ${where}: site code does not depend on the CLI scripts or the tests`];
    }
    const other = featureOf(target);
    if (feature && other && other !== feature && !/^index\.\w+$/.test(path.basename(target))) {
      return [`${relative(file)} imports ${where}, inside the feature ${other}: import an index of src/plugins/${other} instead`];
    }
    return [];
  });
}

/** The site's files that a module id of `file` points to: relative ids and `@site/` ones. */
function importedFiles(file: string): string[] {
  return runtimeSpecifiers(file, {typesToo: true}).flatMap((specifier) => {
    const target = specifier.startsWith('@site/')
      ? resolveRelative(path.join(root, 'package.json'), `./${specifier.slice('@site/'.length)}`)
      : specifier.startsWith('.')
        ? resolveRelative(file, specifier)
        : undefined;
    return target ? [target] : [];
  });
}

describe('feature boundaries', () => {
  it('no feature imports what another keeps inside, and no site code imports a script or a test', () => {
    const violations = filesUnder('src').flatMap((file) => boundaryViolations(file, importedFiles(file)));
    assert.deepEqual(violations, []);
  });

  it('tells an index from what a feature keeps inside, and a script from a shared helper', () => {
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
      'src/plugins/glossary/client/terms.ts imports src/plugins/api-reference/code-links/client/popover.ts, inside the feature api-reference: import an index of src/plugins/api-reference instead',
    ]);
    assert.deepEqual(boundaryViolations(at('src/plugins/code-samples/index.ts'), [at('scripts/check-code-samples.ts')]), [
      'src/plugins/code-samples/index.ts imports scripts/check-code-samples.ts: site code does not depend on the CLI scripts or the tests',
    ]);
  });

  it('follows static, dynamic and type-only imports to their files', () => {
    const imported = (file: string) => importedFiles(path.join(root, file)).map(relative);
    assert.deepEqual(imported('src/plugins/glossary/client/terms.ts').sort(), [
      'src/plugins/api-reference/code-links/client/index.ts',
      'src/plugins/glossary/client/selector.ts',
      'src/plugins/glossary/client/source.ts',
    ]);
    assert.ok(imported('src/plugins/glossary/client/source.ts').includes('src/plugins/api-reference/code-links/client/index.ts'), 'a type-only import');
    assert.ok(imported('src/pages/index.tsx').some((file) => file.startsWith('src/plugins/deferred-content/')), 'an @site/ import');
  });
});
