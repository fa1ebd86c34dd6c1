/**
 * `npm run bench`: the site's speed beside a stock Docusaurus 3.8.1 site, in one
 * run. Both production builds are served gzipped; then, interleaved page by
 * page, Lighthouse's mobile preset in its four categories (3 runs each), the Event Timing duration of
 * a colour-mode toggle and of opening the mobile menu with the CPU slowed 4x
 * (3 runs each), the gzip bytes of the scripts each page loads, its element
 * count once hydrated and how many names of its code samples link to the reference. It prints one Markdown table and exits 0: it measures,
 * it does not gate. `BENCH_RUNS=5` gives the medians of five runs.
 *
 * Options: `--no-build` reuses build/; `--build-dir=<folder>` measures another
 * build of the site (an older commit's, say) and builds nothing; `--before-dir=<folder>`
 * also measures, in the same run, a build from before a change, each page right
 * after or before its counterpart (the order swapped every run), and prints a
 * second table of each figure before and after with a verdict (compare.ts): a
 * Mann–Whitney test of each figure whose samples could show a change among
 * the figures tested (with `BENCH_RUNS=5`, the interactions' 15 loads a side;
 * Lighthouse's 5 runs a side need a larger BENCH_RUNS), corrected for the
 * number tested, so "worse" means significantly worse, not a higher median. `BENCH_RUNS=n` changes the run count, `BENCH_CLICKS=n` the
 * loads per run of each interaction.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {serveStatic} from '../support/static-server';
import {buildPeer} from './peer';
import {clickDuration, colourToggle, elementCount, launchBrowser, lighthouseCli, linkedNameCount, mobileMenuToggle, runLighthouse, scriptBytes} from './measure';
import {elementBudget, scriptBudget} from '../budgets';
import {verdicts, type Better} from './compare';

/** A positive whole number from the environment, or its default; anything else stops the bench, naming the variable. */
function count(name: string, fallback: number): number {
  const text = process.env[name] ?? String(fallback);
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1) throw new Error(`${name} must be a whole number of 1 or more, not "${process.env[name]}".`);
  return value;
}

const runs = count('BENCH_RUNS', 3);
/** Loads per run of each interaction: their times spread more than Lighthouse's figures. */
const clicks = count('BENCH_CLICKS', 3);

interface PageSpec {
  readonly site: 'ours' | 'peer' | 'before';
  readonly path: string;
  /** Our page's peer counterpart, for the ratio column. */
  readonly peer?: string;
}

const peerHome = '/';
const peerDoc = '/docs/tutorial-basics/markdown-features';
const ourPages: readonly PageSpec[] = [
  {site: 'ours', path: '/', peer: peerHome},
  {site: 'ours', path: '/docs/tutorial', peer: peerDoc},
  {site: 'ours', path: '/docs/sync', peer: peerDoc},
  {site: 'ours', path: '/docs/api/classes/ibexdb', peer: peerDoc},
  {site: 'ours', path: '/docs/api/classes/repository', peer: peerDoc},
  {site: 'peer', path: peerHome},
  {site: 'peer', path: peerDoc},
];

/** The build from before a change, when measured too (`--before-dir`). */
const beforeDir = process.argv.find((arg) => arg.startsWith('--before-dir='))?.slice('--before-dir='.length);
/**
 * What is measured side by side: each of our pages beside the same page of the
 * before build, and each peer page alone. Drift over a run (load, heat, the
 * browser's state) then falls on both sides alike.
 */
const slots: readonly (readonly PageSpec[])[] = ourPages.map((page) =>
  page.site === 'ours' && beforeDir ? [page, {...page, site: 'before' as const}] : [page],
);
const pages: readonly PageSpec[] = slots.flat();

type Figure = 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'tbt' | 'fcp' | 'lcp' | 'cls' | 'scripts' | 'toggle' | 'menu' | 'elements' | 'links';

const figureLabels: Record<Figure, string> = {
  performance: 'Lighthouse performance',
  accessibility: 'Lighthouse accessibility',
  bestPractices: 'Lighthouse best practices',
  seo: 'Lighthouse SEO',
  tbt: 'Total Blocking Time (ms)',
  fcp: 'First Contentful Paint (ms)',
  lcp: 'Largest Contentful Paint (ms)',
  cls: 'Cumulative Layout Shift',
  scripts: 'Scripts loaded (gzip KB)',
  toggle: 'Colour toggle, CPU 4x (ms)',
  menu: 'Mobile menu open, CPU 4x (ms)',
  elements: 'Elements in the body, hydrated',
  links: 'Linked names in code samples',
};

/** Which way each figure improves. */
const better: Record<Figure, Better> = {
  performance: 'higher',
  accessibility: 'higher',
  bestPractices: 'higher',
  seo: 'higher',
  tbt: 'lower',
  fcp: 'lower',
  lcp: 'lower',
  cls: 'lower',
  scripts: 'lower',
  toggle: 'lower',
  menu: 'lower',
  elements: 'lower',
  links: 'higher',
};

/** The figures that do not vary from load to load, measured once: compared by sign. */
const exactFigures: readonly Figure[] = ['scripts', 'elements', 'links'];

/**
 * The targets: a check per figure and page. Interaction times must also be no
 * slower than the peer's in the same run.
 */
function target(
  figure: Figure,
  page: PageSpec,
): {text: string; met: (value: number, peer: number) => boolean} | undefined {
  const atMost = (limit: number) => ({text: `≤ ${limit}`, met: (value: number) => value <= limit});
  const atMostAndPeer = (limit: number) => ({
    text: `≤ ${limit} and ≤ peer`,
    met: (value: number, peer: number) => value <= limit && value <= peer,
  });
  switch (figure) {
    case 'performance':
    case 'accessibility':
    case 'bestPractices':
    case 'seo':
      return {text: '100', met: (value) => value === 100};
    case 'tbt':
      return atMost(100);
    case 'scripts':
      return atMost(scriptBudget(page.path));
    case 'toggle':
      return atMostAndPeer(120);
    case 'menu':
      return atMostAndPeer(80);
    case 'cls':
      return {text: '0', met: (value) => value === 0};
    case 'fcp':
      return atMost(930);
    case 'elements':
      return atMost(elementBudget(page.path));
    default:
      return undefined;
  }
}

const samples = new Map<string, Record<Figure, number[]>>();
const mainThread = new Map<string, Record<string, number[]>>();
/** The Lighthouse audits below a full score in any run, outside performance, per page. */
const failedAudits = new Map<string, Set<string>>();

function record(key: string, figure: Figure, value: number): void {
  const entry = samples.get(key) ?? ({} as Record<Figure, number[]>);
  (entry[figure] ??= []).push(value);
  samples.set(key, entry);
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function format(figure: Figure, value: number): string {
  if (figure === 'cls') return value.toFixed(3);
  if (figure === 'scripts') return (value / 1024).toFixed(1);
  return String(Math.round(value));
}

async function main(): Promise<void> {
  // First, so that a machine without the registry learns it before any build.
  const lighthouse = lighthouseCli();
  const buildDir = process.argv.find((arg) => arg.startsWith('--build-dir='))?.slice('--build-dir='.length);
  if (!buildDir && !process.argv.includes('--no-build')) {
    console.log('Building this site …');
    execFileSync('npm', ['run', 'build'], {stdio: ['ignore', 'ignore', 'inherit']});
  }
  const peerBuild = buildPeer();
  const servers = {
    ours: await serveStatic(path.resolve(buildDir ?? 'build'), {gzip: true}),
    peer: await serveStatic(peerBuild, {gzip: true}),
    before: beforeDir ? await serveStatic(path.resolve(beforeDir), {gzip: true}) : undefined,
  };
  const url = (page: PageSpec) => new URL(page.path, servers[page.site]?.url).href;
  const key = (page: PageSpec) => `${page.site} ${page.path}`;
  const browser = await launchBrowser();
  try {
    const measureLoad = async (page: PageSpec, run: number) => {
      console.log(`Run ${run}/${runs}: ${key(page)}`);
      const lighthouseRun = await runLighthouse(lighthouse, url(page));
      record(key(page), 'performance', lighthouseRun.performance);
      record(key(page), 'accessibility', lighthouseRun.accessibility);
      record(key(page), 'bestPractices', lighthouseRun.bestPractices);
      record(key(page), 'seo', lighthouseRun.seo);
      for (const audit of lighthouseRun.failedAudits) {
        const pageAudits = failedAudits.get(key(page)) ?? new Set<string>();
        failedAudits.set(key(page), pageAudits.add(audit));
      }
      record(key(page), 'tbt', lighthouseRun.totalBlockingTime);
      record(key(page), 'fcp', lighthouseRun.firstContentfulPaint);
      record(key(page), 'lcp', lighthouseRun.largestContentfulPaint);
      record(key(page), 'cls', lighthouseRun.cumulativeLayoutShift);
      const groups = mainThread.get(key(page)) ?? {};
      for (const [group, duration] of Object.entries(lighthouseRun.mainThread)) {
        (groups[group] ??= []).push(duration);
      }
      mainThread.set(key(page), groups);
      if (run === 1) {
        record(key(page), 'scripts', await scriptBytes(browser, url(page)));
        record(key(page), 'elements', await elementCount(browser, url(page)));
        record(key(page), 'links', await linkedNameCount(browser, url(page)));
      }
    };
    for (let run = 1; run <= runs; run += 1) {
      for (const slot of slots) {
        // Which side goes first swaps every run, and every load of the interactions.
        const order = run % 2 === 1 ? slot : [...slot].reverse();
        for (const page of order) await measureLoad(page, run);
        for (let click = 0; click < clicks; click += 1) {
          for (const page of click % 2 === 0 ? order : [...order].reverse()) {
            record(key(page), 'toggle', await clickDuration(browser, url(page), colourToggle, false));
            record(key(page), 'menu', await clickDuration(browser, url(page), mobileMenuToggle, true));
          }
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

function printTables(): void {
  const lines = [
    `Median, min and max of ${runs} runs (the interactions: ${runs * clicks} loads; scripts, elements and linked names: one load). Peer: stock Docusaurus 3.8.1 classic, ${peerHome} for the home page, ${peerDoc} for docs.`,
    '',
    '| page | figure | ours median | ours min–max | peer median | peer min–max | ours ÷ peer | target | met |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const page of pages.filter((candidate) => candidate.site === 'ours')) {
    const ours = samples.get(`ours ${page.path}`)!;
    const peer = samples.get(`peer ${page.peer}`)!;
    for (const figure of Object.keys(figureLabels) as Figure[]) {
      const mine = ours[figure];
      const theirs = peer[figure];
      const goal = target(figure, page);
      const ratio = median(theirs) === 0 ? '–' : (median(mine) / median(theirs)).toFixed(2);
      lines.push(
        `| ${page.path} | ${figureLabels[figure]} | ${format(figure, median(mine))} | ${format(figure, Math.min(...mine))}–${format(figure, Math.max(...mine))} | ` +
          `${format(figure, median(theirs))} | ${format(figure, Math.min(...theirs))}–${format(figure, Math.max(...theirs))} | ${ratio} | ` +
          `${goal?.text ?? '–'} | ${goal ? (goal.met(figure === 'scripts' ? median(mine) / 1024 : median(mine), median(theirs)) ? 'yes' : 'no') : '–'} |`,
      );
    }
  }
  if (beforeDir) {
    lines.push(
      '',
      `Before (${beforeDir}) and after, same run: medians, samples per side, and the verdict (compare.ts: Mann–Whitney, ` +
        `Holm-corrected over the figures tested, 5% for the table; scripts, elements and linked names compared as measured).`,
      '',
      '| page | figure | before | after | after − before | samples | verdict |',
      '|---|---|---|---|---|---|---|',
    );
    const rows = pages
      .filter((candidate) => candidate.site === 'before')
      .flatMap((page) =>
        (Object.keys(figureLabels) as Figure[]).map((figure) => ({
          page,
          figure,
          better: better[figure],
          exact: exactFigures.includes(figure),
          before: samples.get(`before ${page.path}`)![figure],
          after: samples.get(`ours ${page.path}`)![figure],
        })),
      );
    const outcomes = verdicts(rows);
    rows.forEach(({page, figure, before, after}, index) => {
      const [was, now] = [median(before), median(after)];
      lines.push(
        `| ${page.path} | ${figureLabels[figure]} | ${format(figure, was)} | ${format(figure, now)} | ${format(figure, now - was)} | ` +
          `${before.length} | ${outcomes[index]} |`,
      );
    });
  }
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
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
