import type {Page, Response} from '@playwright/test';
import {test, expect, markServerContent, networkIdle, openPage, released, wentLive} from '../support/fixtures';

/**
 * A page's content waits for the reader before its code loads
 * (src/plugins/deferred-content): a doc page's article, the home page's
 * content. The first view runs none of it; the reader's first press, touch or
 * key inside it loads it, and the content goes live in place of the server's
 * HTML with the reader's scroll position, focus, selection and held input kept.
 */

/** The script bodies the page has loaded so far, collected from its responses. */
function collectScripts(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return () => Promise.all(bodies);
}

test.describe('content that waits for the reader', () => {
  for (const {path, phrase} of [
    {path: '/docs/sync', phrase: 'kleppmann'},
    {path: '/docs/api/classes/repository', phrase: 'normalizes a repository path'},
  ]) {
    test(`${path}: the first view loads none of the article's code; a press on a code block's Copy button loads it and copies`, async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const scripts = collectScripts(page);
      await openPage(page, path);
      await networkIdle(page);
      const article = page.locator('article .theme-doc-markdown');
      await expect(article).toContainText(new RegExp(phrase, 'i'));
      const before = await scripts();
      expect(before.some((body) => body.toLowerCase().includes(phrase)), 'a first-view script holds the article').toBe(false);

      await markServerContent(page, 'article .theme-doc-markdown');
      const block = article.locator('.theme-code-block:not(pre)').first();
      const code = (await block.locator('code').textContent()) ?? '';
      await block.hover();
      await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
      await wentLive(page);
      await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.replace(/\n$/, ''));
      expect((await scripts()).some((body) => body.toLowerCase().includes(phrase)), 'the article loaded on the press').toBe(true);
    });
  }

  test('the scroll position, the focus and the selected text stay as they were when the article goes live', async ({page}) => {
    await openPage(page, '/docs/sync');
    const article = page.locator('article .theme-doc-markdown');
    const paragraph = article.locator(':scope p').nth(8);
    await paragraph.evaluate((element) => {
      element.scrollIntoView({block: 'center'});
      const text = element.firstChild;
      if (text) window.getSelection()?.setBaseAndExtent(text, 2, text, 30);
    });
    const link = article.locator('a[href^="/docs/"]').nth(6);
    await link.evaluate((element: HTMLElement) => element.focus({preventScroll: true}));
    const selected = await page.evaluate(() => window.getSelection()?.toString());
    expect(selected?.length).toBe(28);
    const top = () => paragraph.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const topBefore = await top();
    const focusedText = await link.textContent();

    await markServerContent(page, 'article .theme-doc-markdown');
    // A press on the paragraph, as a touch starts it: the browser moves neither the focus nor the selection for it.
    await paragraph.dispatchEvent('pointerdown');
    await paragraph.dispatchEvent('pointerup');
    await wentLive(page);
    await expect.poll(top).toBe(topBefore);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(focusedText);
    expect(await page.evaluate(() => document.activeElement?.closest('.theme-doc-markdown') !== null)).toBe(true);
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(selected);
  });

  test('a link in the article pressed before its code runs opens its page within the site', async ({page}) => {
    await openPage(page, '/docs/sync');
    await page.evaluate(() => {
      (window as unknown as {sameDocument: boolean}).sameDocument = true;
    });
    const link = page.locator('article .theme-doc-markdown a[href="/docs/commit-graph"]').first();
    await link.click();
    await expect(page).toHaveURL(/\/docs\/commit-graph$/);
    await expect(page.locator('article h1')).toHaveText('The commit graph');
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
    // The page reached by the link renders its article at once.
    await expect(page.locator('article .theme-doc-markdown p').first()).toBeVisible();
  });

  test('keys on a tab pressed before the article is live are held and act, in order, once it is', async ({page}) => {
    await openPage(page, '/docs/install');
    await markServerContent(page, 'article .theme-doc-markdown');
    const tabs = page.locator('article').getByRole('tablist').first().getByRole('tab');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await tabs.nth(0).evaluate((element: HTMLElement) => element.focus());
    // The theme's tabs move the focus with the arrows and select with Enter.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await wentLive(page);
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  });

  test('@framework a tab key pressed as the article goes live acts after the keys held before it', async ({page}) => {
    await openPage(page, '/docs/install');
    await markServerContent(page, 'article .theme-doc-markdown');
    // Enter, pressed in the moment the live article takes the server's place: after the
    // swap, before the held keys are given again (React hands them over in a later task).
    await page.evaluate(() => {
      const server = document.querySelector('[data-test-server]')!;
      const observer = new MutationObserver(() => {
        if (server.isConnected) return;
        observer.disconnect();
        // In that moment the focus is back on the live first tab, and the held arrow has not moved it yet.
        const firstTab = document.querySelector('article [role="tab"]');
        (window as unknown as {enterOnFirstTab: boolean}).enterOnFirstTab = document.activeElement === firstTab;
        document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true, cancelable: true}));
      });
      observer.observe(server.parentElement!, {childList: true});
    });
    const tabs = page.locator('article').getByRole('tablist').first().getByRole('tab');
    await tabs.nth(0).evaluate((element: HTMLElement) => element.focus());
    await page.keyboard.press('ArrowRight');
    await wentLive(page);
    expect(await page.evaluate(() => (window as unknown as {enterOnFirstTab?: boolean}).enterOnFirstTab), 'Enter pressed before the held keys were given').toBe(true);
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  });

  // Back and Forward render the page they go to at once: the browser's history moves do
  // not wait for code. A page left before its content went live renders that content
  // live on the way back, and its code may still be on its way (it is asked for when the
  // reader leaves). A render that waited for it there once left the page stuck, its main
  // thread busy, so that nothing answered: neither the page nor the test's checks.
  // `around`: what the page shows around the content while its code loads.
  for (const {start, phrase, leaveBy, next, around} of [
    {start: '/docs/sync', phrase: 'kleppmann', leaveBy: 'Docs sidebar', next: '/docs/install', around: 'article h1'},
    {start: '/', phrase: 'sync needs a server you run', leaveBy: 'Main', next: '/docs/install', around: 'nav[aria-label="Main"]'},
  ]) {
    test(`@framework ${start}: left before its content went live, Back and Forward while that code still loads show each page, then the content`, async ({page}) => {
      const title = async (path: string) => /<title[^>]*>([^<]+)<\/title>/.exec(await (await page.request.get(path)).text())![1];
      const [startTitle, nextTitle] = [await title(start), await title(next)];
      await openPage(page, start);
      // The content's code, held until released: a slow network.
      const code = released();
      const held: string[] = [];
      await page.route(/\/assets\/js\//, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.toLowerCase().includes(phrase)) {
          held.push(route.request().url());
          await code.done;
        }
        await route.fulfill({response, body});
      });
      const content = page.locator(start === '/' ? 'main[data-home]' : 'article .theme-doc-markdown');
      const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
      // The reader leaves from halfway down the page: where the press on the link finds it.
      await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight / 2);
        document.addEventListener('pointerdown', () => ((window as unknown as {leftAt: number}).leftAt = Math.round(window.scrollY)), {capture: true, once: true});
      });
      await page.getByRole('navigation', {name: leaveBy}).locator(`a[href="${next}"]`).first().click();
      const position = await page.evaluate(() => (window as unknown as {leftAt: number}).leftAt);
      expect(position).toBeGreaterThan(0);
      await expect(page).toHaveTitle(nextTitle);
      await expect.poll(() => held.length, 'the content code asked for on leaving').toBeGreaterThan(0);

      await page.goBack();
      await expect(page).toHaveTitle(startTitle);
      await page.goForward();
      await expect(page).toHaveTitle(nextTitle);
      await expect(page.locator('article h1')).toBeVisible();
      await page.goBack();
      await expect(page).toHaveTitle(startTitle);
      await expect(page.locator(around)).toBeVisible();
      await expect(content.locator('[aria-busy="true"]')).toHaveCount(1);
      await expect(content).not.toContainText(new RegExp(phrase, 'i'));
      // The page is short of its content yet: the browser could not scroll back down.
      expect(await scrollY()).toBeLessThan(position);

      code.release();
      await expect(content).toContainText(new RegExp(phrase, 'i'));
      await expect(page.locator('[aria-busy]')).toHaveCount(0);
      await expect.poll(scrollY, 'where the reader left the page').toBe(position);
      // Prefetches of the links now on screen may still be on their way.
      await page.unrouteAll({behavior: 'ignoreErrors'});
    });
  }

  test('@framework /docs/sync: gone back to from a page that needs no doc code, the article\'s place is busy until the theme\'s block and the article arrive', async ({page}) => {
    const homeTitle = /<title[^>]*>([^<]+)<\/title>/.exec(await (await page.request.get('/')).text())![1];
    await openPage(page, '/docs/sync');
    // The home page's code loaded first (as hovering its link does), so that every
    // script asked for from the click on is what leaving the article asks for.
    await page.evaluate(() => (window as unknown as {docusaurus: {preload: (path: string) => Promise<unknown>}}).docusaurus.preload('/'));
    const code = released();
    const held: string[] = [];
    await page.route(/\/assets\/js\//, async (route) => {
      held.push(route.request().url());
      await code.done;
      await route.continue();
    });
    await page.getByRole('navigation', {name: 'Main'}).locator('a[href="/"]').first().click();
    await expect(page).toHaveTitle(homeTitle);
    await expect.poll(() => held.length, 'the article and the block asked for on leaving').toBeGreaterThan(0);

    await page.goBack();
    const article = page.locator('article .theme-doc-markdown');
    await expect(article).toHaveAttribute('aria-busy', 'true');
    await expect(article).toBeEmpty();

    code.release();
    await expect(page.locator('article h1')).toBeVisible();
    await expect(article).toContainText(/kleppmann/i);
    await expect(page.locator('[aria-busy]')).toHaveCount(0);
    // Prefetches of the links now on screen may still be on their way.
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });

  test("@framework /docs/sync: gone back to when the article's code cannot load, shows the theme's error page, whose Try again loads it", async ({page}) => {
    await openPage(page, '/docs/sync');
    const failed: string[] = [];
    await page.route(/\/assets\/js\//, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.toLowerCase().includes('kleppmann')) return route.fulfill({response, body});
      // The files of an older deploy gone, say.
      failed.push(route.request().url());
      return route.abort();
    });
    await page.getByRole('navigation', {name: 'Docs sidebar'}).locator('a[href="/docs/install"]').first().click();
    await expect(page.locator('article h1')).toHaveText('Installation');
    await expect.poll(() => failed.length, 'the article asked for on leaving').toBeGreaterThan(0);

    await page.goBack();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
    // Prefetches of the links that were on screen may still be on their way.
    await page.unrouteAll({behavior: 'ignoreErrors'});
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('article .theme-doc-markdown')).toContainText(/kleppmann/i);
  });

  test("a link pressed when the article's code cannot load is followed as a plain link", async ({page}) => {
    await openPage(page, '/docs/sync');
    // Offline, or the files of an older deploy gone: no script loads from now on.
    await page.route(/\/assets\/js\//, (route) => route.abort());
    await page.locator('article .theme-doc-markdown a[href="/docs/commit-graph"]').first().click();
    await expect(page).toHaveURL(/\/docs\/commit-graph$/);
    await expect(page.locator('article h1')).toHaveText('The commit graph');
  });

  test("a press held while the article's code loads marks its control busy; when the code cannot load, the next press tries again", async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, '/docs/sync');
    // Every script request waits, then fails: the files of an older deploy gone, say.
    const failing = released();
    const scripts = /\/assets\/js\//;
    await page.route(scripts, async (route) => {
      await failing.done;
      await route.abort();
    });
    await markServerContent(page, 'article .theme-doc-markdown');
    const block = page.locator('article .theme-doc-markdown .theme-code-block:not(pre)').first();
    const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
    await block.hover();
    await copy.click();
    await expect(copy).toHaveAttribute('aria-busy', 'true');

    failing.release();
    await expect(copy).not.toHaveAttribute('aria-busy');

    // The scripts load again, but nothing asks for them until the reader's next press,
    // which loads the code, goes live and copies.
    await page.unroute(scripts);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (scripts.test(request.url())) requested.push(request.url());
    });
    await networkIdle(page);
    expect(requested).toEqual([]);
    await expect(page.locator('[data-test-server]')).toHaveCount(1);
    const code = (await block.locator('code').textContent()) ?? '';
    await block.hover();
    await copy.click();
    await wentLive(page);
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.replace(/\n$/, ''));
  });

  test('/docs/conflict-resolution: the first view loads none of the article\'s code, nor the sandbox\'s', async ({page}) => {
    const scripts = collectScripts(page);
    await openPage(page, '/docs/conflict-resolution');
    await networkIdle(page);
    await expect(page.locator('article .theme-doc-markdown')).toContainText('commits that nothing has been built on yet');
    const bodies = await scripts();
    expect(bodies.some((body) => body.includes('commits that nothing has been built on yet')), 'a first-view script holds the article').toBe(false);
    expect(bodies.some((body) => body.includes('What the sandbox simplifies:')), "a first-view script holds the sandbox").toBe(false);

    // Positive control: a press on the article's text loads the article, and Start the sandbox.
    await markServerContent(page, 'article .theme-doc-markdown');
    await page.locator('article .theme-doc-markdown p').first().click();
    await wentLive(page);
    await page.getByRole('button', {name: 'Start the sandbox'}).click();
    await expect(page.getByRole('region', {name: 'Conflict sandbox'})).toHaveAttribute('data-state', 'ready');
    const after = await scripts();
    expect(after.some((body) => body.includes('commits that nothing has been built on yet')), 'the article loaded on the press').toBe(true);
    expect(after.some((body) => body.includes('What the sandbox simplifies:')), 'the sandbox loaded on Start').toBe(true);
  });

  test('@framework a saved package manager choice shows at once: the page with those tabs does not wait', async ({page}) => {
    await page.addInitScript(() => window.localStorage.setItem('docusaurus.tab.package-manager', 'pnpm'));
    const scripts = collectScripts(page);
    await openPage(page, '/docs/install');
    await expect(page.locator('article').getByRole('tab', {name: 'pnpm'}).first()).toHaveAttribute('aria-selected', 'true');
    await networkIdle(page);
    expect((await scripts()).some((body) => body.includes('which runtime to pick')), 'the article loaded with the page').toBe(true);
  });

  test('home: the first view loads none of its content code; a press on an install tab is held, loads it, and selects the tab', async ({page}) => {
    const scripts = collectScripts(page);
    await openPage(page, '/');
    await networkIdle(page);
    expect((await scripts()).some((body) => body.includes('pnpm add ibexdb')), 'a first-view script holds the install tabs').toBe(false);
    await markServerContent(page, 'main[data-home]');
    const pnpm = page.locator('main').getByRole('tab', {name: 'pnpm'});
    await pnpm.click();
    await wentLive(page);
    await expect(pnpm).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/[?&]package-manager=pnpm/);
  });
});
