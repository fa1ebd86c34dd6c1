import {gzipSync} from 'node:zlib';
import {execFile, execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {chromium, type Browser, type Page} from '@playwright/test';
import {chromiumArgs, findBrowser} from '../support/browser';
import {openProfile, profiles, type Profile} from './journey';

/** One Lighthouse run (mobile preset) of one URL. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The ids of the accessibility, best-practices and SEO audits that did not pass. */
  failedAudits: string[];
  totalBlockingTime: number;
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  cumulativeLayoutShift: number;
  /** Time to interactive, where Lighthouse still reports it (NaN otherwise). */
  timeToInteractive: number;
  /** Main-thread time by Lighthouse's groups, in ms. */
  mainThread: Record<string, number>;
}

/** The parts of a Lighthouse result the benchmark reads. */
interface LighthouseResult {
  categories: Record<string, {score: number | null; auditRefs?: {id: string; weight: number}[]} | undefined>;
  audits: Record<
    string,
    | {
        score?: number | null;
        scoreDisplayMode?: string;
        numericValue?: number;
        details?: {items?: {groupLabel?: string; duration?: number}[]};
      }
    | undefined
  >;
}

const execFileAsync = promisify(execFile);

/**
 * Lighthouse is the benchmark's alone, so that the site's install and the test command
 * do without the 169 packages it alone needs: it is pinned, with its lockfile, in
 * scripts/bench/lighthouse, and installed from there into the gitignored
 * .cache/bench/lighthouse on the first run, and again when that manifest or lockfile
 * changes. One bench runs at a time (README, "Speed").
 */
const lighthouseManifestDir = path.resolve(__dirname, 'lighthouse');
const lighthouseDir = path.resolve(__dirname, '../../.cache/bench/lighthouse');
const lighthouseFiles = ['package.json', 'package-lock.json'];

/**
 * How every build is served: gzipped, hashed assets cached for a year and the
 * rest revalidated, the policy of this site's _headers and of Docusaurus's
 * deployment guide. Without cache headers Chrome fetched a route's chunks again
 * when the reader followed a link it had prefetched (about 150 ms more on the
 * phone profile for either site), so the figures described no real host.
 */
export const hosting = {gzip: true, productionCaching: true} as const;

/**
 * The path of Lighthouse's CLI, installed first unless the install in place was made
 * from the manifest and lockfile as they are now. The install goes to a folder of its
 * own, which takes the old one's place only once `npm ci` has finished and the old
 * one's stamp is gone, so an install cut short is never taken for a finished one.
 */
export function lighthouseCli(): string {
  const hash = createHash('sha256');
  for (const file of lighthouseFiles) hash.update(readFileSync(path.join(lighthouseManifestDir, file)));
  const stamp = hash.digest('hex');
  const stampFile = path.join(lighthouseDir, 'installed-from.sha256');
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
    console.log(`Installing Lighthouse for the benchmark into ${path.relative(process.cwd(), lighthouseDir)} …`);
    const parent = path.dirname(lighthouseDir);
    mkdirSync(parent, {recursive: true});
    // Folders of installs cut short by an earlier run.
    for (const name of readdirSync(parent)) {
      if (name.startsWith(`${path.basename(lighthouseDir)}.`)) rmSync(path.join(parent, name), {recursive: true, force: true});
    }
    const staging = `${lighthouseDir}.${process.pid}`;
    mkdirSync(staging);
    for (const file of lighthouseFiles) copyFileSync(path.join(lighthouseManifestDir, file), path.join(staging, file));
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], {cwd: staging, stdio: ['ignore', 'ignore', 'inherit']});
    writeFileSync(path.join(staging, 'installed-from.sha256'), stamp);
    rmSync(stampFile, {force: true});
    rmSync(lighthouseDir, {recursive: true, force: true});
    renameSync(staging, lighthouseDir);
  }
  return path.join(lighthouseDir, 'node_modules/lighthouse/cli/index.js');
}

const systemChromium = () => findBrowser('measurements') ?? chromium.executablePath();

/**
 * Lighthouse runs as its own CLI process (`cli`, from `lighthouseCli`): under
 * tsx, the functions it sends to the page would carry tsx's helpers and fail there.
 * `throttling` is Lighthouse's `--throttling-method`: `simulate` (its default, the
 * mobile figures of a fast load scaled by a model) or `devtools`, the same phone
 * throttling applied for real while the page loads (then only the performance
 * category is run: the other three do not depend on it).
 */
export async function runLighthouse(cli: string, url: string, throttling: 'simulate' | 'devtools' = 'simulate'): Promise<LighthouseFigures> {
  const {stdout} = await execFileAsync(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--output-path=stdout',
      `--only-categories=${throttling === 'simulate' ? 'performance,accessibility,best-practices,seo' : 'performance'}`,
      `--throttling-method=${throttling}`,
      '--quiet',
      `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
    ],
    {env: {...process.env, CHROME_PATH: systemChromium()}, maxBuffer: 256 * 1024 * 1024},
  );
  const {categories, audits} = JSON.parse(stdout) as LighthouseResult;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const mainThread: Record<string, number> = {};
  for (const item of audits['mainthread-work-breakdown']?.details?.items ?? []) {
    mainThread[String(item.groupLabel)] = Number(item.duration);
  }
  const score = (category: string) => Math.round((categories[category]?.score ?? Number.NaN) * 100);
  const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .filter(({id, weight}) => {
        const audit = audits[id];
        return weight > 0 && audit?.scoreDisplayMode === 'binary' && audit.score !== 1;
      })
      .map(({id}) => `${category}/${id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    failedAudits,
    totalBlockingTime: value('total-blocking-time'),
    firstContentfulPaint: value('first-contentful-paint'),
    largestContentfulPaint: value('largest-contentful-paint'),
    cumulativeLayoutShift: value('cumulative-layout-shift'),
    timeToInteractive: value('interactive'),
    mainThread,
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({executablePath: systemChromium(), args: chromiumArgs});
}

async function openHydrated(browser: Browser, url: string, mobile: boolean): Promise<Page> {
  const context = await browser.newContext(
    mobile ? {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true} : {viewport: {width: 1280, height: 800}},
  );
  const page = await context.newPage();
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return page;
}

/**
 * The elements in the body of a hydrated page at desktop width (the head grows
 * with idle-time prefetch links, which no reader sees).
 */
export async function elementCount(browser: Browser, url: string): Promise<number> {
  const page = await openHydrated(browser, url, false);
  const count = await page.evaluate(() => document.body.getElementsByTagName('*').length);
  await page.context().close();
  return count;
}

/** How many names of the page's code samples link to the API reference (src/plugins/api-reference/code-links). */
export async function linkedNameCount(browser: Browser, url: string): Promise<number> {
  const page = await openHydrated(browser, url, false);
  const count = await page.locator('.theme-code-block code a[href]').count();
  await page.context().close();
  return count;
}

/** Sum of the gzip sizes of every script the page loads until the network is idle. */
export async function scriptBytes(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({viewport: {width: 390, height: 844}, isMobile: true});
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      bodies.push(response.body());
    }
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const total = (await Promise.all(bodies)).reduce((sum, body) => sum + gzipSync(body).length, 0);
  await context.close();
  return total;
}

/** Event Timing entries carry an interaction id that TypeScript's DOM types lack. */
interface InteractionEntry extends PerformanceEventTiming {
  readonly interactionId: number;
}

/** The phone-sized window the mobile menu exists in, on a profile whose own window is wider. */
function menuProfile(profile: Profile): Profile {
  return profile.viewport.width > mobileBreakpoint ? {...profile, viewport: profiles.phone.viewport, mobile: true} : profile;
}

/** The width at and below which the theme shows the mobile menu and moves the colour toggle into it. */
const mobileBreakpoint = 996;

/**
 * Event Timing duration of one press of the colour toggle or of the mobile menu's
 * button, on a fresh load under `profile` (throttled from the start on the
 * phone): the longest event entry of the press's interaction (input delay,
 * handlers and the next paint). Interactions under 16 ms produce no entry and
 * count as 16 ms. Unlike the journey's steps, these wait for the page to have
 * hydrated (`html[data-has-hydrated]`, which stock Docusaurus sets too): before,
 * the server's button does nothing, and a press on it would time nothing. On a
 * phone-sized window the colour toggle lives in the mobile menu, which is opened
 * first; the mobile menu of the desktop profile is pressed in a phone-sized
 * window, without throttling, since a desktop-sized one has none.
 */
export async function clickDuration(browser: Browser, url: string, control: 'toggle' | 'menu', profile: Profile): Promise<number> {
  const used = control === 'menu' ? menuProfile(profile) : profile;
  const page = await openProfile(browser, used, new URL(url).origin);
  try {
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForTimeout(500);
    const narrow = used.viewport.width <= mobileBreakpoint;
    const press = async (selector: string) => {
      const target = page.locator(selector).first();
      await (used.mobile ? target.tap() : target.click());
    };
    let selector = control === 'menu' ? mobileMenuToggle : colourToggle;
    if (control === 'toggle' && narrow) {
      await press(mobileMenuToggle);
      selector = '.navbar-sidebar button[aria-label*="dark and light mode"]';
      await page.locator(selector).first().waitFor({state: 'visible'});
      await page.waitForTimeout(500);
    }
    await page.evaluate(() => {
      const store = window as unknown as {benchEvents: InteractionEntry[]};
      store.benchEvents = [];
      new PerformanceObserver((list) => {
        store.benchEvents.push(...(list.getEntries() as InteractionEntry[]));
      }).observe({type: 'event', durationThreshold: 16, buffered: false} as PerformanceObserverInit);
    });
    await press(selector);
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          // Entries are delivered after the paint that ends the interaction:
          // two frames and a task after the press, every entry is in.
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              setTimeout(() => {
                const events = (window as unknown as {benchEvents: InteractionEntry[]}).benchEvents;
                const presses = events.filter((entry) => entry.interactionId > 0);
                resolve(Math.max(16, ...presses.map((entry) => entry.duration)));
              }, 50),
            ),
          );
        }),
    );
  } finally {
    await page.context().close();
  }
}

export const colourToggle = '.navbar button[aria-label*="dark and light mode"]';
export const mobileMenuToggle = 'button[aria-label="Toggle navigation bar"]';
