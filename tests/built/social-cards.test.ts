import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {apiRoutes, buildDir, guideRoutes, sitemapPaths} from '../support/spec';
import {cardBudget, cardSize, pngSize} from '../support/social-cards';
import {siteUrl} from '../../src/site';

/**
 * Link previews in the last build: every guide and API page names a card of its own
 * (src/plugins/social-cards) in its `og:image` and `twitter:image` tags, a 1200×630 PNG
 * of at most 60 KB; the home page names the designed card. The cards are for the tools
 * that preview a link, so the offline cache leaves them out. What a page's tags are once
 * hydrated, and that no page loads a card, is tests/e2e/social-cards.spec.ts's.
 */

function builtHtml(pagePath: string): string {
  return readFileSync(path.join(buildDir, pagePath.endsWith('/') ? `${pagePath}index.html` : `${pagePath}/index.html`), 'utf8');
}

/** The content of the page's `<meta>` tags whose `attribute` is `name`. */
function metaContents(html: string, attribute: 'property' | 'name', name: string): string[] {
  return [...html.matchAll(new RegExp(`<meta ${attribute}="${name}" content="([^"]+)">`, 'g'))].map(([, content = '']) => content);
}

describe('social cards in the build', () => {
  it('every guide and API page of the sitemap names a card of its own, a 1200×630 PNG under 60 KB', () => {
    const docPages = sitemapPaths().filter((pagePath) => pagePath.startsWith('/docs/'));
    assert.deepEqual(docPages.sort(), [...guideRoutes, ...apiRoutes].sort());
    const cards = new Map<string, string>();
    for (const pagePath of docPages) {
      const html = builtHtml(pagePath);
      const ogImage = metaContents(html, 'property', 'og:image');
      assert.equal(ogImage.length, 1, `${pagePath}: og:image tags`);
      assert.deepEqual(metaContents(html, 'name', 'twitter:image'), ogImage, `${pagePath}: twitter:image`);
      const url = new URL(ogImage[0]);
      assert.equal(url.origin, siteUrl, pagePath);
      const file = path.join(buildDir, url.pathname);
      assert.ok(existsSync(file), `${pagePath}: ${url.pathname} is not in the build`);
      const png = readFileSync(file);
      assert.deepEqual(pngSize(png), cardSize, pagePath);
      assert.ok(png.length <= cardBudget, `${pagePath}: its card has ${png.length} bytes, more than ${cardBudget}`);
      cards.set(pagePath, createHash('sha256').update(png).digest('hex'));
    }
    assert.equal(new Set(cards.values()).size, docPages.length, 'two pages share a card');
    const written = readdirSync(path.join(buildDir, 'img/cards'), {recursive: true}).filter((name) => String(name).endsWith('.png'));
    assert.equal(written.length, docPages.length, 'the build holds cards no page names');
  });

  it('the home page names the designed card, a 1200×630 PNG', () => {
    const html = builtHtml('/');
    assert.deepEqual(metaContents(html, 'property', 'og:image'), [`${siteUrl}/img/social-card.png`]);
    assert.deepEqual(pngSize(readFileSync(path.join(buildDir, 'img/social-card.png'))), cardSize);
  });

  it('the offline cache leaves the cards out, and holds the navbar\'s PNG logo rather than the SVG', () => {
    const serviceWorker = readFileSync(path.join(buildDir, 'sw.js'), 'utf8');
    assert.ok(serviceWorker.includes('img/logo.png'), 'sw.js does not cache img/logo.png');
    assert.ok(!serviceWorker.includes('img/logo.svg'), 'sw.js caches img/logo.svg');
    assert.ok(!serviceWorker.includes('img/cards/'), 'sw.js caches the cards');
  });
});
