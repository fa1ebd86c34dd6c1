import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mannWhitney, verdicts, type FigureSamples} from '../../scripts/bench/compare';

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

test("Holm's correction: a p-value significant alone is not, among many figures tested", () => {
  // p = 0.0039 alone is worse; as one of 20 tested figures it must be under 0.05 / 20 = 0.0025.
  const noise = Array.from({length: 19}, () => figure([160, 160, 176, 136, 152, 272], [136, 144, 144, 232, 136, 232]));
  assert.equal(verdicts([figure(low, high), ...noise])[0], 'no difference (p = 0.0039)');
  // A clearer difference (p = 0.00016) stays worse among the same 20.
  const lower = Array.from({length: 10}, (_, index) => 100 + index);
  const higher = Array.from({length: 10}, (_, index) => 200 + index);
  assert.equal(verdicts([figure(lower, higher), ...noise])[0], 'worse (p = 0.00016)');
});
