import {gzipSync} from 'node:zlib';
import {test, expect, waitForHydration} from '../support/fixtures';
import {scriptBudget} from '../../scripts/budgets';

/**
 * The scripts each page type loads, counted as `npm run bench` counts them:
 * every script response of the site until the network is idle (the chunks
 * requested after the first paint included), gzipped, in a phone's window,
 * against its budget in scripts/budgets.ts. A failure lists what the page
 * loaded, largest first.
 */
const pages = ['/', '/docs/tutorial', '/docs/sync', '/docs/api/classes/repository'];

test.use({viewport: {width: 390, height: 844}, isMobile: true});

for (const path of pages) {
  test(`${path} loads no more script than its budget`, async ({page, baseURL}) => {
    const scripts: Promise<[string, number]>[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (response.request().resourceType() === 'script' && url.startsWith(`${baseURL}/`)) {
        scripts.push(response.body().then((body) => [url.slice(baseURL!.length), gzipSync(body).length]));
      }
    });
    // The budget is defined up to network idle: the chunks fetched after hydration count.
    // eslint-disable-next-line playwright/no-networkidle -- what is measured, not a wait for readiness
    await page.goto(path, {waitUntil: 'networkidle'});
    await waitForHydration(page);
    const loaded = (await Promise.all(scripts)).sort((a, b) => b[1] - a[1]);
    const kb = loaded.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
    const list = loaded.map(([url, bytes]) => `${(bytes / 1024).toFixed(1)} KB ${url}`).join('\n');
    expect(loaded.length, 'the page loads its scripts').toBeGreaterThan(0);
    expect(kb, `KB of gzip script, budget ${scriptBudget(path)}:\n${list}`).toBeLessThanOrEqual(scriptBudget(path));
  });
}
