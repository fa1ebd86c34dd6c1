/**
 * One social card: the 1200×630 PNG a chat or a post shows when a link to a
 * page is shared. Satori lays the card out as SVG (with Inter, the site's
 * text face, from @fontsource/inter: satori reads .woff, not .woff2), and
 * resvg turns the SVG into a PNG. The card has one palette, the light theme's
 * primary as background with white text, whatever the reader's colour mode.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {renderAsync} from '@resvg/resvg-js';
import satori, {type Font} from 'satori';

export const cardWidth = 1200;
export const cardHeight = 630;
/** The largest card the site accepts: link previews fetch it on a chat's first view. */
export const cardByteBudget = 60 * 1024;

/** What a card shows about its page. */
export interface CardContent {
  /** The page's title, as its h1 gives it. */
  readonly title: string;
  /** Where the page sits: its sidebar category, or the API reference and the kind of page. */
  readonly section: string;
  /** The page's address without the scheme (`ibexdb.dev/docs/sync`). */
  readonly address: string;
}

/** The card's palette: the light theme's primary (src/css/custom.css) under white and near-white text. */
export const palette = {
  background: '#0a6b66',
  title: '#ffffff',
  text: '#ddf1ef',
  logoFrame: 'rgba(255, 255, 255, 0.45)',
} as const;

/** A node of satori's tree: the shape of a React element, written without JSX. */
interface CardNode {
  type: string;
  key: null;
  props: {style?: Record<string, string | number>; children?: (CardNode | string)[] | string; src?: string; width?: number; height?: number};
}

const node = (type: string, props: CardNode['props']): CardNode => ({type, key: null, props});

const padding = {x: 80, y: 64};
const titleWidth = cardWidth - 2 * padding.x;
/** Inter Bold's widest run of letters, in ems per character: API names in camel case come close. */
const boldCharWidth = 0.62;
const titleSizes = {largest: 88, smallest: 44, step: 4};
const titleLines = 3;
const titleLineHeight = 1.12;

/**
 * The title's font size: the largest that fits its longest word on one line and
 * the whole title on three (`CompileOptions`, `SchemaValueWithOptional` and
 * `Tutorial: a real-time todo app` all fit). Satori still wraps and clamps, so a
 * longer title loses its end rather than running off the card.
 */
export function titleFontSize(title: string): number {
  const words = title.split(/\s+/);
  const longestWord = Math.max(...words.map((word) => word.length));
  for (let size = titleSizes.largest; size > titleSizes.smallest; size -= titleSizes.step) {
    const charsPerLine = Math.floor(titleWidth / (size * boldCharWidth));
    if (longestWord > charsPerLine) continue;
    let lines = 1;
    let used = 0;
    for (const word of words) {
      const needed = used === 0 ? word.length : used + 1 + word.length;
      if (needed > charsPerLine) {
        lines += 1;
        used = word.length;
      } else {
        used = needed;
      }
    }
    if (lines <= titleLines) return size;
  }
  return titleSizes.smallest;
}

const require = createRequire(__filename);
const interFile = (weight: 400 | 700) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

/** Fonts and logo, read once per build. */
export interface CardAssets {
  readonly fonts: Font[];
  /** The site's logo as a data URL. */
  readonly logo: string;
}

export function loadCardAssets(logoFile: string): CardAssets {
  return {
    fonts: [
      {name: 'Inter', data: interFile(400), weight: 400, style: 'normal'},
      {name: 'Inter', data: interFile(700), weight: 700, style: 'normal'},
    ],
    logo: `data:image/svg+xml;base64,${readFileSync(path.resolve(logoFile)).toString('base64')}`,
  };
}

function cardTree(content: CardContent, siteName: string, logo: string): CardNode {
  const fontSize = titleFontSize(content.title);
  return node('div', {
    style: {
      width: cardWidth,
      height: cardHeight,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: `${padding.y}px ${padding.x}px`,
      backgroundColor: palette.background,
      color: palette.text,
      fontFamily: 'Inter',
    },
    children: [
      node('div', {
        style: {display: 'flex', alignItems: 'center'},
        children: [
          node('div', {
            style: {display: 'flex', padding: 6, borderRadius: 24, border: `3px solid ${palette.logoFrame}`},
            children: [node('img', {src: logo, width: 72, height: 72})],
          }),
          node('div', {
            style: {marginLeft: 28, fontSize: 44, fontWeight: 700, color: palette.title},
            children: siteName,
          }),
          node('div', {style: {marginLeft: 16, fontSize: 44, fontWeight: 400}, children: 'Docs'}),
        ],
      }),
      node('div', {
        style: {display: 'flex', flexDirection: 'column'},
        children: [
          node('div', {style: {fontSize: 32, fontWeight: 700, marginBottom: 16}, children: content.section}),
          node('div', {
            style: {
              display: 'block',
              fontSize,
              fontWeight: 700,
              lineHeight: titleLineHeight,
              color: palette.title,
              lineClamp: titleLines,
              wordBreak: 'break-word',
            },
            children: content.title,
          }),
        ],
      }),
      node('div', {style: {fontSize: 28, fontWeight: 400}, children: content.address}),
    ],
  });
}

/** The card of one page, as a PNG. Throws when satori meets a style it cannot apply. */
export async function renderCard(content: CardContent, siteName: string, assets: CardAssets): Promise<Buffer> {
  if (!content.title.trim()) throw new Error('the page has no title to show');
  if (!content.section.trim()) throw new Error('the page has no section to show');
  const styleErrors: Error[] = [];
  const svg = await satori(cardTree(content, siteName, assets.logo), {
    width: cardWidth,
    height: cardHeight,
    fonts: assets.fonts,
    onStyleError: (error) => styleErrors.push(error),
  });
  if (styleErrors.length > 0) throw new Error(`the card's layout has a style satori cannot apply: ${styleErrors[0].message}`);
  const image = await renderAsync(svg, {font: {loadSystemFonts: false}, fitTo: {mode: 'original'}});
  return image.asPng();
}
