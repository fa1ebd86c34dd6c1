import {test, expect, openPage} from '../support/fixtures';
import {links} from '../../src/site';

test.describe('layout', () => {
  test('skip-to-content link is the first tab stop and takes keyboard focus past the navbar', async ({page}) => {
    await openPage(page, '/docs/install');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(inMain).toBe(true);
  });

  test('announcement bar shows until dismissed', async ({page}) => {
    await openPage(page, '/');
    const bar = page.getByRole('banner').filter({hasText: 'These docs cover IbexDB 0.3.1'});
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
  });

  test('navbar is fixed at the top with Docs, API, community links, source code and the colour toggle', async ({page}) => {
    await openPage(page, '/docs/install');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    expect(await navbar.evaluate((el) => getComputedStyle(el).position)).toMatch(/sticky|fixed/);
    await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/docs/install');
    await expect(navbar.getByRole('link', {name: 'API', exact: true})).toHaveAttribute('href', '/docs/api/');
    await expect(navbar.getByRole('link', {name: /Source code/})).toHaveAttribute('href', links.sourceCode);
    const community = navbar.locator('.dropdown', {hasText: 'Community'});
    await expect(community.locator('a', {hasText: 'Chat'})).toHaveAttribute('href', links.chat);
    await expect(community.locator('a', {hasText: 'Forum'})).toHaveAttribute('href', links.forum);
    await expect(community.locator('a', {hasText: 'Discussions'})).toHaveAttribute('href', links.discussions);
    await expect(navbar.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
  });

  test('navbar hides when scrolling down and returns when scrolling up', async ({page}) => {
    await openPage(page, '/docs/tutorial');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    for (let step = 0; step < 6; step += 1) {
      await page.mouse.wheel(0, 250);
      await page.waitForTimeout(100);
    }
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.mouse.wheel(0, -300);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });

  test('navbar dropdown opens and closes', async ({page}) => {
    await openPage(page, '/docs/install');
    const dropdown = page.getByRole('navigation', {name: 'Main'}).locator('.dropdown', {hasText: 'Community'});
    const toggle = dropdown.getByRole('button', {name: 'Community'});
    const menu = dropdown.locator('.dropdown__menu');
    await expect(menu).toBeHidden();
    await toggle.hover();
    await expect(menu).toBeVisible();
    await page.mouse.move(5, 400);
    await expect(menu).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await page.locator('article h1').click();
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
    await expect(menu).toBeHidden();
  });

  test('below 996 px the navbar collapses into a side menu', async ({page}) => {
    await page.setViewportSize({width: 990, height: 800});
    await openPage(page, '/docs/install');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API', exact: true})).toBeHidden();
    await page.setViewportSize({width: 1000, height: 800});
    await expect(toggle).toBeHidden();
  });

  test('the navbar search slot renders nothing', async ({page}) => {
    await openPage(page, '/docs/install');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('searchbox')).toHaveCount(0);
    await expect(navbar.getByRole('search')).toHaveCount(0);
    for (const container of await navbar.locator('[class*="navbarSearchContainer"]').all()) {
      await expect(container).toBeEmpty();
    }
  });

  test('table of contents lists exactly the h2 and h3 headings', async ({page}) => {
    await openPage(page, '/docs/query');
    const tocTargets = await page.locator('.theme-doc-toc-desktop a.table-of-contents__link').evaluateAll((anchors) =>
      anchors.map((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1))),
    );
    const headings = await page.locator('.theme-doc-markdown :is(h2, h3, h4, h5, h6)[id]').evaluateAll((els) =>
      els.map((el) => ({id: el.id, level: Number(el.tagName.slice(1))})),
    );
    const expected = headings.filter((h) => h.level >= 2 && h.level <= 3).map((h) => h.id);
    expect(expected.length).toBeGreaterThan(2);
    expect(tocTargets).toEqual(expected);
  });

  test('footer has the three groups and the Apache 2.0 licence statement', async ({page}) => {
    await openPage(page, '/');
    const footer = page.locator('footer');
    const group = (title: string) => footer.locator('.footer__col', {has: page.locator('.footer__title', {hasText: title})});
    const expectLinks = async (title: string, expected: [string, string][]) => {
      const anchors = group(title).locator('a');
      await expect(anchors).toHaveCount(expected.length);
      for (const [index, [label, href]] of expected.entries()) {
        await expect(anchors.nth(index)).toContainText(label);
        await expect(anchors.nth(index)).toHaveAttribute('href', href);
      }
    };
    await expectLinks('Documentation', [
      ['Getting Started', '/docs/tutorial'],
      ['Architecture', '/docs/architecture'],
      ['API Reference', '/docs/api/'],
    ]);
    await expectLinks('Community', [
      ['Chat', links.chat],
      ['Forum', links.forum],
      ['Discussions', links.discussions],
    ]);
    await expectLinks('Resources', [
      ['Source code', links.sourceCode],
      ['Benchmarks', '/docs/benchmarks'],
      ['FAQ', '/docs/faq'],
    ]);
    await expect(footer).toContainText('Apache License 2.0');
  });

  test('progress bar stays hidden when navigation is quicker than 200 ms', async ({page}) => {
    await openPage(page, '/docs/install');
    await page.getByRole('link', {name: 'Tutorial'}).first().click();
    await expect(page).toHaveURL(/\/docs\/tutorial$/);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.evaluate(() => {
      const seen = {bar: false};
      (window as unknown as {progressSeen: typeof seen}).progressSeen = seen;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) seen.bar = true;
      }).observe(document.body, {childList: true});
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/docs\/install$/);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as {progressSeen: {bar: boolean}}).progressSeen.bar)).toBe(false);
  });

  test('progress bar appears on a slow navigation: minimum 0.08, trickle of at most 0.02 every 800 ms, 200 ms animation', async ({page}) => {
    let slow = false;
    await page.route('**/assets/js/*.js', async (route) => {
      if (slow) await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await openPage(page, '/docs/install');
    slow = true;
    await page.evaluate(() => {
      const samples: {t: number; progress: number; duration: string}[] = [];
      (window as unknown as {progressSamples: typeof samples}).progressSamples = samples;
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLElement>('#nprogress .bar');
        const match = bar && /translate3d\((-?[\d.]+)%/.exec(bar.style.transform);
        if (bar && match) {
          const progress = Math.round((1 + Number(match[1]) / 100) * 10_000) / 10_000;
          if (samples.at(-1)?.progress !== progress) {
            samples.push({t: performance.now(), progress, duration: bar.style.transitionDuration});
          }
        }
      }).observe(document.body, {childList: true, subtree: true, attributes: true, attributeFilter: ['style']});
      window.history.pushState({}, '', '/docs/faq');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('#nprogress')).toBeAttached({timeout: 1000});
    await expect(page.locator('article h1')).toHaveText(/frequently asked/i, {timeout: 15_000});
    await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 5000});
    const samples = await page.evaluate(
      () => (window as unknown as {progressSamples: {t: number; progress: number; duration: string}[]}).progressSamples,
    );
    const trickles = samples.slice(1).filter((sample) => sample.progress < 1);
    expect(samples[0]).toMatchObject({progress: 0.08, duration: '200ms'});
    expect(trickles.length).toBeGreaterThanOrEqual(2);
    let previous = samples[0]!;
    for (const sample of trickles) {
      expect(sample.progress - previous.progress).toBeGreaterThan(0);
      expect(sample.progress - previous.progress).toBeLessThanOrEqual(0.02 + 1e-4);
      expect(sample.t - previous.t).toBeGreaterThanOrEqual(750);
      previous = sample;
    }
    expect(samples.at(-1)?.progress).toBe(1);
  });
});
