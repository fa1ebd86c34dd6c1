import type {Page} from '@playwright/test';
import {test, expect, openPage} from '../support/fixtures';
import {siteUrl} from '../../src/site';

/**
 * Link previews, as a hydrated page leaves them: a guide or API page names its own card
 * (drawn at build time by src/plugins/social-cards) in its `og:image` and
 * `twitter:image` tags, with its size and a text naming the page; the home page keeps
 * the designed card. The cards are for the tools that preview a link: no page loads
 * one. Every page's card, its size and the offline cache's list are checked in the
 * build's files (tests/built/social-cards.test.ts).
 */

/** The preview image tags of the page in the browser, hydrated. */
function imageTags(page: Page) {
  return page.evaluate(() => {
    const all = (selector: string) => Array.from(document.head.querySelectorAll<HTMLMetaElement>(selector), (meta) => meta.content);
    return {
      ogImage: all('meta[property="og:image"]'),
      twitterImage: all('meta[name="twitter:image"]'),
      width: all('meta[property="og:image:width"]'),
      height: all('meta[property="og:image:height"]'),
      ogAlt: all('meta[property="og:image:alt"]'),
      twitterAlt: all('meta[name="twitter:image:alt"]'),
    };
  });
}

test.describe('social cards', () => {
  for (const {route, card, title} of [
    {route: '/docs/sync', card: '/img/cards/docs/sync.png', title: 'Synchronization'},
    {route: '/docs/api/classes/repository', card: '/img/cards/docs/api/classes/repository.png', title: 'Repository'},
  ]) {
    test(`${route} names its own card after hydration, served as a PNG, and loads nothing of it`, async ({page}) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await openPage(page, route);
      const tags = await imageTags(page);
      const url = `${siteUrl}${card}`;
      expect(tags.ogImage).toEqual([url]);
      expect(tags.twitterImage).toEqual([url]);
      expect(tags.width).toEqual(['1200']);
      expect(tags.height).toEqual(['630']);
      expect(tags.ogAlt).toHaveLength(1);
      expect(tags.ogAlt[0]).toContain(title);
      expect(tags.twitterAlt).toEqual(tags.ogAlt);
      expect(requested.filter((pathname) => pathname.startsWith('/img/cards/'))).toEqual([]);

      const response = await page.request.get(card);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    });
  }

  test('the home page keeps the designed card', async ({page}) => {
    await openPage(page, '/');
    const tags = await imageTags(page);
    expect(tags.ogImage).toEqual([`${siteUrl}/img/social-card.png`]);
    expect(tags.twitterImage).toEqual(tags.ogImage);
    expect(tags.ogAlt[0]).toMatch(/^IbexDB: /);
  });
});
