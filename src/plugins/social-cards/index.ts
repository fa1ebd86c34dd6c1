/**
 * A social card per page: when a link to a guide or an API page is shared, the
 * preview shows that page's own card (its title, its section, the site's logo
 * and name) instead of the site-wide one. After the build, this plugin writes
 * a 1200×630 PNG per doc page under img/cards/ (card.ts draws it) and names it
 * in the page's `og:image` and `twitter:image` tags (meta.ts); every other
 * page, the home page first, names the site's designed card. Pages load
 * nothing more: only link previews read the tags and fetch the card.
 *
 * The tags are written into the built HTML rather than rendered by React, so
 * no script grows; the theme's `image` setting stays unset for that reason
 * (React Helmet would render its tag on every page, and put it back on
 * hydration). A page whose card cannot be made, or would weigh more than 60
 * KB, fails the build, naming the page.
 *
 * The tags and the cards are written by a step of the post-build pipeline
 * (src/plugins/post-build), before the steps that read the pages; the offline
 * cache leaves img/cards/ out (docusaurus.config.ts).
 */
import fs from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {PluginWithStep} from '../post-build';
import {cardByteBudget, cardHeight, cardWidth, loadCardAssets, renderCard, type CardAssets} from './card';
import {withImageTags, type PreviewImage} from './meta';
import {apiIndexPage, apiModules, apiPageKinds, apiPageRoute, apiRoute, functionsPage} from '../../api-layout.mjs';
import {loadedDocsVersion} from '../../utils/docs-content';

export interface SocialCardsOptions {
  /** The site's logo, drawn on every card (a path from the site's folder). */
  readonly logo: string;
  /** The designed card of the pages without one of their own, as a path in static/. */
  readonly siteCard: string;
  /** What the designed card shows, for readers who cannot see it. */
  readonly siteCardAlt: string;
  /** The sidebar of the guides: each guide's section is its category there. */
  readonly guidesSidebar: string;
  /** The section of a guide in no category of that sidebar. */
  readonly guidesSection: string;
}

/** A doc page and what its card shows. */
export interface CardPage {
  readonly permalink: string;
  readonly title: string;
  readonly section: string;
}

/** Where the cards are written in the build, and served from. */
export const cardsFolder = 'img/cards';

/** The card of a page, as a path in the build (`/docs/sync` → `img/cards/docs/sync.png`, `/docs/api/` → `img/cards/docs/api/index.png`). */
export function cardFile(permalink: string): string {
  const page = permalink.endsWith('/') ? `${permalink}index` : permalink;
  return `${cardsFolder}${page}.png`;
}

/** The width and height a PNG's header gives (its IHDR chunk). */
export function pngSize(png: Buffer): {width: number; height: number} {
  const signature = '89504e470d0a1a0a';
  if (png.length < 24 || png.subarray(0, 8).toString('hex') !== signature || png.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('not a PNG file');
  }
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

/** What a card shows, in words: the alternative text of its tags. */
export function cardAlt(page: CardPage, siteName: string): string {
  return `${siteName} Docs, ${page.section}: ${page.title}`;
}

/** The singular name of each kind of API page, shown as its section. */
const apiKindNames: Record<(typeof apiPageKinds)[number]['kind'], string> = {
  Class: 'Class',
  Interface: 'Interface',
  TypeAlias: 'Type',
};

/** An API page's section: the reference's name, then the kind of page (`Class`, `Functions`). */
export function apiSection(permalink: string): string | undefined {
  if (permalink === apiPageRoute(apiIndexPage)) return 'API reference';
  if (apiModules.some(({key}) => permalink === apiPageRoute(functionsPage(key)))) return 'API reference · Functions';
  const kind = apiPageKinds.find(({folder}) => permalink.startsWith(`${apiRoute}${folder}/`));
  return kind ? `API reference · ${apiKindNames[kind.kind]}` : undefined;
}

type SidebarNode = {type: string; id?: string; label?: string; items?: SidebarNode[]};

/** The label of the category that lists each doc id, at any depth of a sidebar. */
function categoriesOf(items: SidebarNode[], category?: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const item of items) {
    if (item.type === 'doc' && item.id && category) found.set(item.id, category);
    for (const [id, label] of categoriesOf(item.items ?? [], item.type === 'category' ? item.label : category)) {
      found.set(id, label);
    }
  }
  return found;
}

function routeHtmlFile(outDir: string, route: string): string {
  if (route.endsWith('.html')) return path.join(outDir, route);
  return path.join(outDir, route.endsWith('/') ? `${route}index.html` : `${route}/index.html`);
}

/** Where the cards go and what they name besides their page. */
export interface CardsTarget {
  readonly outDir: string;
  readonly siteName: string;
  /** The site's address: its host is shown on every card. */
  readonly siteUrl: string;
  readonly assets: CardAssets;
}

/**
 * Draws and writes each page's card, two at a time: resvg turns one into
 * pixels on a worker thread while satori lays out the next. The first card
 * that cannot be made stops the work and names its page.
 */
export async function writeCards(pages: readonly CardPage[], target: CardsTarget): Promise<void> {
  const queue = [...pages];
  const host = new URL(target.siteUrl).host;
  const worker = async () => {
    for (let page = queue.shift(); page; page = queue.shift()) {
      try {
        const png = await renderCard(
          {title: page.title, section: page.section, address: `${host}${page.permalink}`},
          target.siteName,
          target.assets,
        );
        if (png.length > cardByteBudget) {
          throw new Error(`it weighs ${png.length} bytes, over the budget of ${cardByteBudget}: shorten the title`);
        }
        const file = path.join(target.outDir, cardFile(page.permalink));
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, png);
      } catch (error) {
        queue.length = 0;
        throw new Error(`The social card of the page ${page.permalink} could not be made: ${(error as Error).message}`, {cause: error});
      }
    }
  };
  await Promise.all([worker(), worker()]);
}

export default function socialCards(options: SocialCardsOptions): PluginWithStep {
  let pages: CardPage[] | undefined;

  return {
    plugin: () => ({
      name: 'ibexdb-social-cards',

      allContentLoaded({allContent}) {
        const version = loadedDocsVersion(allContent, 'social cards');
        const guideCategories = categoriesOf(version.sidebars[options.guidesSidebar] ?? []);
        pages = version.docs.map((doc) => ({
          permalink: doc.permalink,
          title: doc.title,
          section: apiSection(doc.permalink) ?? guideCategories.get(doc.id) ?? options.guidesSection,
        }));
      },
    }),

    step: {
      name: 'social-cards',
      async run({outDir, routesPaths, siteConfig, siteDir}) {
        if (!pages) throw new Error('the docs were not loaded');
        const siteName = siteConfig.title;
        const siteCardFile = path.join(outDir, options.siteCard);
        const siteImage: PreviewImage = {
          url: new URL(`${siteConfig.baseUrl}${options.siteCard}`, siteConfig.url).href,
          ...pngSize(fs.readFileSync(siteCardFile)),
          alt: options.siteCardAlt,
        };
        const cardPages = new Map(pages.map((page) => [page.permalink, page]));
        for (const route of new Set(routesPaths)) {
          const page = cardPages.get(route);
          const image: PreviewImage = page
            ? {
                url: new URL(`${siteConfig.baseUrl}${cardFile(page.permalink)}`, siteConfig.url).href,
                width: cardWidth,
                height: cardHeight,
                alt: cardAlt(page, siteName),
              }
            : siteImage;
          const file = routeHtmlFile(outDir, route);
          try {
            fs.writeFileSync(file, withImageTags(fs.readFileSync(file, 'utf8'), image));
          } catch (error) {
            throw new Error(`The preview image tags of the page ${route} could not be written: ${(error as Error).message}`, {
              cause: error,
            });
          }
        }
        const assets = loadCardAssets(path.join(siteDir, options.logo));
        await writeCards(pages, {outDir, siteName, siteUrl: siteConfig.url, assets});
      },
    },
  };
}
