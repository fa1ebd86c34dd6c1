import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import type {AxeResults, ContextObject, RunOptions} from 'axe-core';

/**
 * Axe, run in the page itself. @axe-core/playwright runs each check in its
 * partial mode: it writes a selector for every element every rule passed, then
 * joins the parts in a fresh blank page. On the heaviest API page that made
 * one run of one trivial rule take 4 to 8 s, against 50 ms for the same rule
 * run in the page; axe-core's own `run` also honours `resultTypes`, so it
 * describes only the violations. The pages hold no frames, the one thing the
 * partial mode adds.
 */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The accessibility standard every page and widget is held to: WCAG 2.2 AA, as axe tags its rules. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The axe rules whose outcome depends on colours, hence on the colour mode. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/** What to check: the rules (by id, or every rule of some tags) and the part of the page. */
export type AxeCheck = ({rules: string[]; tags?: never} | {tags: string[]; rules?: never}) & {
  /** Selectors of the parts to check; the whole page when left out. Each must match. */
  include?: string[];
  /** Selectors of parts to leave out. */
  exclude?: string[];
};

/**
 * The violations axe finds in the page as it is now, each as its rule, its
 * impact and the first five elements it names. Fails, naming it, when an
 * `include` selector matches nothing, so a check never passes for having
 * looked at nothing.
 */
export async function axeViolations(page: Page, check: AxeCheck): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const {include = [], exclude = [], rules, tags} = check;
  const missing = await page.evaluate((selectors) => selectors.filter((selector) => !document.querySelector(selector)), include);
  if (missing.length > 0) throw new Error(`axeViolations: nothing on the page matches ${missing.join(', ')}`);
  const context: ContextObject = {
    ...(include.length > 0 ? {include: include.map((selector) => [selector])} : {}),
    exclude: exclude.map((selector) => [selector]),
  };
  // Passed as JSON: axe's option types are too deep for Playwright's argument types.
  const options: RunOptions = {
    runOnly: rules ? {type: 'rule', values: rules} : {type: 'tag', values: tags ?? []},
    resultTypes: ['violations'],
  };
  return page.evaluate(async ({context, options}) => {
    const {axe} = window as unknown as {axe: {run: (context: unknown, options: unknown) => Promise<AxeResults>}};
    const {violations} = await axe.run(JSON.parse(context), JSON.parse(options));
    return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
  }, {context: JSON.stringify(context), options: JSON.stringify(options)});
}
