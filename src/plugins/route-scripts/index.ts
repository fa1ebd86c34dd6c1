import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The part of the client manifest (react-loadable-ssr-addon's) that maps a loaded module to its chunks. */
interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, string[]>;
}

/** What this plugin reads of the bundler's compilation: each module's file and the chunks that hold it. */
interface Compilation {
  readonly modules: Iterable<{nameForCondition(): string | null | undefined}>;
  readonly chunkGraph: {getModuleChunksIterable(module: unknown): Iterable<{readonly id: string | number | null}>};
}

export interface RouteScriptsOptions {
  /**
   * Packages that a module of main.js imports on every page as soon as it runs
   * (a client module's dynamic import): their chunks are requested with the
   * entry scripts too.
   */
  readonly startupImports: readonly string[];
}

/**
 * One entry of the generated chunk registry (`registry.js`): its key, which is
 * the name of the chunk its `import()` creates, and the module it loads, as the
 * server render reports it.
 */
const registryEntry = /^\s*"((?:[^"\\]|\\.)+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "((?:[^"\\]|\\.)+)"\), "\2", require\.resolveWeak\("\2"\)\],?(?:\};)?$/;

/** The registry's modules, by the name of the chunk each is loaded from. */
export function registryChunks(registrySource: string, file: string): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const line of registrySource.split('\n')) {
    const entry = registryEntry.exec(line);
    // The registry writes both as JavaScript string literals: read them as such (a path may hold escapes).
    if (entry) chunks.set(JSON.parse(`"${entry[1]}"`) as string, JSON.parse(`"${entry[2]}"`) as string);
  }
  if (chunks.size === 0) {
    throw new Error(`route-scripts: no chunk registry entry in ${file} has the shape this plugin reads; see "Upgrading Docusaurus" in CONTRIBUTING.md`);
  }
  return chunks;
}

/**
 * Gives every module of the registry its chunks in the client manifest, under the
 * name the server render reports it by. Returns how many it gave.
 */
export function addModuleOrigins(manifest: Pick<ClientManifest, 'origins'>, chunks: ReadonlyMap<string, string>): number {
  let added = 0;
  for (const [chunkName, module] of chunks) {
    const origin = manifest.origins[chunkName];
    if (origin) {
      manifest.origins[module] = origin;
      added += 1;
    }
  }
  return added;
}

/**
 * The ids of the chunks that hold each of `packages` in `compilation`, in the
 * order named. Fails, naming it, for a package no module of the bundle comes from.
 */
export function packageChunks(compilation: Compilation, packages: readonly string[]): string[] {
  const modules = [...compilation.modules];
  return packages.flatMap((name) => {
    const folder = `${path.sep}node_modules${path.sep}${name.split('/').join(path.sep)}${path.sep}`;
    const ids = new Set<string>();
    for (const module of modules) {
      if (!module.nameForCondition()?.includes(folder)) continue;
      for (const chunk of compilation.chunkGraph.getModuleChunksIterable(module)) if (chunk.id !== null) ids.add(String(chunk.id));
    }
    if (ids.size === 0) throw new Error(`route-scripts: no module of the browser bundle comes from the startup import ${name}`);
    return [...ids];
  });
}

/**
 * A page's first view needs its route's chunks (the page's layout, data and
 * content modules) before React can hydrate it. The server render lists the
 * modules it rendered, and Docusaurus turns them into the page's scripts
 * through the client manifest, but with webpack 5 and Rspack that manifest
 * names each chunk by its chunk name, while the render reports the module's
 * path: nothing matches, and each page lists only `runtime~main` and `main`.
 * The route's chunks are then asked for by `main.js` itself, once it has run:
 * one more round trip before hydration, and on a phone 30 to 75 ms (CPU slowed
 * 4x) of script insertions inside main.js's task, the page's longest.
 *
 * After the client bundle is written, this adds each registry module's chunks
 * to the manifest under that path, so the page's scripts include its route's
 * chunks, and the chunks of the startup imports (`options`) to the entry's, so
 * every page's scripts include those. Docusaurus's template lists them as
 * deferred scripts with the entry's, in order; the runtime finds their
 * elements and inserts none.
 */
export default function routeScripts(options: RouteScriptsOptions): (context: LoadContext) => Plugin {
  return (context) => routeScriptsPlugin(context, options);
}

/** The client manifest in `file`, or an error naming the file if it lacks what this plugin changes. */
export function readManifest(file: string): ClientManifest {
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<ClientManifest> | null;
  if (!Array.isArray(manifest?.entrypoints) || typeof manifest.origins !== 'object' || manifest.origins === null) {
    throw new Error(`route-scripts: ${file} has no entrypoints or origins; see "Upgrading Docusaurus" in CONTRIBUTING.md`);
  }
  return manifest as ClientManifest;
}

/** The bundler plugin that writes the client manifest: react-loadable-ssr-addon's, in a build's client config only. */
const manifestPlugin = 'ReactLoadableSSRAddon';

/** Whether `plugin` writes the client manifest to `file` (the addon keeps it as `options.filename`). */
function writesManifest(plugin: object, file: string): boolean {
  if (!('options' in plugin)) return false;
  const {options} = plugin;
  return typeof options === 'object' && options !== null && 'filename' in options && options.filename === file;
}

function routeScriptsPlugin(context: LoadContext, options: RouteScriptsOptions): Plugin {
  const manifestFile = path.join(context.generatedFilesDir, 'client-manifest.json');
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'ibexdb-route-scripts',
    configureWebpack(config, isServer) {
      // The server bundle has no manifest, and neither has the development server
      // (`npm start`), which renders every page in the browser.
      const addon: unknown = (config.plugins ?? []).find((plugin) => typeof plugin === 'object' && plugin?.constructor.name === manifestPlugin);
      if (isServer || typeof addon !== 'object' || addon === null) return {};
      if (!writesManifest(addon, manifestFile)) {
        throw new Error(`route-scripts: ${manifestPlugin} no longer writes ${manifestFile} as options.filename; see "Upgrading Docusaurus" in CONTRIBUTING.md`);
      }
      return {
        plugins: [
          {
            apply(compiler: {hooks: {afterEmit: {tap: (name: string, callback: (compilation: Compilation) => void) => void}}}) {
              compiler.hooks.afterEmit.tap('ibexdb-route-scripts', (compilation) => {
                const manifest = readManifest(manifestFile);
                const chunks = registryChunks(fs.readFileSync(registryFile, 'utf8'), registryFile);
                if (addModuleOrigins(manifest, chunks) === 0) {
                  throw new Error(`route-scripts: no chunk of ${registryFile} is named in ${manifestFile}; see "Upgrading Docusaurus" in CONTRIBUTING.md`);
                }
                const startup = packageChunks(compilation, options.startupImports);
                for (const entry of manifest.entrypoints) {
                  const origin = manifest.origins[entry] ?? [];
                  manifest.origins[entry] = [...origin, ...startup.filter((id) => !origin.includes(id))];
                }
                fs.writeFileSync(manifestFile, JSON.stringify(manifest));
              });
            },
          },
        ],
      };
    },
  };
}
