import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {deferPostBuild, postBuildPipeline, runSteps, type PostBuildProps, type PostBuildStep} from '../../src/plugins/post-build';

const props = {outDir: '/build'} as PostBuildProps;
const projectRoot = path.resolve(import.meta.dirname, '../..');

/** A step that yields to the event loop before and after its work, as file writes do. */
const step = (name: string, log: string[], work: () => void = () => {}): PostBuildStep => ({
  name,
  async run() {
    log.push(`${name} start`);
    await new Promise((resolve) => setImmediate(resolve));
    work();
    await new Promise((resolve) => setImmediate(resolve));
    log.push(`${name} end`);
  },
});

describe('the post-build pipeline', () => {
  it('runs each step after the one before has finished, in the order of the list', async () => {
    const log: string[] = [];
    const written = new Set<string>();
    const plugin = postBuildPipeline([
      step('pages', log, () => written.add('page')),
      step('twins', log, () => assert.ok(written.has('page'), 'the twins step ran before the pages were written')),
      step('headers', log),
    ]);
    await plugin.postBuild?.(props);
    assert.deepEqual(log, ['pages start', 'pages end', 'twins start', 'twins end', 'headers start', 'headers end']);
  });

  it('stops at a failing step, naming it, and runs none after it', async () => {
    const log: string[] = [];
    const failing: PostBuildStep = {
      name: 'policy-meta',
      run: () => {
        throw new Error('docs/sync/index.html has no <head>');
      },
    };
    await assert.rejects(runSteps([step('pages', log), failing, step('headers', log)], props), /The post-build step "policy-meta" failed: docs\/sync\/index\.html has no <head>/);
    assert.deepEqual(log, ['pages start', 'pages end']);
  });

  it('refuses a list that names a step twice', () => {
    assert.throws(() => postBuildPipeline([step('twins', []), step('twins', [])]), /the step "twins" is listed twice/);
  });
});

describe('an official plugin deferred into the pipeline', () => {
  it('validates its options as Docusaurus does, keeps its other hooks, and runs its postBuild as a step', async () => {
    const calls: string[] = [];
    const module = {
      default: (_context: LoadContext, options: {filename: string; id: string}): Plugin<void> => ({
        name: 'docusaurus-plugin-example',
        getClientModules: () => ['client.js'],
        postBuild: () => {
          calls.push(`postBuild ${options.filename} ${options.id}`);
        },
      }),
      validateOptions: ({validate, options}: {validate: unknown; options: {filename: string}}) => {
        assert.equal(typeof validate, 'function');
        return {...options, id: 'default'};
      },
    };
    const {plugin, step: deferred} = deferPostBuild('example', '@docusaurus/plugin-sitemap', module as never, {filename: 'sitemap.xml'});
    const created = plugin({siteDir: projectRoot} as LoadContext);
    assert.equal(created?.postBuild, undefined);
    // A relative path is the plugin's own, as when Docusaurus loads it by name.
    const pluginFolder = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/plugin-sitemap'));
    assert.deepEqual(created?.getClientModules?.(), [path.join(pluginFolder, 'client.js')]);
    assert.deepEqual(calls, []);
    await deferred.run(props);
    assert.deepEqual(calls, ['postBuild sitemap.xml default']);
  });

  it('fails, naming the step, when its plugin was never loaded', async () => {
    const module = {default: () => ({name: 'x'}), validateOptions: () => ({})};
    const {step: deferred} = deferPostBuild('offline-cache', '@docusaurus/plugin-pwa', module as never, {});
    await assert.rejects(runSteps([deferred], props), /The post-build step "offline-cache" failed: its plugin was not loaded/);
  });

  it('leaves out a plugin that disables itself, and its step does nothing', async () => {
    const module = {default: () => null, validateOptions: () => ({})};
    const {plugin, step: deferred} = deferPostBuild('offline-cache', '@docusaurus/plugin-pwa', module as never, {});
    assert.equal(plugin({siteDir: projectRoot} as LoadContext), null);
    await deferred.run(props);
  });
});
