import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatMs, journeyTarget, median, pageTarget, positiveCount, verdictCell} from '../../scripts/bench/report';
import {scriptBudget, scriptBudgets} from '../../scripts/budgets';

test('run counts come from the environment as whole numbers of 1 or more', () => {
  assert.equal(positiveCount('BENCH_RUNS', 3, {}), 3);
  assert.equal(positiveCount('BENCH_RUNS', 3, {BENCH_RUNS: '5'}), 5);
  for (const text of ['0', '-1', '2.5', 'five', '', ' 4']) {
    assert.throws(() => positiveCount('BENCH_RUNS', 3, {BENCH_RUNS: text}), /BENCH_RUNS must be a whole number of 1 or more/);
  }
});

test('the median of an odd count is the middle value, of an even count the mean of the middle two', () => {
  assert.equal(median([300, 100, 200]), 200);
  assert.equal(median([400, 100, 300, 200]), 250);
  assert.ok(Number.isNaN(median([])));
  // A load that never reached its result sorts above every time: it moves the median one place, not to "never".
  assert.equal(median([120, 140, Number.POSITIVE_INFINITY, 130, 150]), 140);
  assert.equal(median([Number.POSITIVE_INFINITY, 100, Number.POSITIVE_INFINITY]), Number.POSITIVE_INFINITY);
});

test('times print as whole milliseconds, a step never reached as "never", none as a dash', () => {
  assert.equal(formatMs(156.4), '156');
  assert.equal(formatMs(Number.POSITIVE_INFINITY), 'never');
  assert.equal(formatMs(Number.NaN), '–');
});

test("on the phone every press passes at 200 ms (INP's good) and fails above", () => {
  for (const step of ['tab', 'copy', 'toggle', 'menu'] as const) {
    const target = journeyTarget(step, 'phone');
    assert.equal(target?.text, '≤ 200');
    assert.equal(verdictCell(target, 200), 'pass');
    assert.equal(verdictCell(target, 201), 'fail');
    assert.equal(verdictCell(target, Number.POSITIVE_INFINITY), 'fail');
  }
});

test('on the phone the next guide and Back pass when no slower than the stock site in the same run', () => {
  for (const step of ['navigate', 'back'] as const) {
    const target = journeyTarget(step, 'phone');
    assert.equal(target?.text, '≤ stock');
    assert.equal(verdictCell(target, 339, 339), 'pass');
    assert.equal(verdictCell(target, 394, 339), 'fail');
    // Without a stock figure, or with ours never reached, it cannot pass.
    assert.equal(verdictCell(target, 100, undefined), 'fail');
    assert.equal(verdictCell(target, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY), 'fail');
  }
});

test('the desktop has no targets: it is reported for scale', () => {
  for (const step of ['tab', 'navigate', 'back', 'copy', 'toggle', 'menu'] as const) {
    assert.equal(journeyTarget(step, 'desktop'), undefined);
  }
  assert.equal(verdictCell(undefined, 100), '–');
});

test("the load figures' targets: Lighthouse 98+ and 100, LCP with throttling applied within 1.8 s, the budgets", () => {
  const budgets = {scripts: scriptBudget('/docs/tutorial'), elements: 3000};
  const cell = (figure: Parameters<typeof pageTarget>[0], value: number) => verdictCell(pageTarget(figure, budgets), value);
  assert.equal(cell('performance', 98), 'pass');
  assert.equal(cell('performance', 97), 'fail');
  assert.equal(cell('accessibility', 100), 'pass');
  assert.equal(cell('seo', 99), 'fail');
  assert.equal(cell('lcpApplied', 1800), 'pass');
  assert.equal(cell('lcpApplied', 1801), 'fail');
  assert.equal(cell('scripts', 165), 'pass');
  assert.equal(cell('scripts', 165.1), 'fail');
  assert.equal(cell('elements', 3001), 'fail');
  // The simulated LCP is reported beside the applied one, without a target of its own.
  assert.equal(cell('lcp', 5000), '–');
  assert.equal(cell('performance', Number.NaN), '–');
});

test('the script budgets of issue 47: home 130, guides 165, API pages 160 KB of gzip', () => {
  assert.deepEqual(scriptBudgets, {home: 130, guide: 165, api: 160});
  assert.equal(scriptBudget('/'), 130);
  assert.equal(scriptBudget('/docs/sync'), 165);
  assert.equal(scriptBudget('/docs/api/classes/repository'), 160);
});
