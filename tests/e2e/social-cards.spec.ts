import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, openPage} from '../support/fixtures';
import {apiRoutes, buildDir, guideRoutes, sitemapPaths} from '../support/spec';
import {siteUrl} from '../../src/site';

/**
 * Link previews: every guide and API page names its own card (a 1200×630 PNG
 * of at most 60 KB, drawn at build time by src/plugins/social-cards) in its
 * `og:image` and `twitter:image` tags; the home page keeps the designed card.
 * The cards are for the tools that preview a link: no page loads one, and
 * the offline cache leaves them out.
 */

const cardBudget = 60 * 1024;

/** The width and height in a PNG's header (IHDR), or none for a file that is not a PNG. */
function pngSize(png: Buffer): {width: number; height: number} | undefined {
  const isPng = png.length >= 24 && png.subarray(0, 8).toString('hex') === '89504e470d0a1a0a' && png.toString('latin1', 12, 16) === 'IHDR';
  return isPng ? {width: png.readUInt32BE(16), height: png.readUInt32BE(20)} : undefined;
}

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

function builtHtml(pagePath: string): string {
  return readFileSync(path.join(buildDir, pagePath.endsWith('/') ? `${pagePath}index.html` : `${pagePath}/index.html`), 'utf8');
}

test.describe('social cards', () => {
  for (const {route, card, title} of [
    {route: '/docs/sync', card: '/img/cards/docs/sync.png', title: 'Synchronization'},
    {route: '/docs/api/classes/repository', card: '/img/cards/docs/api/classes/repository.png', title: 'Repository'},
  ]) {
    test(`${route} names its own card, a 1200×630 PNG under 60 KB, and loads nothing of it`, async ({page}) => {
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
      const png = await response.body();
      expect(pngSize(png)).toEqual({width: 1200, height: 630});
      expect(png.length).toBeLessThanOrEqual(cardBudget);
    });
  }

  test('the home page keeps the designed card', async ({page}) => {
    await openPage(page, '/');
    const tags = await imageTags(page);
    expect(tags.ogImage).toEqual([`${siteUrl}/img/social-card.png`]);
    expect(tags.twitterImage).toEqual(tags.ogImage);
    expect(tags.ogAlt[0]).toMatch(/^IbexDB: /);
    const png = await (await page.request.get('/img/social-card.png')).body();
    expect(pngSize(png)).toEqual({width: 1200, height: 630});
  });

  test('every guide and API page of the sitemap has a card of its own, and the offline cache leaves them out', () => {
    const docPages = sitemapPaths().filter((pagePath) => pagePath.startsWith('/docs/'));
    expect(docPages.sort()).toEqual([...guideRoutes, ...apiRoutes].sort());
    const cards = new Map<string, string>();
    for (const pagePath of docPages) {
      const html = builtHtml(pagePath);
      const ogImage = [...html.matchAll(/<meta property="og:image" content="([^"]+)">/g)].map(([, url]) => url);
      const twitterImage = [...html.matchAll(/<meta name="twitter:image" content="([^"]+)">/g)].map(([, url]) => url);
      expect(ogImage, pagePath).toHaveLength(1);
      expect(twitterImage, pagePath).toEqual(ogImage);
      const url = new URL(ogImage[0]);
      expect(url.origin, pagePath).toBe(siteUrl);
      const file = path.join(buildDir, url.pathname);
      expect(existsSync(file), `${pagePath}: ${url.pathname}`).toBe(true);
      const png = readFileSync(file);
      expect(pngSize(png), pagePath).toEqual({width: 1200, height: 630});
      expect(png.length, pagePath).toBeLessThanOrEqual(cardBudget);
      cards.set(pagePath, createHash('sha256').update(png).digest('hex'));
    }
    expect(new Set(cards.values()).size).toBe(docPages.length);
    const written = readdirSync(path.join(buildDir, 'img/cards'), {recursive: true}).filter((name) => String(name).endsWith('.png'));
    expect(written).toHaveLength(docPages.length);
    const serviceWorker = readFileSync(path.join(buildDir, 'sw.js'), 'utf8');
    expect(serviceWorker).toContain('img/logo.png');
    expect(serviceWorker).not.toContain('img/logo.svg');
    expect(serviceWorker).not.toContain('img/cards/');
  });
});
