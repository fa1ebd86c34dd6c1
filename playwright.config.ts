import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, findBrowser} from './scripts/support/browser';

/** Port of the production server the tests start (`npm run serve`). */
const port = Number(process.env.PORT ?? 3000);
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  fullyParallel: true,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'on-first-retry',
    launchOptions: {executablePath: findBrowser('tests'), args: chromiumArgs},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome']}}],
  webServer: {
    command: `npx docusaurus serve --port ${port} --no-open`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
  },
});
