/**
 * The bench's arithmetic and verdicts, apart from the browser so that unit tests
 * hold them (tests/unit/bench-report.test.ts): run counts from the environment,
 * medians, how a figure is printed, and each figure's target with its pass or fail.
 */

/**
 * A positive whole number from `env[name]`, or `fallback` when it is unset;
 * anything else throws, naming the variable.
 */
export function positiveCount(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const text = env[name] ?? String(fallback);
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new Error(`${name} must be a whole number of 1 or more, not "${env[name]}".`);
  return Number(text);
}

/** The median of `values` (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * A journey step that never reached its result within the bench's wait is
 * recorded as Infinity: it sorts above every time, so a median over a few such
 * loads is still a time and over most of them reads "never".
 */
export function formatMs(value: number): string {
  if (value === Number.POSITIVE_INFINITY) return 'never';
  if (Number.isNaN(value)) return '–';
  return String(Math.round(value));
}

/** The profiles the journey runs on: the phone (throttled) and a desktop (no throttling). */
export type ProfileName = 'phone' | 'desktop';

/** What a reader does next, each measured from the input event to its result. */
export type JourneyStep = 'tab' | 'navigate' | 'back' | 'copy' | 'toggle' | 'menu';

/** A target: its text for the table and whether a median meets it, given the stock site's median in the same run. */
export interface Target {
  readonly text: string;
  met(value: number, peer: number | undefined): boolean;
}

/** INP's "good": a press answered within 200 ms. */
export const interactionLimit = 200;

/** Largest Contentful Paint with the phone's throttling applied for real (Lighthouse `--throttling-method=devtools`), in ms. */
export const appliedLcpLimit = 1800;

/**
 * The target of a journey step on a profile, or undefined where the issue sets
 * none (the desktop, which is reported for scale). On the phone every press is
 * answered within 200 ms; the next guide and Back are no slower than the stock
 * site's in the same run (a step the stock site has no counterpart of can only
 * meet the absolute limit).
 */
export function journeyTarget(step: JourneyStep, profile: ProfileName): Target | undefined {
  if (profile !== 'phone') return undefined;
  if (step === 'navigate' || step === 'back') {
    return {text: '≤ stock', met: (value, peer) => peer !== undefined && Number.isFinite(value) && value <= peer};
  }
  return {text: `≤ ${interactionLimit}`, met: (value) => value <= interactionLimit};
}

/** The load figures of one page, with a target each where the site has one. */
export type PageFigure =
  | 'performance'
  | 'accessibility'
  | 'bestPractices'
  | 'seo'
  | 'tbt'
  | 'fcp'
  | 'lcp'
  | 'lcpApplied'
  | 'cls'
  | 'scripts'
  | 'elements'
  | 'links';

/**
 * The target of a page's load figure: Lighthouse 98 or more in performance
 * and 100 in the other three categories, the applied-throttling LCP within
 * 1.8 s, and the page's budgets (`scriptBudget` in KB, `elementBudget` in
 * elements, from scripts/budgets.ts). Script bytes are compared in KB.
 */
export function pageTarget(figure: PageFigure, budgets: {scripts: number; elements: number}): Target | undefined {
  const atMost = (limit: number): Target => ({text: `≤ ${limit}`, met: (value) => value <= limit});
  switch (figure) {
    case 'performance':
      return {text: '≥ 98', met: (value) => value >= 98};
    case 'accessibility':
    case 'bestPractices':
    case 'seo':
      return {text: '100', met: (value) => value === 100};
    case 'tbt':
      return atMost(100);
    case 'fcp':
      return atMost(930);
    case 'lcpApplied':
      return atMost(appliedLcpLimit);
    case 'cls':
      return {text: '0', met: (value) => value === 0};
    case 'scripts':
      return atMost(budgets.scripts);
    case 'elements':
      return atMost(budgets.elements);
    default:
      return undefined;
  }
}

/** The pass/fail cell of a target: "–" without one, or without a figure to judge. */
export function verdictCell(target: Target | undefined, value: number, peer?: number): string {
  if (!target || Number.isNaN(value)) return '–';
  return target.met(value, peer) ? 'pass' : 'fail';
}
