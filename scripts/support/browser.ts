/**
 * The Chromium that browser automation drives, and the flags it runs with:
 * shared by the Playwright config (the browser tests) and the benchmark
 * (scripts/bench), so both find the same browser the same way.
 */
import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';

/** Environment variables that name a Chromium or Chrome binary, checked in order. */
export const browserOverrideVariables = ['CHROMIUM_PATH', 'PLAYWRIGHT_CHROMIUM_EXECUTABLE'] as const;

/** System browsers tried when neither an override nor Playwright's own build exists. */
export const systemBrowsers = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
] as const;

export const missingBrowserMessage = [
  'No Chromium browser was found for the browser tests.',
  'Install one of these, then run the tests again:',
  '  - Debian or Ubuntu: sudo apt-get update && sudo apt-get install -y chromium',
  "  - Playwright's own build (needs internet): npx playwright install chromium",
  `  - or point ${browserOverrideVariables[0]} at a Chromium or Chrome binary.`,
].join('\n');

/**
 * Chooses the browser the tests drive: an environment override, else
 * Playwright's own Chromium when it is installed, else a system Chromium.
 * Returns `undefined` to let Playwright use its own build.
 * Throws with installation instructions when none exists.
 */
export function findBrowser(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
  playwrightBuild: () => string = () => chromium.executablePath(),
): string | undefined {
  for (const name of browserOverrideVariables) {
    const path = env[name];
    if (path) {
      if (!exists(path)) {
        throw new Error(`${name} is set to ${path}, but no file exists there.\n${missingBrowserMessage}`);
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
  const system = systemBrowsers.find((path) => exists(path));
  if (system) {
    return system;
  }
  throw new Error(missingBrowserMessage);
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
