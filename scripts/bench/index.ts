/**
 * `npm run bench`: the site's speed beside a stock Docusaurus 3.8.1 site, in one
 * run. Both production builds are served as a production host serves them
 * (`hosting` in measure.ts); then, interleaved:
 *
 * - the reader's journey (journey.ts), on the phone profile (412×823, 150 ms
 *   round trip, 1.6 Mbit/s down, CPU 4x) and on a desktop without throttling,
 *   each step on a fresh load and timed from the input event to its result: the
 *   first press on a tab inside an article until it is selected, the first
 *   in-article link to another guide until the new page's h1 shows, Back until
 *   the previous h1 shows at the scroll position left, a Copy press until the
 *   clipboard holds the code, and the Event Timing duration of the colour toggle
 *   and of opening the mobile menu (measure.ts);
 * - page by page, Lighthouse's mobile preset in its four categories (simulated
 *   throttling), and on the tutorial, the Repository page and the stock doc page
 *   Lighthouse again with the same throttling applied for real
 *   (`--throttling-method=devtools`) for its LCP;
 * - once, the gzip bytes of the scripts each page loads, its element count once
 *   hydrated and how many names of its code samples link to the reference.
 *
 * It prints Markdown tables, each figure with its target and pass or fail
 * (report.ts), and exits 0: it measures, it does not gate.
 *
 * `BENCH_RUNS=n` (3) is the number of Lighthouse runs a page; `BENCH_CLICKS=n`
 * (2) the journey's fresh loads per run, profile and step, so each journey
 * figure is the median of runs × clicks loads (6 by default; the table says
 * when that is under 5, too few to quote).
 *
 * Options: `--no-build` reuses build/ (and the stock site's build); `--build-dir=<folder>`
 * measures another build of the site and builds nothing; `--journey-only` skips
 * Lighthouse; `--before-dir=<folder>` also measures, in the same run, a build from
 * before a change, each page and step right after or before its counterpart (the
 * order swapped every run and load), and prints a table of each figure before and
 * after with a verdict (compare.ts): a Mann–Whitney test of each figure whose
 * samples could show a change among the figures tested, corrected for the number
 * tested, so "worse" means significantly worse, not a higher median.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {serveStatic} from '../support/static-server';
import {buildPeer} from './peer';
import {clickDuration, elementCount, hosting, launchBrowser, lighthouseCli, linkedNameCount, runLighthouse, scriptBytes} from './measure';
import {copyPress, linkAndBack, profiles, tabPress} from './journey';
import {elementBudget, scriptBudget} from '../budgets';
import {verdicts, type Better} from './compare';
import {
  formatMs,
  journeyTarget,
  median,
  pageTarget,
  positiveCount,
  verdictCell,
  type JourneyStep,
  type PageFigure,
  type ProfileName,
} from './report';

const runs = positiveCount('BENCH_RUNS', 3);
/** Fresh loads per run of each journey step on each profile: their times spread more than Lighthouse's figures. */
const clicks = positiveCount('BENCH_CLICKS', 2);
const journeyLoads = runs * clicks;
const journeyOnly = process.argv.includes('--journey-only');

type Site = 'ours' | 'before' | 'peer';

interface PageSpec {
  readonly site: Site;
  readonly path: string;
  /** Our page's peer counterpart, for the ratio column. */
  readonly peer?: string;
}

const peerHome = '/';
const peerDoc = '/docs/tutorial-basics/markdown-features';
/** The stock site's page whose article links to another doc (its last tutorial page). */
const peerLinkPage = '/docs/tutorial-basics/congratulations';
const tutorial = '/docs/tutorial';
const repositoryPage = '/docs/api/classes/repository';
const ourPages: readonly PageSpec[] = [
  {site: 'ours', path: '/', peer: peerHome},
  {site: 'ours', path: tutorial, peer: peerDoc},
  {site: 'ours', path: '/docs/sync', peer: peerDoc},
  {site: 'ours', path: '/docs/api/classes/ibexdb', peer: peerDoc},
  {site: 'ours', path: repositoryPage, peer: peerDoc},
  {site: 'peer', path: peerHome},
  {site: 'peer', path: peerDoc},
];
/** The pages Lighthouse also loads with the phone's throttling applied for real. */
const appliedPaths: Record<Site, readonly string[]> = {ours: [tutorial, repositoryPage], before: [tutorial, repositoryPage], peer: [peerDoc]};

/** The build from before a change, when measured too (`--before-dir`). */
const beforeDir = process.argv.find((arg) => arg.startsWith('--before-dir='))?.slice('--before-dir='.length);
/**
 * What is measured side by side: each of our pages beside the same page of the
 * before build, and each peer page alone. Drift over a run (load, heat, the
 * browser's state) then falls on both sides alike.
 */
const pairWithBefore = <T extends {site: Site}>(item: T): T[] => (item.site === 'ours' && beforeDir ? [item, {...item, site: 'before' as const}] : [item]);
const slots: readonly (readonly PageSpec[])[] = ourPages.map(pairWithBefore);
const pages: readonly PageSpec[] = slots.flat();

/** One row of the journey table: a step on our page beside the stock site's counterpart, if it has one. */
interface JourneyRow {
  readonly step: JourneyStep;
  readonly ours: string;
  readonly peer?: string;
}

const stepLabels: Record<JourneyStep, string> = {
  tab: 'First press on a tab in an article ("pnpm") until it is selected',
  navigate: 'First in-article link to another guide until the new h1 shows',
  back: 'Back until the previous h1 shows where the reader left it',
  copy: 'Copy press on a code block until the clipboard holds the code',
  toggle: 'Colour toggle, Event Timing',
  menu: 'Mobile menu open, Event Timing',
};

const journeyRows: readonly JourneyRow[] = [
  {step: 'tab', ours: '/docs/install'},
  {step: 'navigate', ours: tutorial, peer: peerLinkPage},
  {step: 'back', ours: tutorial, peer: peerLinkPage},
  {step: 'copy', ours: tutorial, peer: peerDoc},
  {step: 'toggle', ours: tutorial, peer: peerDoc},
  {step: 'toggle', ours: repositoryPage, peer: peerDoc},
  {step: 'menu', ours: tutorial, peer: peerDoc},
  {step: 'menu', ours: repositoryPage, peer: peerDoc},
];

/** What one fresh load measures: Back is timed in the link's load. */
type Task = {readonly site: Site; readonly path: string; readonly kind: Exclude<JourneyStep, 'back'>};

/** The loads of one journey round, paired with the before build's like the pages. */
const journeySlots: readonly (readonly Task[])[] = (() => {
  const tasks = new Map<string, Task>();
  for (const {step, ours, peer} of journeyRows) {
    const kind = step === 'back' ? 'navigate' : step;
    tasks.set(`ours ${kind} ${ours}`, {site: 'ours', path: ours, kind});
    if (peer) tasks.set(`peer ${kind} ${peer}`, {site: 'peer', path: peer, kind});
  }
  return [...tasks.values()].map(pairWithBefore);
})();

/** The in-article link each site's navigation step follows. */
const links: Record<Site, string> = {
  ours: 'article a[href="/docs/concepts"]',
  before: 'article a[href="/docs/concepts"]',
  peer: 'article a[href^="/docs/"]',
};

const figureLabels: Record<PageFigure | 'ttiApplied', string> = {
  performance: 'Lighthouse performance',
  accessibility: 'Lighthouse accessibility',
  bestPractices: 'Lighthouse best practices',
  seo: 'Lighthouse SEO',
  tbt: 'Total Blocking Time (ms)',
  fcp: 'First Contentful Paint (ms)',
  lcp: 'Largest Contentful Paint, simulated (ms)',
  lcpApplied: 'Largest Contentful Paint, throttling applied (ms)',
  ttiApplied: 'Time to interactive, throttling applied (ms)',
  cls: 'Cumulative Layout Shift',
  scripts: 'Scripts loaded (gzip KB)',
  elements: 'Elements in the body, hydrated',
  links: 'Linked names in code samples',
};
type Figure = keyof typeof figureLabels;

/** Which way each figure improves; every journey figure is a time. */
const better: Record<Figure, Better> = {
  performance: 'higher',
  accessibility: 'higher',
  bestPractices: 'higher',
  seo: 'higher',
  tbt: 'lower',
  fcp: 'lower',
  lcp: 'lower',
  lcpApplied: 'lower',
  ttiApplied: 'lower',
  cls: 'lower',
  scripts: 'lower',
  elements: 'lower',
  links: 'higher',
};

/** The figures that do not vary from load to load, measured once: compared by sign. */
const exactFigures: readonly Figure[] = ['scripts', 'elements', 'links'];

/** Samples by `site|path|figure`; a journey figure is `step.profile`. */
const samples = new Map<string, number[]>();
const sampleKey = (site: Site, page: string, figure: string) => `${site}|${page}|${figure}`;
const get = (site: Site, page: string | undefined, figure: string): number[] => (page === undefined ? [] : (samples.get(sampleKey(site, page, figure)) ?? []));
const mainThread = new Map<string, Record<string, number[]>>();
/** The Lighthouse audits below a full score in any run, outside performance, per page. */
const failedAudits = new Map<string, Set<string>>();
/** Journey loads that failed outright (recorded as "never"), with why. */
const failures: string[] = [];

function record(site: Site, page: string, figure: string, value: number): void {
  const key = sampleKey(site, page, figure);
  samples.set(key, [...(samples.get(key) ?? []), value]);
}

function format(figure: string, value: number): string {
  if (figure === 'cls') return Number.isNaN(value) ? '–' : value.toFixed(3);
  if (figure === 'scripts') return Number.isNaN(value) ? '–' : (value / 1024).toFixed(1);
  return formatMs(value);
}

const spread = (figure: string, values: readonly number[]) =>
  values.length === 0 ? '–' : `${format(figure, Math.min(...values))}–${format(figure, Math.max(...values))}`;

async function main(): Promise<void> {
  // First, so that a machine without the registry learns it before any build.
  const lighthouse = journeyOnly ? '' : lighthouseCli();
  const buildDir = process.argv.find((arg) => arg.startsWith('--build-dir='))?.slice('--build-dir='.length);
  const noBuild = Boolean(buildDir) || process.argv.includes('--no-build');
  if (!noBuild) {
    console.log('Building this site …');
    execFileSync('npm', ['run', 'build'], {stdio: ['ignore', 'ignore', 'inherit']});
  }
  const peerBuild = buildPeer(noBuild);
  const servers = {
    ours: await serveStatic(path.resolve(buildDir ?? 'build'), hosting),
    peer: await serveStatic(peerBuild, hosting),
    before: beforeDir ? await serveStatic(path.resolve(beforeDir), hosting) : undefined,
  };
  const url = (site: Site, page: string) => new URL(page, servers[site]?.url).href;
  const browser = await launchBrowser();
  try {
    for (let run = 1; run <= runs; run += 1) {
      if (!journeyOnly) await measureLoads(lighthouse, url, run);
      for (let click = 0; click < clicks; click += 1) {
        for (const profile of Object.keys(profiles) as ProfileName[]) {
          console.log(`Run ${run}/${runs}, journey load ${click + 1}/${clicks}, ${profile}`);
          for (const slot of journeySlots) {
            // Which side goes first swaps every load.
            for (const task of (run + click) % 2 === 1 ? slot : [...slot].reverse()) {
              await measureStep(browser, task, profile, url(task.site, task.path));
            }
          }
        }
      }
      if (run === 1) {
        for (const page of pages) {
          record(page.site, page.path, 'scripts', await scriptBytes(browser, url(page.site, page.path)));
          record(page.site, page.path, 'elements', await elementCount(browser, url(page.site, page.path)));
          record(page.site, page.path, 'links', await linkedNameCount(browser, url(page.site, page.path)));
        }
      }
    }
  } finally {
    await browser.close();
    await servers.ours.close();
    await servers.peer.close();
    await servers.before?.close();
  }
  printTables();
}

/** One run of Lighthouse on every page, simulated, then applied on the pages that have it. */
async function measureLoads(lighthouse: string, url: (site: Site, page: string) => string, run: number): Promise<void> {
  for (const slot of slots) {
    // Which side goes first swaps every run.
    for (const page of run % 2 === 1 ? slot : [...slot].reverse()) {
      const key = `${page.site} ${page.path}`;
      console.log(`Run ${run}/${runs}: Lighthouse on ${key}`);
      const figures = await runLighthouse(lighthouse, url(page.site, page.path));
      record(page.site, page.path, 'performance', figures.performance);
      record(page.site, page.path, 'accessibility', figures.accessibility);
      record(page.site, page.path, 'bestPractices', figures.bestPractices);
      record(page.site, page.path, 'seo', figures.seo);
      for (const audit of figures.failedAudits) failedAudits.set(key, (failedAudits.get(key) ?? new Set<string>()).add(audit));
      record(page.site, page.path, 'tbt', figures.totalBlockingTime);
      record(page.site, page.path, 'fcp', figures.firstContentfulPaint);
      record(page.site, page.path, 'lcp', figures.largestContentfulPaint);
      record(page.site, page.path, 'cls', figures.cumulativeLayoutShift);
      const groups = mainThread.get(key) ?? {};
      for (const [group, duration] of Object.entries(figures.mainThread)) (groups[group] ??= []).push(duration);
      mainThread.set(key, groups);
      if (appliedPaths[page.site].includes(page.path)) {
        console.log(`Run ${run}/${runs}: Lighthouse, throttling applied, on ${key}`);
        const applied = await runLighthouse(lighthouse, url(page.site, page.path), 'devtools');
        record(page.site, page.path, 'lcpApplied', applied.largestContentfulPaint);
        if (!Number.isNaN(applied.timeToInteractive)) record(page.site, page.path, 'ttiApplied', applied.timeToInteractive);
      }
    }
  }
}

/** One fresh load of one journey task; a load that fails outright counts as never reaching its result. */
async function measureStep(browser: Browser, task: Task, profileName: ProfileName, pageUrl: string): Promise<void> {
  const profile = profiles[profileName];
  const figure = (step: JourneyStep) => `${step}.${profileName}`;
  try {
    switch (task.kind) {
      case 'tab':
        record(task.site, task.path, figure('tab'), await tabPress(browser, profile, pageUrl, 'pnpm'));
        break;
      case 'navigate': {
        const {navigate, back} = await linkAndBack(browser, profile, pageUrl, links[task.site]);
        record(task.site, task.path, figure('navigate'), navigate);
        record(task.site, task.path, figure('back'), back);
        break;
      }
      case 'copy':
        record(task.site, task.path, figure('copy'), await copyPress(browser, profile, pageUrl));
        break;
      case 'toggle':
      case 'menu':
        record(task.site, task.path, figure(task.kind), await clickDuration(browser, pageUrl, task.kind, profile));
        break;
    }
  } catch (error) {
    failures.push(`${task.site} ${task.path} ${task.kind} (${profileName}): ${String(error).split('\n')[0]}`);
    const steps: JourneyStep[] = task.kind === 'navigate' ? ['navigate', 'back'] : [task.kind];
    for (const step of steps) record(task.site, task.path, figure(step), Number.POSITIVE_INFINITY);
  }
}

function journeyTable(): string[] {
  const lines = [
    `The reader's journey: median and range of ${journeyLoads} fresh loads a figure${journeyLoads < 5 ? ' (fewer than 5: not to be quoted)' : ''}, ms. ` +
      `Phone: ${profiles.phone.viewport.width}×${profiles.phone.viewport.height}, 150 ms round trip, 1.6 Mbit/s down, CPU 4x; desktop: ` +
      `${profiles.desktop.viewport.width}×${profiles.desktop.viewport.height}, no throttling (its mobile menu in a phone-sized window). ` +
      `Stock: Docusaurus 3.8.1 classic (${peerLinkPage} to the doc it links; ${peerDoc} otherwise). "never": not reached within 20 s.`,
    '',
    `| what the reader does | profile | our page | ours median | ours min–max | stock median | stock min–max |${beforeDir ? ' before median |' : ''} target | pass |`,
    `|---|---|---|---|---|---|---|${beforeDir ? '---|' : ''}---|---|`,
  ];
  for (const profile of Object.keys(profiles) as ProfileName[]) {
    for (const row of journeyRows) {
      const figure = `${row.step}.${profile}`;
      const ours = get('ours', row.ours, figure);
      const peer = get('peer', row.peer, figure);
      const target = journeyTarget(row.step, profile);
      const peerMedian = peer.length ? median(peer) : undefined;
      lines.push(
        `| ${stepLabels[row.step]} | ${profile} | ${row.ours} | ${formatMs(median(ours))} | ${spread(figure, ours)} | ` +
          `${peer.length ? formatMs(median(peer)) : '–'} | ${spread(figure, peer)} |` +
          `${beforeDir ? ` ${formatMs(median(get('before', row.ours, figure)))} |` : ''} ${target?.text ?? '–'} | ${verdictCell(target, median(ours), peerMedian)} |`,
      );
    }
  }
  return lines;
}

function pageTable(): string[] {
  const lines = [
    `Loads: median, min and max of ${runs} Lighthouse runs (mobile preset; "throttling applied": --throttling-method=devtools), ` +
      `scripts, elements and linked names from one load. Stock: ${peerHome} for the home page, ${peerDoc} for docs.`,
    '',
    '| page | figure | ours median | ours min–max | stock median | stock min–max | ours ÷ stock | target | pass |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const page of pages.filter((candidate) => candidate.site === 'ours')) {
    for (const figure of Object.keys(figureLabels) as Figure[]) {
      const mine = get('ours', page.path, figure);
      if (mine.length === 0) continue;
      const theirs = get('peer', page.peer, figure);
      const target = figure === 'ttiApplied' ? undefined : pageTarget(figure, {scripts: scriptBudget(page.path), elements: elementBudget(page.path)});
      const [ours, peer] = [median(mine), median(theirs)];
      const ratio = theirs.length === 0 || peer === 0 ? '–' : (ours / peer).toFixed(2);
      lines.push(
        `| ${page.path} | ${figureLabels[figure]} | ${format(figure, ours)} | ${spread(figure, mine)} | ${format(figure, peer)} | ${spread(figure, theirs)} | ` +
          `${ratio} | ${target?.text ?? '–'} | ${verdictCell(target, figure === 'scripts' ? ours / 1024 : ours)} |`,
      );
    }
  }
  return lines;
}

function beforeTable(): string[] {
  const lines = [
    `Before (${beforeDir}) and after, same run: medians, samples per side, and the verdict (compare.ts: Mann–Whitney, ` +
      `Holm-corrected over the figures tested, 5% for the table; scripts, elements and linked names compared as measured).`,
    '',
    '| page | figure | before | after | after − before | samples | verdict |',
    '|---|---|---|---|---|---|---|',
  ];
  const journeyFigures = (Object.keys(profiles) as ProfileName[]).flatMap((profile) =>
    journeyRows.map((row) => ({path: row.ours, figure: `${row.step}.${profile}`, label: `${stepLabels[row.step]}, ${profile} (ms)`})),
  );
  const pageFigures = pages
    .filter((page) => page.site === 'before')
    .flatMap((page) => (Object.keys(figureLabels) as Figure[]).map((figure) => ({path: page.path, figure: String(figure), label: figureLabels[figure]})));
  const rows = [...journeyFigures, ...pageFigures]
    .map((row) => ({...row, before: get('before', row.path, row.figure), after: get('ours', row.path, row.figure)}))
    .filter((row) => row.before.length > 0 && row.after.length > 0)
    .map((row) => ({
      ...row,
      better: (better as Record<string, Better>)[row.figure] ?? 'lower',
      exact: exactFigures.includes(row.figure as Figure),
    }));
  const outcomes = verdicts(rows);
  rows.forEach(({path: page, figure, label, before, after}, index) => {
    const [was, now] = [median(before), median(after)];
    const difference = Number.isFinite(was) && Number.isFinite(now) ? format(figure, now - was) : '–';
    lines.push(`| ${page} | ${label} | ${format(figure, was)} | ${format(figure, now)} | ${difference} | ${before.length} | ${outcomes[index]} |`);
  });
  return lines;
}

function printTables(): void {
  const lines = [...journeyTable(), '', ...pageTable()];
  if (beforeDir) lines.push('', ...beforeTable());
  if (failures.length > 0) lines.push('', 'Journey loads that failed (counted as "never"):', '', ...failures.map((failure) => `- ${failure}`));
  if (!journeyOnly) {
    lines.push('', 'Lighthouse audits that failed in any run (accessibility, best practices, SEO):', '');
    lines.push(
      ...(failedAudits.size === 0
        ? ['None.']
        : [...failedAudits].map(([page, audits]) => `- ${page}: ${[...audits].sort().join(', ')}`)),
    );
    lines.push('', 'Main-thread work (Lighthouse, simulated mobile), median ms by group:', '');
    const groups = [...new Set([...mainThread.values()].flatMap((entry) => Object.keys(entry)))];
    lines.push(`| page | ${groups.join(' | ')} |`, `|---|${groups.map(() => '---').join('|')}|`);
    for (const [page, entry] of mainThread) {
      lines.push(`| ${page} | ${groups.map((group) => (entry[group] ? Math.round(median(entry[group])) : '–')).join(' | ')} |`);
    }
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
