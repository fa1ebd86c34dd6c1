/**
 * Whether a figure moved between two builds measured in the same bench run, or
 * only varied: interaction times spread by tens of milliseconds from one load
 * to the next, so two medians alone can differ by chance.
 */

/** Which way a figure improves. */
export type Better = 'lower' | 'higher';

export interface Comparison {
  /** Two-sided p-value of the Mann–Whitney U test; 1 when either side has no spread to test. */
  readonly p: number;
  readonly verdict: 'better' | 'worse' | 'no difference' | 'too few samples';
}

/** Samples per side below which no test is run. */
export const minimumSamples = 5;

/** The standard normal distribution's upper tail, P(Z > z), by the Abramowitz–Stegun 7.1.26 approximation of erf. */
function upperTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-x * x);
  return z >= 0 ? (1 - erf) / 2 : (1 + erf) / 2;
}

/**
 * Mann–Whitney U test of `after` against `before` (normal approximation with
 * the tie correction, fine from five samples a side), and the verdict at the
 * 5% level: `worse` only when after is significantly on the wrong side.
 */
export function compareSamples(before: readonly number[], after: readonly number[], better: Better): Comparison {
  const [n1, n2] = [before.length, after.length];
  if (n1 < minimumSamples || n2 < minimumSamples) return {p: 1, verdict: 'too few samples'};
  const pooled = [...before.map((value) => ({value, after: false})), ...after.map((value) => ({value, after: true}))].sort(
    (a, b) => a.value - b.value,
  );
  let rankSumAfter = 0;
  let tieTerm = 0;
  for (let start = 0; start < pooled.length; ) {
    let end = start;
    while (end + 1 < pooled.length && pooled[end + 1].value === pooled[start].value) end += 1;
    const rank = (start + end) / 2 + 1;
    const ties = end - start + 1;
    tieTerm += ties ** 3 - ties;
    for (let index = start; index <= end; index += 1) if (pooled[index].after) rankSumAfter += rank;
    start = end + 1;
  }
  const uAfter = rankSumAfter - (n2 * (n2 + 1)) / 2;
  const n = n1 + n2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  if (variance === 0) return {p: 1, verdict: 'no difference'};
  const z = (uAfter - (n1 * n2) / 2) / Math.sqrt(variance);
  const p = Math.min(1, 2 * upperTail(Math.abs(z)));
  if (p >= 0.05) return {p, verdict: 'no difference'};
  const afterIsHigher = z > 0;
  return {p, verdict: afterIsHigher === (better === 'higher') ? 'better' : 'worse'};
}
