/**
 * `npm ci --omit=dev && npm run build` must work: every package the build
 * loads is in `dependencies`, and `dependencies` holds nothing else. The
 * build's code is found by following imports from what Docusaurus and TypeDoc
 * load (the config, the sidebars, every file under src/ that a production
 * build bundles, the MDX pages, the TypeDoc plugins of typedoc.json); the deploy
 * workflow's build job proves the same with a real production install.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {createConfig} from '../../docusaurus.config';
import typedocJson from '../../typedoc.json';
import {projectRoot as root} from '../../src/utils/paths';
import {filesUnder, resolveRelative, runtimeSpecifiers} from '../support/module-imports';

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, {optional?: boolean}>;
  scripts?: Record<string, string>;
  bin?: string | Record<string, string>;
}
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;
const manifest = readJson(path.join(root, 'package.json'));
const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));

/** Folders under src/ that only test builds (IBEXDB_TEST_BUILD) add to the site. */
const testOnlyFolders = ['src/test-pages'];

/** Module ids that Docusaurus resolves itself, never from node_modules by that name. */
const aliasPrefixes = ['@site/', '@theme/', '@theme-original/', '@theme-init/', '@generated/'];

/** `@docusaurus/Link`, `@docusaurus/router`…: aliases of @docusaurus/core's client exports. */
const coreExports = new Set(
  fs
    .readdirSync(path.join(root, 'node_modules/@docusaurus/core/lib/client/exports'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `@docusaurus/${file.slice(0, -'.js'.length)}`),
);

const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** The package a bare module id names, or undefined for a relative path, an alias or a built-in. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || builtins.has(specifier) || specifier.startsWith('node:')) {
    return undefined;
  }
  if (aliasPrefixes.some((prefix) => specifier.startsWith(prefix))) {
    return undefined;
  }
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return coreExports.has(name) || coreExports.has(specifier) ? '@docusaurus/core' : name;
}

/** Which packages the production build loads, and from which file each was first seen. */
function buildPackages(): Map<string, string> {
  const isTestOnly = (file: string) => testOnlyFolders.some((folder) => file.startsWith(path.join(root, folder) + path.sep));
  const entries = [
    path.join(root, 'docusaurus.config.ts'),
    path.join(root, 'sidebars.ts'),
    ...filesUnder('src').filter((file) => !isTestOnly(file)),
    ...filesUnder('docs', {skipped: 'docs/api'}),
    ...typedocJson.plugin.filter((plugin) => plugin.startsWith('.')).map((plugin) => path.join(root, plugin)),
  ];
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) {
      continue;
    }
    seen.add(file);
    for (const specifier of runtimeSpecifiers(file)) {
      if (specifier.startsWith('.')) {
        const target = resolveRelative(file, specifier);
        if (target && !specifier.endsWith('.json') && !specifier.endsWith('.css')) {
          queue.push(target);
        }
        continue;
      }
      const name = packageOf(specifier);
      if (name && !packages.has(name)) {
        packages.set(name, path.relative(root, file));
      }
    }
  }
  // Packages the configuration names rather than imports.
  const config = createConfig({IBEXDB_GTAG_ID: 'G-TEST0000000'});
  const named = (entry: unknown) => (typeof entry === 'string' ? entry : Array.isArray(entry) && typeof entry[0] === 'string' ? entry[0] : undefined);
  for (const plugin of config.plugins.map(named)) {
    if (plugin) {
      packages.set(plugin, 'docusaurus.config.ts (plugins)');
    }
  }
  for (const preset of config.presets.map(named)) {
    if (preset) {
      packages.set(preset === 'classic' ? '@docusaurus/preset-classic' : preset, 'docusaurus.config.ts (presets)');
    }
  }
  if (config.future.experimental_faster) {
    packages.set('@docusaurus/faster', 'docusaurus.config.ts (future.experimental_faster)');
  }
  for (const plugin of typedocJson.plugin.filter((name) => !name.startsWith('.'))) {
    packages.set(plugin, 'typedoc.json (plugin)');
  }
  for (const [name, from] of typedocCompilePackages()) {
    if (!packages.has(name)) packages.set(name, from);
  }
  return packages;
}

/** The package that holds a module's types: the package itself when it ships them, else its @types one. */
function typesPackage(name: string): string {
  const manifestFile = path.join(root, 'node_modules', name, 'package.json');
  const own = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {types?: string; typings?: string}) : {};
  return own.types || own.typings ? name : `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
}

/**
 * What TypeDoc's type-checked compile of library/ needs: the tsconfig files
 * typedoc.json's tsconfig extends, the type packages they list in `types`, and
 * the types of the packages the declarations import.
 */
function typedocCompilePackages(): Map<string, string> {
  const packages = new Map<string, string>();
  const pathsMapped = new Set<string>();
  let configFile: string | undefined = path.join(root, typedocJson.tsconfig);
  while (configFile) {
    const from = path.relative(root, configFile);
    const read = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file));
    assert.equal(read.error, undefined, `${from} cannot be read`);
    const config = read.config as {extends?: string; compilerOptions?: {types?: string[]; paths?: Record<string, string[]>}} | undefined;
    for (const type of config?.compilerOptions?.types ?? []) {
      packages.set(type.startsWith('@') ? type : `@types/${type}`, `${from} (types)`);
    }
    Object.keys(config?.compilerOptions?.paths ?? {}).forEach((alias) => pathsMapped.add(alias));
    const base = config?.extends;
    if (base === undefined) {
      configFile = undefined;
    } else if (base.startsWith('.')) {
      configFile = path.resolve(path.dirname(configFile), base);
    } else {
      const name = packageOf(base) ?? base;
      packages.set(name, `${from} (extends)`);
      configFile = path.join(root, 'node_modules', base.startsWith('@') && base.split('/').length === 2 ? `${base}/tsconfig.json` : base);
    }
  }
  for (const file of filesUnder('library/src')) {
    for (const specifier of runtimeSpecifiers(file, {typesToo: true})) {
      const name = packageOf(specifier);
      if (name && !pathsMapped.has(specifier)) {
        packages.set(typesPackage(name), `${path.relative(root, file)} (types, for TypeDoc)`);
      }
    }
  }
  return packages;
}

/**
 * The packages whose commands this package's install scripts run (`postinstall`:
 * patch-package, which applies patches/): a production install runs them too.
 */
function installScriptPackages(): Map<string, string> {
  const packages = new Map<string, string>();
  for (const script of ['preinstall', 'install', 'postinstall', 'prepare']) {
    for (const command of (manifest.scripts?.[script] ?? '').split(/&&|\|\||;/)) {
      const name = command.trim().split(/\s+/)[0];
      const installed = name ? path.join(root, 'node_modules', name, 'package.json') : '';
      if (installed && fs.existsSync(installed) && readJson(installed).bin) packages.set(name, `package.json's ${script} script`);
    }
  }
  return packages;
}

const needed = new Map([...buildPackages(), ...installScriptPackages()]);

/**
 * The peers each declared dependency requires (not marked optional). npm
 * installs a required peer of a production package in a production install,
 * so a peer such as react-dom belongs in dependencies without an import.
 */
function requiredPeers(name: string): string[] {
  const peer = readJson(path.join(root, 'node_modules', name, 'package.json'));
  return Object.keys(peer.peerDependencies ?? {}).filter((dep) => !peer.peerDependenciesMeta?.[dep]?.optional);
}

test('every package the production build loads is listed in dependencies', () => {
  const missing = [...needed].filter(([name]) => !dependencies.has(name)).map(([name, file]) => `${name} (loaded by ${file})`);
  assert.deepEqual(missing, [], 'add these to "dependencies" in package.json, or npm ci --omit=dev && npm run build fails');
});

test('dependencies hold only what the build loads or what those packages require as peers', () => {
  const peers = new Set([...dependencies].flatMap(requiredPeers));
  const extra = [...dependencies].filter((name) => !needed.has(name) && !peers.has(name));
  assert.deepEqual(extra, [], 'move these to "devDependencies": the build does not load them');
});

test('no package is listed both as a dependency and a devDependency', () => {
  const both = Object.keys(manifest.devDependencies ?? {}).filter((name) => dependencies.has(name));
  assert.deepEqual(both, []);
});

test('the import scan sees what it must: a client import, a dynamic import, require.resolve, a TypeDoc plugin import', () => {
  // Guards the scan itself: a scan that finds nothing would pass the tests above.
  assert.ok(needed.has('copy-text-to-clipboard'), 'the copy buttons of the client bundle');
  assert.ok(needed.has('prismjs'), 'the grammars src/plugins/highlight/rehype.ts imports at build time');
  assert.ok(needed.has('@fontsource/inter'), 'the font src/plugins/social-cards/card.ts reads through require.resolve');
  assert.ok(needed.has('typedoc-plugin-markdown'));
  assert.ok(!needed.has('hast'), 'type-only imports load nothing');
  assert.equal(needed.get('@docusaurus/tsconfig'), 'tsconfig.json (extends)', 'the base of the tsconfig TypeDoc compiles library/ with');
  assert.ok(!needed.has('react-loadable'), 'src/test-pages, the one importer, is in test builds only');
});
