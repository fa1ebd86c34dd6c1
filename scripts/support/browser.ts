/**
 * The Chromium that browser automation drives, and the flags it runs with:
 * shared by the Playwright config (the browser tests) and the benchmark
 * (scripts/bench), so both find a browser the same way, each for its use.
 */
import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';

/** Environment variables that name a Chromium or Chrome binary, checked in order. */
export const browserOverrideVariables = ['CHROMIUM_PATH', 'PLAYWRIGHT_CHROMIUM_EXECUTABLE'] as const;

/**
 * What the browser is for. Tests run headless and prefer Debian's headless-only
 * build, the kind Playwright itself runs headless tests in: on two cores, where
 * the browser tier is CPU-bound, it ran the tier in 4.0 min against 7.0 for the
 * full browser's headless mode. Measurements (the bench) use the full browser,
 * as readers do.
 */
export type BrowserUse = 'tests' | 'measurements';

/** Debian's headless-only Chromium (package chromium-headless-shell). */
export const headlessShell = '/usr/bin/chromium-headless-shell';

/** Full system browsers, tried in order. */
export const systemBrowsers = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
] as const;

/** What to install when no browser is found, for each use. */
export function missingBrowserMessage(use: BrowserUse): string {
  return [
    `No Chromium browser was found for the ${use === 'tests' ? 'browser tests' : 'measurements'}.`,
    'Install one of these, then run the command again:',
    use === 'tests'
      ? '  - Debian: sudo apt-get update && sudo apt-get install -y chromium-headless-shell'
      : '  - Debian or Ubuntu: sudo apt-get update && sudo apt-get install -y chromium',
    "  - Playwright's own build (needs internet): npx playwright install chromium",
    `  - or point ${browserOverrideVariables[0]} at a Chromium or Chrome binary.`,
  ].join('\n');
}

/**
 * Chooses the browser: an environment override, else Playwright's own build
 * when it is installed, else a system one (for tests, the headless shell
 * first). Returns `undefined` to let Playwright use its own build, which
 * runs headless tests in its own headless shell. Throws with installation
 * instructions when none exists.
 */
export function findBrowser(
  use: BrowserUse,
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
  playwrightBuild: () => string = () => chromium.executablePath(),
): string | undefined {
  for (const name of browserOverrideVariables) {
    const path = env[name];
    if (path) {
      if (!exists(path)) {
        throw new Error(`${name} is set to ${path}, but no file exists there.\n${missingBrowserMessage(use)}`);
      }
      return path;
    }
  }
  try {
    if (exists(playwrightBuild())) {
      return undefined;
    }
  } catch {
    // Playwright's registry knows no build for this platform: try the system.
  }
  const system = (use === 'tests' ? [headlessShell, ...systemBrowsers] : systemBrowsers).find((path) => exists(path));
  if (system) {
    return system;
  }
  throw new Error(missingBrowserMessage(use));
}

/** Flags that let Chromium run headless on a locked-down machine with no network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
