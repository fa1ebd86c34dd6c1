/**
 * Whether a figure moved between two builds measured in the same bench run, or
 * only varied: interaction times spread by tens of milliseconds from one load
 * to the next, so two medians alone can differ by chance.
 */

/** Which way a figure improves. */
export type Better = 'lower' | 'higher';

/** Samples per side below which no test is run. */
export const minimumSamples = 5;

/** The family-wise error rate of one before/after table. */
export const significance = 0.05;

/** The standard normal distribution's upper tail, P(Z > z) for z ≥ 0, by the Abramowitz–Stegun 7.1.26 approximation of erf. */
function upperTail(z: number): number {
  const x = z / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-x * x);
  return (1 - erf) / 2;
}

/**
 * The Mann–Whitney U test of `after` against `before`: the two-sided p-value
 * by the normal approximation with the tie correction and no continuity
 * correction (SciPy's `mannwhitneyu(..., use_continuity=False,
 * method='asymptotic')`), and the sign of the difference, `z > 0` when after
 * tends higher. The p-value is 1 when every sample of both sides is equal.
 */
export function mannWhitney(before: readonly number[], after: readonly number[]): {p: number; z: number} {
  const [n1, n2] = [before.length, after.length];
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
  const n = n1 + n2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  if (variance === 0) return {p: 1, z: 0};
  const z = (rankSumAfter - (n2 * (n2 + 1)) / 2 - (n1 * n2) / 2) / Math.sqrt(variance);
  return {p: Math.min(1, 2 * upperTail(Math.abs(z))), z};
}

/** One figure of one page, before and after. */
export interface FigureSamples {
  readonly better: Better;
  /** Figures that do not vary from load to load (bytes, element counts): one load each, compared by sign. */
  readonly exact: boolean;
  readonly before: readonly number[];
  readonly after: readonly number[];
}

/**
 * The smallest two-sided p-value the test can give with these sample sizes
 * (every sample of one side below every sample of the other, no ties).
 */
export function smallestP(n1: number, n2: number): number {
  const n = n1 + n2;
  return Math.min(1, 2 * upperTail((n1 * n2) / 2 / Math.sqrt(((n1 * n2) / 12) * (n + 1))));
}

/**
 * The verdict of every figure of a before/after table: `better` or `worse`
 * only when significant after Holm's correction, with the raw p-value. Only
 * figures that could reach significance are counted (Tarone's screen): the
 * smallest K such that at most K figures can reach α/K; the others, whose
 * samples are too few to ever be flagged among K (five Lighthouse runs a side
 * against fifteen interaction loads), or whose samples are all equal, read
 * `too few samples` or `same`, so the table can flag a change by chance at
 * most 5% of the time. Exact figures are compared by sign.
 */
export function verdicts(figures: readonly FigureSamples[]): string[] {
  const candidates = figures.map((figure, index) => {
    const sized = !figure.exact && Math.min(figure.before.length, figure.after.length) >= minimumSamples;
    const constant = new Set([...figure.before, ...figure.after]).size === 1;
    return {index, constant, pMin: sized && !constant ? smallestP(figure.before.length, figure.after.length) : Infinity};
  });
  let family = 1;
  while (candidates.filter(({pMin}) => pMin <= significance / family).length > family) family += 1;
  const tested = new Map(
    candidates.filter(({pMin}) => pMin <= significance / family).map(({index}) => [index, mannWhitney(figures[index].before, figures[index].after)]),
  );
  const order = [...tested].sort((a, b) => a[1].p - b[1].p);
  const significant = new Set<number>();
  for (const [rank, [index, {p}]] of order.entries()) {
    if (p > significance / (family - rank)) break;
    significant.add(index);
  }
  return figures.map((figure, index) => {
    const direction = (afterIsHigher: boolean) => (afterIsHigher === (figure.better === 'higher') ? 'better' : 'worse');
    if (figure.exact) {
      const [was, now] = [figure.before[0], figure.after[0]];
      return was === now ? 'same' : direction(now > was);
    }
    const result = tested.get(index);
    if (!result) return candidates[index].constant ? 'same' : 'too few samples';
    const p = `p = ${result.p.toPrecision(2)}`;
    return significant.has(index) ? `${direction(result.z > 0)} (${p})` : `no difference (${p})`;
  });
}
