import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mannWhitney, smallestP, verdicts, type FigureSamples} from '../../scripts/bench/compare';

const near = (actual: number, expected: number) => assert.ok(Math.abs(actual - expected) < 1e-4, `${actual} is not ${expected}`);

test("p-values are SciPy's mannwhitneyu(use_continuity=False, method='asymptotic')", () => {
  // 1–5 against 6–10: U = 0, p = 0.009023.
  near(mannWhitney([1, 2, 3, 4, 5], [6, 7, 8, 9, 10]).p, 0.009023);
  // Event Timing durations, rounded to 8 ms, so with ties: p = 0.4424.
  near(mannWhitney([160, 160, 176, 136, 152, 272, 136, 200, 136, 120], [136, 144, 144, 232, 136, 232, 232, 200, 224, 136]).p, 0.4424);
  // Five 100s against five 200s: p = 0.002699 (no spread within a side, but a difference).
  near(mannWhitney([100, 100, 100, 100, 100], [200, 200, 200, 200, 200]).p, 0.002699);
  assert.deepEqual(mannWhitney([100, 100, 100, 100, 100], [100, 100, 100, 100, 100]), {p: 1, z: 0});
  assert.ok(mannWhitney([1, 2, 3, 4, 5], [6, 7, 8, 9, 10]).z > 0);
});

const low = [120, 128, 136, 144, 152, 160];
const high = [200, 208, 216, 224, 232, 240];
const figure = (before: number[], after: number[], better: FigureSamples['better'] = 'lower', exact = false): FigureSamples => ({
  better,
  exact,
  before,
  after,
});

test('which way is worse follows the figure: a longer time is worse, a higher score better', () => {
  assert.deepEqual(verdicts([figure(low, high)]), ['worse (p = 0.0039)']);
  assert.deepEqual(verdicts([figure(high, low)]), ['better (p = 0.0039)']);
  assert.deepEqual(verdicts([figure(low, high, 'higher')]), ['better (p = 0.0039)']);
});

test('overlapping samples are no difference, and fewer than five a side are not tested', () => {
  assert.deepEqual(verdicts([figure([160, 160, 176, 136, 152, 272], [136, 144, 144, 232, 136, 232]), figure([1, 2, 3, 4], [7, 8, 9, 10])]), [
    'no difference (p = 0.42)',
    'too few samples',
  ]);
});

test('exact figures are compared as measured, once each', () => {
  assert.deepEqual(
    verdicts([figure([1000], [900], 'lower', true), figure([5], [5], 'lower', true), figure([40], [44], 'higher', true), figure([40], [38], 'higher', true)]),
    ['better', 'same', 'better', 'worse'],
  );
});

test("Holm's correction: a p-value significant alone is not among many testable figures, and a step-down passes what Bonferroni would not", () => {
  const steady = Array.from({length: 15}, (_, index) => 150 + (index % 5) * 8);
  const noise = Array.from({length: 19}, () => figure(steady, [...steady].reverse()));
  const shifted = figure(steady, steady.map((value) => value + 12));
  const {p} = mannWhitney(shifted.before, shifted.after);
  assert.ok(p < 0.05 && p > 0.05 / 20, `p = ${p}`);
  // Alone it is worse; last among 19 testable figures of no difference it is not.
  assert.match(verdicts([shifted])[0], /^worse/);
  assert.match(verdicts([...noise, shifted])[19], /^no difference/);
  // Holm steps down where Bonferroni stops: the second p (0.037) passes 0.05 / 1 once the first (0.0039) passed 0.05 / 2.
  const second = figure([1, 2, 3, 4, 5, 6], [3.5, 4.5, 7, 8, 9, 10]);
  assert.deepEqual(verdicts([figure(low, high), second]), ['worse (p = 0.0039)', 'worse (p = 0.037)']);
  // It stops at the first p over its threshold.
  assert.deepEqual(verdicts([second, second]), ['no difference (p = 0.037)', 'no difference (p = 0.037)']);
});

test("Tarone's screen: figures that could never be flagged do not count against those that could", () => {
  const separated = () => figure(Array.from({length: 15}, (_, index) => 100 + index), Array.from({length: 15}, (_, index) => 200 + index));
  const lighthouse = () => figure([90, 92, 94, 96, 98], [91, 93, 95, 97, 99], 'higher');
  const constant = () => figure([100, 100, 100, 100, 100], [100, 100, 100, 100, 100], 'higher');
  const table = [...Array.from({length: 10}, separated), ...Array.from({length: 30}, lighthouse), ...Array.from({length: 10}, constant)];
  const outcomes = verdicts(table);
  assert.deepEqual(new Set(outcomes.slice(0, 10)), new Set(['worse (p = 0.0000031)']));
  assert.deepEqual(new Set(outcomes.slice(10, 40)), new Set(['too few samples']));
  assert.deepEqual(new Set(outcomes.slice(40)), new Set(['same']));
  // Five runs a side can reach p = 0.009 at best: testable alone, not among fifty.
  assert.match(verdicts([figure([1, 2, 3, 4, 5], [6, 7, 8, 9, 10])])[0], /^worse/);
  assert.ok(smallestP(5, 5) > 0.05 / 10 && smallestP(15, 15) < 0.05 / 10);
});
