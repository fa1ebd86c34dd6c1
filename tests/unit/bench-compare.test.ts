import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compareSamples} from '../../scripts/bench/compare';

test('the p-value is the Mann–Whitney normal approximation (SciPy: U = 0, p = 0.00902 for 1–5 against 6–10)', () => {
  const {p, verdict} = compareSamples([1, 2, 3, 4, 5], [6, 7, 8, 9, 10], 'lower');
  assert.ok(Math.abs(p - 0.00902) < 0.0001, `p = ${p}`);
  assert.equal(verdict, 'worse');
});

test('which way is worse follows the figure: a higher score is better, a longer time worse', () => {
  const low = [120, 128, 136, 144, 152, 160];
  const high = [200, 208, 216, 224, 232, 240];
  assert.equal(compareSamples(low, high, 'lower').verdict, 'worse');
  assert.equal(compareSamples(high, low, 'lower').verdict, 'better');
  assert.equal(compareSamples(low, high, 'higher').verdict, 'better');
});

test('samples that overlap are no difference, with ties corrected for (SciPy: p = 0.4424)', () => {
  const before = [160, 160, 176, 136, 152, 272, 136, 200, 136, 120];
  const after = [136, 144, 144, 232, 136, 232, 232, 200, 224, 136];
  const {p, verdict} = compareSamples(before, after, 'lower');
  assert.equal(verdict, 'no difference');
  assert.ok(Math.abs(p - 0.4424) < 0.0001, `p = ${p}`);
  assert.deepEqual(compareSamples([100, 100, 100, 100, 100], [100, 100, 100, 100, 100], 'lower'), {p: 1, verdict: 'no difference'});
});

test('fewer than five samples a side are not tested', () => {
  assert.equal(compareSamples([1, 2, 3], [7, 8, 9], 'lower').verdict, 'too few samples');
});
