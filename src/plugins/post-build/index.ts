/**
 * The work done on the built site, in one place and in one order. Docusaurus
 * runs every plugin's `postBuild` hook at the same time, so a feature that
 * edits the built pages and a feature that reads them would race. Here each
 * such feature hands over a step instead of a hook, and the pipeline's one
 * `postBuild` awaits the steps one after the other, in the order of the list
 * that docusaurus.config.ts writes: each step reads the build as the steps
 * before it left it.
 *
 * Official plugins whose `postBuild` must see the finished build (the
 * sitemap, the offline mode's service worker) join the list through
 * `deferPostBuild`, which keeps the rest of the plugin as it is.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin, Validate} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

export {offlinePrecache, precacheEntry, type OfflinePrecache, type PrecacheEntry} from './precache';

/** What a `postBuild` hook receives: the build's folder, routes and site config. */
export type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** One piece of work on the built site. */
export interface PostBuildStep {
  /** Named in the build's log and in the error when the step fails. */
  readonly name: string;
  run(props: PostBuildProps): Promise<void> | void;
}

/** A feature that needs content loaded by its plugin, then a step after the build. */
export interface PluginWithStep<P extends Plugin | null = Plugin> {
  readonly plugin: (context: LoadContext) => P;
  readonly step: PostBuildStep;
}

/** Runs the steps in order, each awaited before the next starts; a failure names its step. */
export async function runSteps(steps: readonly PostBuildStep[], props: PostBuildProps): Promise<void> {
  for (const step of steps) {
    try {
      await step.run(props);
    } catch (error) {
      throw new Error(`The post-build step "${step.name}" failed: ${(error as Error).message}`, {cause: error});
    }
  }
}

/** The plugin that owns the build's only `postBuild` among the site's features. */
export function postBuildPipeline(steps: readonly PostBuildStep[]): Plugin {
  const names = steps.map((step) => step.name);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw new Error(`post-build: the step "${repeated}" is listed twice`);
  return {
    name: 'ibexdb-post-build',
    postBuild: (props) => runSteps(steps, props),
  };
}

/** An official plugin's module: its factory and its options' validation. */
interface PluginModule<Input, Options> {
  default: (context: LoadContext, options: Options) => Plugin<void> | null;
  validateOptions: (data: OptionValidationContext<Input, Options>) => Options;
}

/**
 * An official plugin whose `postBuild` becomes the step `name` of the pipeline.
 * It is loaded as Docusaurus loads a plugin listed by name: its options validated,
 * the paths its theme and client modules give read from its own folder (found from
 * `specifier`), and a plugin that disables itself (the offline mode outside
 * production builds) left out, its step doing nothing. The caller checks the
 * options' shape with `satisfies` against the plugin's options type.
 */
export function deferPostBuild<Input, Options>(
  name: string,
  specifier: string,
  module: PluginModule<Input, Options>,
  options: object,
): PluginWithStep<Plugin | null> {
  let deferred: Plugin['postBuild'];
  let loaded = false;
  return {
    plugin(context) {
      loaded = true;
      const validate = normalizePluginOptions as Validate<Input, Options>;
      const plugin = module.default(context, module.validateOptions({validate, options: options as Input}));
      if (!plugin) return null;
      const folder = path.dirname(createRequire(path.join(context.siteDir, 'package.json')).resolve(specifier));
      const inFolder = (file: string) => path.resolve(folder, file);
      const {postBuild, getThemePath, getTypeScriptThemePath, getClientModules, ...rest} = plugin;
      deferred = postBuild as Plugin['postBuild'];
      return {
        ...(rest as Plugin),
        ...(getThemePath && {getThemePath: () => inFolder(getThemePath())}),
        ...(getTypeScriptThemePath && {getTypeScriptThemePath: () => inFolder(getTypeScriptThemePath())}),
        ...(getClientModules && {getClientModules: () => getClientModules().map(inFolder)}),
      };
    },
    step: {
      name,
      async run(props) {
        if (!loaded) throw new Error('its plugin was not loaded: list it in the config\'s plugins');
        await deferred?.(props);
      },
    },
  };
}
