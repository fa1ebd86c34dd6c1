/**
 * "Was this page helpful?" (src/plugins/feedback): the switch that decides
 * whether the control shows, from the build's environment to the rule the
 * component applies, and the events an answer sends. What a reader sees and
 * clicks is in tests/e2e/feedback.spec.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {LoadContext} from '@docusaurus/types';
import classicPreset from '@docusaurus/preset-classic';
import gtagPlugin, {validateOptions} from '@docusaurus/plugin-google-gtag';
import type {Options, PluginOptions} from '@docusaurus/plugin-google-gtag/lib/options';
import {createConfig, type BuildEnv} from '../../docusaurus.config';
import {analyticsOn, answerEvent, answeredKey, reasonEvent, reasons, send, type Gtag} from '../../src/plugins/feedback/events';

/**
 * The global data the browser gets from the gtag plugin in a production
 * build with these switches: the classic preset loads the plugin (or not),
 * Docusaurus validates its options, and the plugin publishes them when its
 * content loads. The feedback component reads exactly this.
 */
async function gtagGlobalData(env: BuildEnv): Promise<unknown> {
  const config = createConfig(env);
  const context = {siteConfig: {...config, future: {v4: {useCssCascadeLayers: false}}}} as unknown as LoadContext;
  const {plugins = []} = classicPreset(context, config.presets[0][1]);
  const entry = plugins.find((plugin) => Array.isArray(plugin) && String(plugin[0]).includes('plugin-google-gtag'));
  if (!Array.isArray(entry)) return undefined;
  const options = validateOptions({
    validate: (schema, input) => schema.validate(input).value as PluginOptions,
    options: entry[1] as Options,
  });
  // The plugin reads NODE_ENV when it is created; the test puts it back at once, before it
  // awaits anything, since the unit tests share one process (tests/unit/index.ts).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let plugin: ReturnType<typeof gtagPlugin>;
  try {
    plugin = gtagPlugin(context, options);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  let data: unknown;
  await plugin?.contentLoaded?.({
    content: undefined,
    actions: {addRoute: () => {}, createData: () => Promise.resolve(''), setGlobalData: (value) => (data = value)},
  });
  return data;
}

test('@framework without IBEXDB_GTAG_ID the gtag plugin is not loaded, and the control does not show', async () => {
  for (const env of [{}, {IBEXDB_GTAG_ID: ' '}]) {
    const data = await gtagGlobalData(env);
    assert.equal(data, undefined);
    assert.equal(analyticsOn(data), false);
  }
});

test('@framework with IBEXDB_GTAG_ID set, the gtag plugin is loaded and the control shows', async () => {
  const data = await gtagGlobalData({IBEXDB_GTAG_ID: 'G-ABC123'});
  assert.deepEqual(data, {trackingID: ['G-ABC123'], anonymizeIP: true});
  assert.equal(analyticsOn(data), true);
});

test('the rule needs a measurement id in the plugin data', () => {
  assert.equal(analyticsOn(undefined), false);
  assert.equal(analyticsOn(null), false);
  assert.equal(analyticsOn({}), false);
  assert.equal(analyticsOn({trackingID: []}), false);
  assert.equal(analyticsOn({trackingID: ['']}), false);
  assert.equal(analyticsOn({trackingID: ['G-ABC123'], anonymizeIP: true}), true);
});

test('an answer sends one event: its name, the page path and the answer, nothing else', () => {
  const calls: unknown[][] = [];
  const gtag: Gtag = (...args) => calls.push(args);
  send(gtag, answerEvent('/docs/sync', 'no'));
  assert.deepEqual(calls, [['event', 'page_feedback', {page_path: '/docs/sync', answer: 'no'}]]);
  send(gtag, reasonEvent('/docs/sync', 'missing-example'));
  assert.deepEqual(calls[1], ['event', 'page_feedback_reason', {page_path: '/docs/sync', reason: 'missing-example'}]);
  assert.equal(calls.length, 2);
});

test('without gtag on the page, sending does nothing and does not throw', () => {
  assert.doesNotThrow(() => send(undefined, answerEvent('/docs/sync', 'yes')));
});

test('the reasons are the four of the question, each with its own value', () => {
  assert.deepEqual(
    reasons.map(({label}) => label),
    ['Wrong or outdated', 'Unclear', 'Missing an example', 'Other'],
  );
  assert.equal(new Set(reasons.map(({value}) => value)).size, reasons.length);
});

test('each page has its own storage key', () => {
  assert.notEqual(answeredKey('/docs/sync'), answeredKey('/docs/query'));
});
