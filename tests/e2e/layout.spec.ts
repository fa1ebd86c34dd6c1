import {test, expect, openPage, colourToggleName} from '../support/fixtures';
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

  test('keyboard focus is visible after a pointer press: Tab brings the focus ring back', async ({page}) => {
    await openPage(page, '/docs/install');
    // The theme drops its keyboard class on a pointer press and adds it again on Tab.
    await page.locator('article h1').click();
    await expect(page.locator('body')).not.toHaveClass(/navigation-with-keyboard/);
    await page.keyboard.press('Tab');
    await expect(page.locator('body')).toHaveClass(/navigation-with-keyboard/);
    const focused = page.locator('article :focus');
    await expect(focused).toHaveCount(1);
    expect(await focused.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
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
    await expect(navbar.getByRole('button', {name: colourToggleName})).toBeVisible();
  });

  test('navbar hides when scrolling down and returns when scrolling up', async ({page}) => {
    await openPage(page, '/docs/tutorial');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    // Each step waits for its scroll event: the theme compares each position with the last.
    const scrollTo = (positions: number[]) =>
      page.evaluate(async (ys) => {
        for (const y of ys) {
          await new Promise<void>((resolve) => {
            window.addEventListener('scroll', () => resolve(), {once: true});
            window.scrollTo(0, y);
          });
        }
      }, positions);
    await scrollTo([600, 1200, 1800]);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await scrollTo([1500]);
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

  test('the navbar has a search slot, and the stub in it renders nothing', async ({page}) => {
    await openPage(page, '/docs/install');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('searchbox')).toHaveCount(0);
    await expect(navbar.getByRole('search')).toHaveCount(0);
    // The theme renders the slot whenever no navbar item is a search item,
    // and puts the search bar component, here its no-op stub, inside it.
    const slot = navbar.locator('[class*="navbarSearchContainer"]');
    await expect(slot).toHaveCount(1);
    await expect(slot).toBeEmpty();
    await expect(slot).toBeHidden();
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

  test('@framework progress bar: none for a navigation under 200 ms; after 200 ms it starts at 0.08, trickles by at most 0.02 every 800 ms, animates in 200 ms', async ({page}) => {
    // Time is the page's fake clock, advanced by the test: the outcome cannot
    // depend on how busy the machine is.
    await page.clock.install();
    await openPage(page, '/docs/install');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
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
    });
    const samples = () =>
      page.evaluate(() => (window as unknown as {progressSamples: {t: number; progress: number; duration: string}[]}).progressSamples);

    // A navigation that completes before the clock reaches 200 ms: no bar, ever.
    await page.getByRole('link', {name: 'Tutorial'}).first().click();
    await expect(page.locator('article h1')).toHaveText(/tutorial/i);
    await page.clock.runFor(2000);
    expect(await samples()).toEqual([]);

    // A navigation whose chunks are held back: the bar appears at 200 ms.
    const held: (() => Promise<void>)[] = [];
    await page.route('**/assets/js/*.js', (route) => {
      held.push(() => route.continue());
    });
    await page.evaluate(() => {
      window.history.pushState({}, '', '/docs/faq');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.clock.runFor(199);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.locator('#nprogress')).toBeAttached();
    for (let trickle = 0; trickle < 3; trickle += 1) {
      await page.clock.runFor(800);
    }
    await page.unroute('**/assets/js/*.js');
    await Promise.all(held.map((release) => release()));
    await expect(page.locator('article h1')).toHaveText(/frequently asked/i);
    await page.clock.runFor(2000);
    await expect(page.locator('#nprogress')).toHaveCount(0);

    const recorded = await samples();
    expect(recorded[0]).toMatchObject({progress: 0.08, duration: '200ms'});
    const trickles = recorded.slice(1).filter((sample) => sample.progress < 1);
    expect(trickles.length).toBeGreaterThanOrEqual(2);
    let previous = recorded[0];
    for (const sample of trickles) {
      expect(sample.progress - previous.progress).toBeGreaterThan(0);
      expect(sample.progress - previous.progress).toBeLessThanOrEqual(0.02 + 1e-4);
      expect(sample.t - previous.t).toBeGreaterThanOrEqual(800);
      previous = sample;
    }
    expect(recorded.at(-1)?.progress).toBe(1);
  });
});
