// Build-related types shared by the core and the server module.

import type { JSONObject } from './values';

/**
 * Facts about the build machine.
 */
type BuilderInfo = {
  /**
   * The runtime that produced the build.
   */
  runtime: 'deno' | 'node' | 'unknown';
  /**
   * The operating system, if known.
   */
  platform: string | null;
  /**
   * The CPU architecture, if known.
   */
  arch: string | null;
  /**
   * The operating system release, if known.
   */
  release: string | null;
  /**
   * The Node.js version, if known.
   */
  nodeVersion: string | null;
  /**
   * The Deno version, if known.
   */
  denoVersion: string | null;
  /**
   * The V8 version, if known.
   */
  v8Version: string | null;
  /**
   * The TypeScript version, if known.
   */
  tsVersion: string | null;
  /**
   * Versions of other components, by name.
   */
  versions: Record<string, string> | null;
};

/**
 * Facts about how and when an app binary or bundle was built.
 *
 * @remarks
 * `compile` writes it to `buildInfo.json` in the build directory, and a
 * server receives it in its `buildInfo` option. A debug build is one served
 * by `startDebugServer` (`debugBuild: true`): its server prints magic login
 * links, and its server databases run in debug mode (`debug: true`).
 *
 * @example
 * ```ts
 * import type {BuildInfo} from 'ibexdb';
 *
 * export function describeBuild(info: BuildInfo): string {
 *   const kind = info.debugBuild ? 'debug' : 'release';
 *   return `${info.appVersion ?? 'dev'} (${kind}) built ${info.creationDate} by ${info.createdBy}`;
 * }
 * ```
 *
 * @see {@link AppConfig}
 */
export interface BuildInfo extends JSONObject {
  /**
   * When the build was made, as an ISO 8601 date.
   */
  creationDate: string;
  /**
   * The operating-system user who made the build.
   */
  createdBy: string;
  /**
   * The runtime, operating system, architecture and versions of the build
   * machine.
   */
  builder: BuilderInfo;
  /**
   * The app's version, taken from the `version` field of `deno.json`.
   */
  appVersion?: string;
  /**
   * `true` for a debug build, one served by `startDebugServer`.
   *
   * @defaultValue `false`
   */
  debugBuild?: boolean;
}

/**
 * The build inputs of a single-page app: the client entry, the HTML, CSS
 * and assets, and where to build them.
 *
 * @remarks
 * The server serves the bundled client at `/app.js`, the HTML at
 * `/index.html` (also the fallback for unknown paths), the CSS at
 * `/index.css` and the assets under `/assets/`.
 *
 * @example
 * ```ts
 * import type {AppConfig} from 'ibexdb';
 *
 * export const app: AppConfig = {
 *   buildDir: 'build',
 *   jsPath: 'client/index.tsx',
 *   htmlPath: 'client/index.html',
 *   cssPath: 'client/index.css',
 *   assetsPath: 'client/assets',
 * };
 * ```
 *
 * @see {@link BuildInfo}
 */
export type AppConfig = {
  /**
   * The directory for build work and output.
   */
  buildDir: string;
  /**
   * The client entry file (`.js`, `.jsx`, `.ts` or `.tsx`), bundled and
   * served as `/app.js`.
   */
  jsPath: string;
  /**
   * The HTML page, served as `/index.html`.
   *
   * @defaultValue `undefined` (no HTML page)
   */
  htmlPath?: string;
  /**
   * The stylesheet, served as `/index.css`.
   *
   * @defaultValue `undefined` (no stylesheet)
   */
  cssPath?: string;
  /**
   * A directory of static files, served under `/assets/`.
   *
   * @defaultValue `undefined` (no assets)
   */
  assetsPath?: string;
  /**
   * Chooses which files of `assetsPath` to include.
   *
   * @defaultValue `undefined`: IbexDB then skips files whose names start
   * with a dot. Pass a filter to control exactly which files are bundled.
   */
  assetsFilter?: (path: string) => boolean;
  /**
   * The path of the project's `deno.json`.
   *
   * @defaultValue `'./deno.json'`
   */
  denoJson?: string;
  /**
   * Whether to minify the client bundle.
   *
   * @defaultValue `true` when compiling
   */
  minify?: boolean;
  /**
   * The app's name, used for example in login emails.
   *
   * @defaultValue the `name` field of `deno.json`
   */
  appName?: string;
};
