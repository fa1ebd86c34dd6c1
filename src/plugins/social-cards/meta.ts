/**
 * The image tags of a built page: what a chat or a post reads to show a
 * preview when a link to the page is shared. The tags are written into the
 * HTML after the build, outside React Helmet's care (no `data-rh`), so the
 * browser loads nothing for them and hydration leaves them as the HTML has
 * them.
 */
import {escapeHtml} from '../../utils/html';


/** The image a page names for its link previews. */
export interface PreviewImage {
  /** Absolute URL of the PNG. */
  readonly url: string;
  readonly width: number;
  readonly height: number;
  /** What the image shows, for readers who cannot see it. */
  readonly alt: string;
}


/** The Open Graph and Twitter tags that name the image, its size and its text alternative. */
export function imageTags(image: PreviewImage): string {
  const tags: [attribute: 'property' | 'name', key: string, value: string | number][] = [
    ['property', 'og:image', image.url],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', image.width],
    ['property', 'og:image:height', image.height],
    ['property', 'og:image:alt', image.alt],
    ['name', 'twitter:image', image.url],
    ['name', 'twitter:image:alt', image.alt],
  ];
  return tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}">`).join('');
}

/**
 * The page with the image tags at the end of its head: before `</head>`, or,
 * in a minified page, which leaves that optional tag out, before `<body`. A
 * page that already names an image (a theme's or front matter's `image`) is
 * refused, since two `og:image` tags leave the choice to each reader of the page.
 */
export function withImageTags(html: string, image: PreviewImage): string {
  if (/<meta[^>]+(?:property|name)=["']?(?:og|twitter):image/i.test(html)) {
    throw new Error('it already names a preview image (a front matter or theme `image`): remove that one');
  }
  const headEnd = /<\/head>|<body[\s>]/i.exec(html);
  if (!headEnd) throw new Error('it has neither </head> nor <body>');
  return `${html.slice(0, headEnd.index)}${imageTags(image)}${html.slice(headEnd.index)}`;
}
