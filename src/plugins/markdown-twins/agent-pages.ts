/**
 * What assistants need from the HTML pages themselves, for those that fetch a
 * page rather than its twin (the Agent-Friendly Docs Spec, checked by afdocs in
 * tests/built/agent-readiness.test.ts):
 *
 * - a directive near the top of every page, and under the title of every twin,
 *   saying that /llms.txt indexes the documentation and that each page has a
 *   Markdown version. In the HTML it is the first thing in the body (Docusaurus's
 *   `preBodyTags`, so it holds for any template), visually hidden, and
 *   `aria-hidden`: it is a pointer for programs that read the HTML, which a
 *   screen reader would otherwise announce before the skip link on every page.
 *   It is plain text, not a link, so it adds no hidden tab stop, and it sits
 *   outside every landmark.
 * - pages that lenient HTML parsers read whole. The minifier leaves out the end
 *   tags HTML lets a page omit (`</p>`, `</li>`, `</td>`, the `<head>` tags); a
 *   browser infers them, but parsers that do not, such as node-html-parser, which
 *   afdocs and other agent tools use, then lose the page's `<main>` and read its
 *   head scripts as text. `withEveryEndTag` writes the same document with every
 *   tag: parse5 parses it as a browser does and hast-util-to-html writes each
 *   element whole, so the DOM, and every inline script's text (hence the
 *   Content-Security-Policy's hashes), stay as they were.
 */
import type {HtmlTagObject} from '@docusaurus/types';
import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';

/** The directive's words: `index` is how the index's URL is written, `code` how a file name is. */
function directive(index: string, code: (name: string) => string): string {
  return `For AI assistants: the index of this documentation, with every page as Markdown, is ${index}. Each page also has a Markdown version at its URL plus ${code('.md')} (${code('index.md')} for a URL that ends with a slash).`;
}

/** The directive's words as plain text, with the index's absolute URL. */
export function directiveText(siteUrl: string): string {
  return directive(new URL('/llms.txt', siteUrl).href, (name) => name);
}

/** Hidden from sight but laid out, so tools that read the rendered text still get it. */
const visuallyHidden = [
  'position:absolute',
  'width:1px',
  'height:1px',
  'margin:-1px',
  'padding:0',
  'overflow:hidden',
  'clip-path:inset(50%)',
  'white-space:nowrap',
  'border:0',
].join(';');

/** The directive as the first element of every page's body. */
export function directiveTag(siteUrl: string): HtmlTagObject {
  return {
    tagName: 'div',
    attributes: {'aria-hidden': 'true', 'data-agent-directive': 'llms.txt', style: visuallyHidden},
    innerHTML: directiveText(siteUrl),
  };
}

/** A twin with the directive as a quote right under its `#` title. */
export function withDirective(markdown: string, siteUrl: string): string {
  const [title = '', ...rest] = markdown.split('\n');
  const quote = `> ${directive(`[llms.txt](${new URL('/llms.txt', siteUrl).href})`, (name) => `\`${name}\``)}`;
  return [title, '', quote, ...rest].join('\n');
}

/**
 * The same HTML document with every start and end tag written out. Attribute values
 * are quoted, so the characters that once let an unquoted value escape in old
 * browsers need no reference, and each reference is the shortest.
 */
export function withEveryEndTag(html: string): string {
  return toHtml(fromHtml(html), {allowDangerousCharacters: true, characterReferences: {useShortestReferences: true}});
}
