import assert from 'node:assert/strict';
import {copyFile, mkdir, mkdtemp, readFile, rm, stat, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {LoadContext, Plugin} from '@docusaurus/types';
import socialCards, {
  apiSection,
  cardFile,
  cardsFolder,
  pngSize,
  writeCards,
  type CardPage,
  type SocialCardsOptions,
} from '../../src/plugins/social-cards';
import {cardByteBudget, cardHeight, cardWidth, loadCardAssets, renderCard, titleFontSize} from '../../src/plugins/social-cards/card';
import {withImageTags} from '../../src/plugins/social-cards/meta';

const siteDir = path.resolve(__dirname, '../..');
const assets = loadCardAssets(path.join(siteDir, 'static/img/logo.svg'));
const siteUrl = 'https://ibexdb.dev';

/** A page as the build writes it: minified, which leaves out the optional `</head>`. */
const page = (body = '') =>
  `<!DOCTYPE html><html lang=en><head><meta charset=UTF-8><title>Sync</title><meta data-rh=true name=twitter:card content=summary_large_image><script src=/assets/js/main.js defer></script><body class=navigation-with-keyboard>${body}`;

async function withTempDir(run: (folder: string) => Promise<void>): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'social-cards-'));
  try {
    await run(folder);
  } finally {
    await rm(folder, {recursive: true, force: true});
  }
}

describe('card files', () => {
  it('puts each page card under img/cards, the path of the page with .png, index.png for a folder', () => {
    assert.equal(cardFile('/docs/sync'), `${cardsFolder}/docs/sync.png`);
    assert.equal(cardFile('/docs/api/classes/repository'), 'img/cards/docs/api/classes/repository.png');
    assert.equal(cardFile('/docs/api/'), 'img/cards/docs/api/index.png');
  });

  it('names the kind of each API page as its section', () => {
    assert.equal(apiSection('/docs/api/'), 'API reference');
    assert.equal(apiSection('/docs/api/functions-react'), 'API reference · Functions');
    assert.equal(apiSection('/docs/api/classes/repository'), 'API reference · Class');
    assert.equal(apiSection('/docs/api/interfaces/queryconfig'), 'API reference · Interface');
    assert.equal(apiSection('/docs/api/types/schema'), 'API reference · Type');
    assert.equal(apiSection('/docs/sync'), undefined);
  });
});

describe('the card', () => {
  it('is a 1200×630 PNG under the budget, for the longest titles too', async () => {
    for (const content of [
      {title: 'SchemaValueWithOptional', section: 'API reference · Type', address: 'ibexdb.dev/docs/api/types/schemavaluewithoptional'},
      {title: 'Tutorial: a real-time todo app', section: 'Getting started', address: 'ibexdb.dev/docs/tutorial'},
      {title: 'A title long enough to need every one of the three lines the card gives a title, and more', section: 'Project', address: 'ibexdb.dev/docs/x'},
    ]) {
      const png = await renderCard(content, 'IbexDB', assets);
      assert.deepEqual(pngSize(png), {width: cardWidth, height: cardHeight}, content.title);
      assert.ok(png.length <= cardByteBudget, `${content.title}: ${png.length} bytes`);
    }
  });

  it('shrinks the title until its longest word fits on a line and the whole on three lines', () => {
    assert.equal(titleFontSize('Sync'), 88);
    assert.ok(titleFontSize('SchemaValueWithOptional') < titleFontSize('Schema'));
    assert.ok(titleFontSize('SchemaValueWithOptional') * 0.62 * 'SchemaValueWithOptional'.length <= 1040);
    assert.ok(titleFontSize('Tutorial: a real-time todo app') >= 72);
  });
});

describe('the preview image tags', () => {
  const image = {url: 'https://ibexdb.dev/img/cards/docs/sync.png', width: 1200, height: 630, alt: 'IbexDB Docs, Sync & "security": Sync'};

  it('name the image, its type, size and text in Open Graph and Twitter tags at the end of the head', () => {
    const html = withImageTags(page('<p>Body</p>'), image);
    const head = html.slice(0, html.indexOf('<body'));
    for (const tag of [
      '<meta property="og:image" content="https://ibexdb.dev/img/cards/docs/sync.png">',
      '<meta property="og:image:type" content="image/png">',
      '<meta property="og:image:width" content="1200">',
      '<meta property="og:image:height" content="630">',
      '<meta property="og:image:alt" content="IbexDB Docs, Sync &amp; &quot;security&quot;: Sync">',
      '<meta name="twitter:image" content="https://ibexdb.dev/img/cards/docs/sync.png">',
      '<meta name="twitter:image:alt" content="IbexDB Docs, Sync &amp; &quot;security&quot;: Sync">',
    ]) {
      assert.ok(head.includes(tag), tag);
    }
    assert.ok(head.startsWith(page().slice(0, page().indexOf('<body'))));
    assert.ok(html.endsWith('<body class=navigation-with-keyboard><p>Body</p>'));
    const unminified = '<html><head><title>Sync</title></head><body></body></html>';
    assert.equal(withImageTags(unminified, image).indexOf('<meta property="og:image"'), unminified.indexOf('</head>'));
  });

  it('refuse a page that already names an image, and a page without a head end', () => {
    const named = page().replace('<script', '<meta data-rh=true property=og:image content=https://ibexdb.dev/img/social-card.png><script');
    assert.throws(() => withImageTags(named, image), /already names a preview image/);
    assert.throws(() => withImageTags('<p>No head</p>', image), /neither <\/head> nor <body>/);
  });
});

describe('writing the cards', () => {
  it('fails, naming the page, when a card cannot be made', async () => {
    await withTempDir(async (outDir) => {
      const pages: CardPage[] = [
        {permalink: '/docs/untitled', title: ' ', section: 'Project'},
        {permalink: '/docs/sync', title: 'Synchronization', section: 'Sync and security'},
      ];
      await assert.rejects(
        writeCards(pages, {outDir, siteName: 'IbexDB', siteUrl, assets}),
        /^Error: The social card of the page \/docs\/untitled could not be made: the page has no title to show$/,
      );
    });
  });

  it('fails, naming the page, when its card cannot be written', async () => {
    await withTempDir(async (outDir) => {
      // A file where the card's folder should be.
      await mkdir(path.join(outDir, cardsFolder), {recursive: true});
      await writeFile(path.join(outDir, cardsFolder, 'docs'), 'not a folder');
      await assert.rejects(
        writeCards([{permalink: '/docs/sync', title: 'Synchronization', section: 'Sync and security'}], {outDir, siteName: 'IbexDB', siteUrl, assets}),
        /The social card of the page \/docs\/sync could not be made: .*(?:EEXIST|ENOTDIR)/,
      );
    });
  });
});

describe('the plugin', () => {
  const options: SocialCardsOptions = {
    logo: 'static/img/logo.svg',
    siteCard: 'img/social-card.png',
    siteCardAlt: 'IbexDB: an embedded database',
    guidesSidebar: 'guides',
    guidesSection: 'Guides',
  };
  const context = {siteDir, siteConfig: {url: siteUrl, baseUrl: '/', title: 'IbexDB'}} as LoadContext;
  type AllContentLoaded = Parameters<NonNullable<Plugin['allContentLoaded']>>[0];
  type PostBuild = Parameters<NonNullable<Plugin['postBuild']>>[0];
  const docsContent = (docs: {id: string; permalink: string; title: string}[]) =>
    ({
      allContent: {
        'docusaurus-plugin-content-docs': {
          default: {
            loadedVersions: [
              {
                docs,
                sidebars: {guides: [{type: 'category', label: 'Sync and security', items: [{type: 'doc', id: 'sync'}]}], api: []},
              },
            ],
          },
        },
      },
      actions: {},
    }) as unknown as AllContentLoaded;

  it('writes each doc page its own card and tags, and the other pages the designed card; a guide in no category is in Guides', async () => {
    await withTempDir(async (outDir) => {
      await mkdir(path.join(outDir, 'img'), {recursive: true});
      await copyFile(path.join(siteDir, 'static/img/social-card.png'), path.join(outDir, 'img/social-card.png'));
      for (const file of ['index.html', 'docs/sync/index.html', 'docs/stray/index.html', 'docs/api/classes/repository/index.html', '404.html']) {
        await mkdir(path.dirname(path.join(outDir, file)), {recursive: true});
        await writeFile(path.join(outDir, file), page());
      }
      const {plugin: createPlugin, step} = socialCards(options);
      const plugin = createPlugin(context);
      await plugin.allContentLoaded?.(
        docsContent([
          {id: 'sync', permalink: '/docs/sync', title: 'Synchronization'},
          {id: 'stray', permalink: '/docs/stray', title: 'Stray'},
          {id: 'api/classes/repository', permalink: '/docs/api/classes/repository', title: 'Repository'},
        ]),
      );
      await step.run({outDir, siteDir, siteConfig: context.siteConfig, routesPaths: ['/', '/docs/sync', '/docs/stray', '/docs/api/classes/repository', '/404.html']} as unknown as PostBuild);

      const sync = await readFile(path.join(outDir, 'docs/sync/index.html'), 'utf8');
      assert.match(sync, /<meta property="og:image" content="https:\/\/ibexdb\.dev\/img\/cards\/docs\/sync\.png">/);
      assert.match(sync, /<meta property="og:image:alt" content="IbexDB Docs, Sync and security: Synchronization">/);
      assert.match(await readFile(path.join(outDir, 'docs/stray/index.html'), 'utf8'), /content="IbexDB Docs, Guides: Stray"/);
      const repository = await readFile(path.join(outDir, 'docs/api/classes/repository/index.html'), 'utf8');
      assert.match(repository, /<meta name="twitter:image" content="https:\/\/ibexdb\.dev\/img\/cards\/docs\/api\/classes\/repository\.png">/);
      assert.match(repository, /<meta name="twitter:image:alt" content="IbexDB Docs, API reference · Class: Repository">/);
      for (const file of ['index.html', '404.html']) {
        const html = await readFile(path.join(outDir, file), 'utf8');
        assert.match(html, /<meta property="og:image" content="https:\/\/ibexdb\.dev\/img\/social-card\.png">/);
        assert.match(html, /<meta property="og:image:alt" content="IbexDB: an embedded database">/);
      }
      for (const card of ['docs/sync.png', 'docs/stray.png', 'docs/api/classes/repository.png']) {
        const png = await readFile(path.join(outDir, cardsFolder, card));
        assert.deepEqual(pngSize(png), {width: 1200, height: 630});
        assert.ok((await stat(path.join(outDir, cardsFolder, card))).size <= cardByteBudget);
      }
    });
  });

  it('fails the build, naming the page, when a page cannot take its tags', async () => {
    await withTempDir(async (outDir) => {
      await mkdir(path.join(outDir, 'img'), {recursive: true});
      await copyFile(path.join(siteDir, 'static/img/social-card.png'), path.join(outDir, 'img/social-card.png'));
      const {plugin: createPlugin, step} = socialCards(options);
      const plugin = createPlugin(context);
      await plugin.allContentLoaded?.(docsContent([{id: 'sync', permalink: '/docs/sync', title: 'Synchronization'}]));
      await assert.rejects(
        async () => step.run({outDir, siteDir, siteConfig: context.siteConfig, routesPaths: ['/docs/sync']} as unknown as PostBuild),
        /The preview image tags of the page \/docs\/sync could not be written: ENOENT/,
      );
    });
  });
});
