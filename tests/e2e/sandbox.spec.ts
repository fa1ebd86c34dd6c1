import type {Locator, Page} from '@playwright/test';
import {
  test,
  expect,
  openPage,
  released,
  axeViolations,
  axeTags,
  colourRules,
  networkIdle,
  switchColourMode,
  wheelAndSettle,
} from '../support/fixtures';

const route = '/docs/conflict-resolution';
/** The lazily loaded chunk is named by the import() in src/components/ConflictSandbox/Lazy.tsx. */
const sandboxChunk = /\/assets\/js\/conflict-sandbox\.[0-9a-f]+\.js$/;

function sandbox(page: Page): Locator {
  return page.getByRole('region', {name: 'Conflict sandbox'});
}

/** How long the sandbox takes to deliver each message between a device and the server (src/components/ConflictSandbox). */
const syncDelayMs = 1000;

/**
 * Opens the page, starts the sandbox and waits for it, then stops the clock
 * until the test moves it: the simulated network delivers nothing meanwhile,
 * and a sync takes no real time at all.
 */
async function openSandbox(page: Page): Promise<Locator> {
  await page.clock.install();
  await openPage(page, route);
  const region = sandbox(page);
  await region.getByRole('button', {name: 'Start the sandbox'}).click();
  await expect(region).toHaveAttribute('data-state', 'ready');
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  return region;
}

/**
 * Moves the page's clock in short steps until the server and both devices hold
 * the same commits. Each delivery renders, and the render schedules the next
 * message's timer, so the steps stay short and let every render happen: the
 * simulated time then runs as it would for a reader, which the 5-second merge
 * window depends on.
 */
async function runUntilSynced(page: Page, region: Locator): Promise<void> {
  const state = region.locator('[data-synced]');
  await expect
    .poll(
      async () => {
        await page.clock.runFor(stepMs);
        await settle(page);
        return state.getAttribute('data-synced');
      },
      {intervals: [0], timeout: 30_000},
    )
    .toBe('true');
}

const stepMs = 50;

/** Takes both devices offline, then gives the task a new title on each device, in the order given. */
async function renameOffline(region: Locator, titles: readonly (readonly ['laptop' | 'phone', string])[]): Promise<void> {
  await region.getByRole('switch', {name: 'Laptop online'}).uncheck();
  await region.getByRole('switch', {name: 'Phone online'}).uncheck();
  for (const [device, title] of titles) {
    const field = region.getByLabel(`Title on the ${device}`);
    await field.fill(title);
    await field.press('Enter');
  }
}

/** The log's entries as [seconds, text] pairs, oldest first. */
async function logEntries(log: Locator): Promise<[number, string][]> {
  return (await log.locator('li').allTextContents()).map((entry) => {
    const match = /^(\d+\.\d) s (.*)$/s.exec(entry.trim());
    if (!match) throw new Error(`A log entry without a time: ${entry}`);
    return [Number(match[1]), match[2]];
  });
}

/**
 * Lets the page finish the rendering its last timers asked for: React queues
 * it as a MessageChannel task, which the page's clock does not hold, and a
 * message posted now arrives after it.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      }),
  );
}

/** Presses Tab until `target` has focus, failing if it never does. */
async function tabTo(page: Page, target: Locator, limit = 200): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The element never received focus from the keyboard.');
}

function chunkRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (sandboxChunk.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

test.describe('conflict sandbox', () => {
  test('offline edits on both devices fork the graph; reconnecting within 5 s merges them, through the server, by the guide\'s rules', async ({page}) => {
    const region = await openSandbox(page);
    const laptop = region.getByRole('group', {name: 'Laptop', exact: true});
    const phone = region.getByRole('group', {name: 'Phone', exact: true});
    const log = region.getByRole('log');

    await region.getByRole('switch', {name: 'Laptop online'}).uncheck();
    await region.getByRole('switch', {name: 'Phone online'}).uncheck();
    await expect(laptop).toContainText('Offline');
    await expect(phone).toContainText('Offline');

    await laptop.getByLabel('Title on the laptop').fill('Buy oat milk');
    await laptop.getByLabel('Title on the laptop').press('Enter');
    await phone.getByLabel('Title on the phone').fill('Buy milk and eggs');
    await phone.getByLabel('Title on the phone').press('Enter');
    await phone.getByLabel('New tag on the phone').fill('urgent');
    await phone.getByRole('button', {name: 'Add tag on the phone'}).click();
    await laptop.getByRole('button', {name: 'Clear all tags on the laptop'}).click();
    await expect(log).toContainText('It stays on the laptop while it is offline.');
    await expect(laptop.getByRole('img', {name: /Laptop's commit graph/})).toBeVisible();

    await region.getByRole('switch', {name: 'Laptop online'}).check();
    await region.getByRole('switch', {name: 'Phone online'}).check();
    await expect(laptop).toContainText('Syncing with the server…');
    // A message takes one second to arrive, as the sandbox says: none has at 999 ms, the first ones have at 1 s.
    await page.clock.runFor(syncDelayMs - 1);
    await settle(page);
    expect(await log.textContent()).not.toContain(' received ');
    await page.clock.runFor(1);
    await expect(log).toContainText('The server received 2 commits from the laptop');
    await settle(page);
    expect(await log.textContent()).not.toMatch(/(Laptop|Phone) received/);
    await runUntilSynced(page, region);
    // The devices never talk to each other: every commit a device receives comes from the server,
    // a message's delay after the server received it.
    const entries = await logEntries(log);
    const serverGot = entries.find(([, text]) => text.startsWith('The server received'))!;
    const phoneGot = entries.find(([, text]) => text.startsWith('Phone received'))!;
    expect(phoneGot[1]).toMatch(/^Phone received \d+ commits? from the server: /);
    // Log times are rounded to a tenth of a second.
    expect(phoneGot[0] - serverGot[0]).toBeGreaterThanOrEqual(syncDelayMs / 1000 - 0.1);
    expect(entries.filter(([, text]) => / received .* from the (laptop|phone)/.test(text) && !text.startsWith('The server'))).toEqual([]);
    await expect(log).toContainText('Synced: the server and both devices hold the same');
    await expect(region.locator('[data-converged]')).toHaveAttribute('data-converged', 'true');
    await expect(laptop).toContainText('Synced with the server');
    await expect(phone).toContainText('Synced with the server');
    await expect(region.getByRole('group', {name: 'Server', exact: true})).toContainText('never the merge leader');

    const title = await laptop.getByLabel('Title on the laptop').inputValue();
    expect(['Buy oat milk', 'Buy milk and eggs']).toContain(title);
    await expect(phone.getByLabel('Title on the phone')).toHaveValue(title);
    for (const [group, device] of [[laptop, 'laptop'], [phone, 'phone']] as const) {
      await expect(group.getByRole('button', {name: `Remove urgent on the ${device}`})).toBeVisible();
      await expect(group.getByRole('button', {name: `Remove home on the ${device}`})).toHaveCount(0);
    }

    const rules = region.getByRole('group', {name: 'How the last merge decided each field'});
    await expect(rules).toContainText('one write wins');
    await expect(rules).toContainText('deterministic order');
    await expect(rules).toContainText('additions beat removals');
    await expect(rules).toContainText('urgent stays');
    await expect(log).toContainText('merge leader');
    // Only the merge leader merges; the other device shows its best leaf until the merge commit arrives.
    await expect(log).toContainText('does not merge: it shows its best leaf');
    await expect(log).toContainText('waits for the merge commit');
    await expect(log).toContainText('shows the merged value once the merge commit reaches it');
    await expect(rules).toContainText('every peer that receives the merge commit reads that same value');
    await expect(rules).toContainText('makes no promise that the value kept is the newest write');
    await expect(log).toContainText('title by one write wins');
    await expect(log).toContainText('tags by additions beat removals');
  });

  test('the reconnect window the sandbox and the guide state holds: both back online just inside it, the fork merges', async ({page}) => {
    const region = await openSandbox(page);
    const intro = (await region.locator('p').allTextContents()).join(' ');
    const stated = /reconnect both within about (\d+) seconds of your last edit/.exec(intro);
    expect(stated, 'the sandbox states how soon to reconnect').not.toBeNull();
    const windowMs = Number(stated![1]) * 1000;
    await expect(page.locator('article')).toContainText(`bring both devices back online within about ${windowMs / 1000} s of your last edit`);

    await renameOffline(region, [['phone', 'Buy milk and eggs'], ['laptop', 'Buy oat milk']]);
    await page.clock.runFor(windowMs - 100);
    await region.getByRole('switch', {name: 'Laptop online'}).check();
    await region.getByRole('switch', {name: 'Phone online'}).check();
    await runUntilSynced(page, region);

    await expect(region.locator('[data-converged]')).toHaveAttribute('data-converged', 'true');
    await expect(region.getByRole('log')).toContainText('is the merge leader (rendezvous hashing), so it writes merge commit');
  });

  test('reconnecting more than 5 s after the last edit leaves the fork unmerged until a new edit elects a merge leader', async ({page}) => {
    const region = await openSandbox(page);
    const laptop = region.getByRole('group', {name: 'Laptop', exact: true});
    const phone = region.getByRole('group', {name: 'Phone', exact: true});
    const log = region.getByRole('log');
    const rules = region.getByRole('group', {name: 'How the last merge decided each field'});

    await renameOffline(region, [['laptop', 'Buy oat milk'], ['phone', 'Buy milk and eggs']]);
    // A reader takes a while: six seconds pass before both devices are back.
    await page.clock.runFor(6000);
    await region.getByRole('switch', {name: 'Laptop online'}).check();
    await region.getByRole('switch', {name: 'Phone online'}).check();
    await runUntilSynced(page, region);

    await expect(region.locator('[data-converged]')).toHaveAttribute('data-converged', 'false');
    await expect(log).toContainText('no merge leader qualifies and no merge commit is written');
    await expect(region).toContainText('2 leaves and no merge commit joins them');
    for (const group of [laptop, phone]) await expect(group).toContainText('there is no merge leader');
    await expect(laptop.getByLabel('Title on the laptop')).toHaveValue('Buy oat milk');
    await expect(phone.getByLabel('Title on the phone')).toHaveValue('Buy milk and eggs');
    await expect(rules).toContainText('No merge yet');

    // A new edit makes the laptop's session active: it is elected and writes the merge commit.
    await laptop.getByRole('checkbox', {name: 'Done on the laptop'}).check();
    await runUntilSynced(page, region);
    await expect(region.locator('[data-converged]')).toHaveAttribute('data-converged', 'true');
    await expect(log).toContainText('Laptop wrote one of the leaves in the last 5 s and is the merge leader');
    const title = await laptop.getByLabel('Title on the laptop').inputValue();
    expect(['Buy oat milk', 'Buy milk and eggs']).toContain(title);
    await expect(phone.getByLabel('Title on the phone')).toHaveValue(title);
    await expect(phone.getByRole('checkbox', {name: 'Done on the phone'})).toBeChecked();
    await expect(rules).toContainText('one write wins');
  });

  test('keyboard only: Tab reaches every control, Space toggles, Enter commits and runs scenarios', async ({page}) => {
    const region = await openSandbox(page);
    const log = region.getByRole('log');
    const laptopSwitch = region.getByRole('switch', {name: 'Laptop online'});

    await tabTo(page, region.getByRole('button', {name: 'One deletes the task, the other edits it'}));
    await page.keyboard.press('Enter');
    await runUntilSynced(page, region);
    await expect(log).toContainText('Synced: the server and both devices hold the same');
    await expect(region.getByRole('group', {name: 'How the last merge decided each field'})).toContainText('The task stays deleted');
    await expect(region.getByRole('button', {name: 'Restore the task on the laptop'})).toBeVisible();

    await tabTo(page, region.getByRole('button', {name: 'Reset'}));
    await page.keyboard.press('Enter');
    await expect(region.getByLabel('Title on the laptop')).toHaveValue('Buy milk');

    await tabTo(page, laptopSwitch);
    await page.keyboard.press('Space');
    await expect(laptopSwitch).not.toBeChecked();
    await page.keyboard.press('Tab');
    await expect(region.getByLabel('Title on the laptop')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Typed offline');
    await page.keyboard.press('Enter');
    await expect(log).toContainText('set title to "Typed offline"');
    await expect(region.getByLabel('Title on the phone')).toHaveValue('Buy milk');

    await page.keyboard.press('Shift+Tab');
    await expect(laptopSwitch).toBeFocused();
    await page.keyboard.press('Space');
    await expect(laptopSwitch).toBeChecked();
    await runUntilSynced(page, region);
    await expect(region.getByLabel('Title on the phone')).toHaveValue('Typed offline');

    await tabTo(page, region.getByRole('button', {name: 'Add tag on the phone'}));
    await tabTo(page, region.getByRole('log'));
  });

  test('other pages never load the sandbox chunk; this page loads it only when Start is pressed', async ({page, request}) => {
    const requested = chunkRequests(page);
    await openPage(page, '/docs/sync');
    await wheelAndSettle(page, 20000);
    expect(requested).toEqual([]);

    const html = await (await request.get(route)).text();
    // Every script the HTML names (the minified HTML may leave attribute values unquoted).
    const assets = [...html.matchAll(/\/assets\/js\/[^"'\s>]+/g)].map((match) => match[0]);
    expect(assets.some((url) => url.includes('/assets/js/'))).toBe(true);
    expect(assets.filter((url) => sandboxChunk.test(url))).toEqual([]);
    expect(html).toContain('A worked scenario.');
    expect(html).toContain('Start the sandbox');

    // On the page, with the box in view, the network goes quiet with no request for it.
    await openPage(page, route);
    const region = sandbox(page);
    await region.scrollIntoViewIfNeeded();
    await networkIdle(page);
    expect(requested).toEqual([]);

    // Positive control: Start requests the chunk, once in all.
    await region.getByRole('button', {name: 'Start the sandbox'}).click();
    await expect(region).toHaveAttribute('data-state', 'ready');
    expect(requested).toHaveLength(1);
  });

  test('the loaded sandbox passes axe in light and dark mode, with a deleted task and an offline device', async ({page}) => {
    const region = await openSandbox(page);
    await region.getByRole('button', {name: 'One deletes the task, the other edits it'}).click();
    await runUntilSynced(page, region);
    await expect(region.getByRole('log')).toContainText('Synced: the server and both devices hold the same');
    await region.getByRole('switch', {name: 'Phone online'}).uncheck();
    await expect(region.getByRole('group', {name: 'Laptop', exact: true})).toContainText('the phone is offline');
    // Axe waits on timers of its own: let the clock run again, with nothing left in flight.
    await page.clock.resume();
    const include = ['section[aria-label="Conflict sandbox"]'];
    expect(await axeViolations(page, {tags: axeTags, include}), 'light mode').toEqual([]);
    await switchColourMode(page, 'dark');
    expect(await axeViolations(page, {rules: colourRules, include}), 'dark mode').toEqual([]);
  });

  for (const viewport of [{width: 1280, height: 900}, {width: 390, height: 844}]) {
    test(`Start loads it, and loading keeps the box's size (${viewport.width} px)`, async ({page}) => {
      await page.setViewportSize(viewport);
      const requested = chunkRequests(page);
      await openPage(page, route);
      const region = sandbox(page);
      const start = region.getByRole('button', {name: 'Start the sandbox'});
      await expect(start).toBeVisible();
      const before = await region.boundingBox();
      const windowStated = async () => /reconnect both within about (\d+) seconds of your last edit/.exec((await region.textContent()) ?? '')?.[1];
      const boxSays = await windowStated();

      await start.click();
      await expect(region).toHaveAttribute('data-state', 'ready');
      expect(requested).toHaveLength(1);
      expect(boxSays, 'the box before Start states the reconnect window the sandbox states').toBe(await windowStated());
      expect(boxSays).toBeDefined();
      const after = await region.boundingBox();
      expect(after?.height).toBe(before?.height);
      const overflow = await region.evaluate((element) => {
        const frame = element.firstElementChild as HTMLElement;
        return frame.scrollHeight - frame.clientHeight;
      });
      expect(overflow).toBeLessThanOrEqual(0);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways, 'sideways scroll').toBeLessThanOrEqual(0);
    });
  }

  test('Enter on Start, reached with Tab, starts the sandbox and takes the focus into it', async ({page}) => {
    await openPage(page, route);
    const region = sandbox(page);
    await tabTo(page, region.getByRole('button', {name: 'Start the sandbox'}));
    await page.keyboard.press('Enter');
    await expect(region).toHaveAttribute('data-state', 'ready');
    await expect(region).toBeFocused();
  });

  test('a reader who moves the focus while the sandbox loads keeps it where they moved it', async ({page}) => {
    const chunk = released();
    await page.route(sandboxChunk, async (route) => {
      await chunk.done;
      await route.continue();
    });
    await openPage(page, route);
    const region = sandbox(page);
    await tabTo(page, region.getByRole('button', {name: 'Start the sandbox'}));
    await page.keyboard.press('Enter');
    await expect(region).toHaveAttribute('data-state', 'loading');
    const elsewhere = page.locator('article .theme-doc-markdown a[href^="/docs/"]').first();
    await elsewhere.focus();
    chunk.release();
    await expect(region).toHaveAttribute('data-state', 'ready');
    await expect(elsewhere).toBeFocused();
  });

  test('printed, the box shows what the sandbox does and the worked scenario at their own height, without Start', async ({page}) => {
    await openPage(page, route);
    const region = sandbox(page);
    const start = region.getByRole('button', {name: 'Start the sandbox'});
    await expect(start).toBeVisible();
    const onScreen = (await region.boundingBox())?.height ?? 0;
    await page.emulateMedia({media: 'print'});
    await expect(start).toBeHidden();
    await expect(region.getByText('turns this box into a sandbox')).toBeVisible();
    await expect(region.getByText('A worked scenario.')).toBeVisible();
    // On screen the box keeps the sandbox's height; on paper it takes its text's.
    const content = await region.locator(':scope > div > div').evaluate((element) => element.scrollHeight);
    expect((await region.boundingBox())?.height).toBeLessThan(onScreen);
    expect((await region.boundingBox())?.height).toBeLessThanOrEqual(content + 40);
  });

  test.describe('without scripts', () => {
    test.use({javaScriptEnabled: false});

    test('the box explains the sandbox and offers no Start', async ({page}) => {
      await page.goto(route);
      const region = sandbox(page);
      await expect(region).toContainText('A worked scenario.');
      await expect(region.getByRole('button', {name: 'Start the sandbox'})).toBeHidden();
      // Positive control: the button is in the page, only not shown.
      await expect(region.getByRole('button', {name: 'Start the sandbox', includeHidden: true})).toHaveCount(1);
    });
  });
});
