/**
 * /llms.txt and /llms-full.txt in the llmstxt.org format: the site title as
 * `#`, a `>` summary, then `##` sections listing each page once as
 * `- [Title](twin URL): description`. llms-full.txt holds the same header and
 * then every page of the Guides and API reference sections, in that order.
 */
import type {ConvertedPage} from './html-to-markdown';
import {markdownTwinPath} from './twin-url';

export type IndexSection = {title: string; paths: string[]};

export type IndexInput = {
  siteTitle: string;
  summary: string;
  siteUrl: string;
  sections: IndexSection[];
  pages: Map<string, ConvertedPage>;
};

/** Sections whose pages make up the whole documentation, in reading order. */
const fullTextSections = ['Guides', 'API reference'];

function twinUrl(siteUrl: string, pagePath: string): string {
  return new URL(markdownTwinPath(pagePath), siteUrl).href;
}

function pageOf(input: IndexInput, pagePath: string): ConvertedPage {
  const page = input.pages.get(pagePath);
  if (!page) throw new Error(`llms.txt: ${pagePath} is in a sidebar but has no Markdown twin`);
  return page;
}

/** Every page with a twin is listed exactly once, or the build stops. */
function checkListedOnce(input: IndexInput): void {
  const listed = input.sections.flatMap((section) => section.paths);
  const twice = listed.filter((pagePath, index) => listed.indexOf(pagePath) !== index);
  const missing = [...input.pages.keys()].filter((pagePath) => !listed.includes(pagePath));
  if (twice.length > 0 || missing.length > 0) {
    throw new Error(`llms.txt: pages listed twice: [${twice.join(', ')}]; pages not listed: [${missing.join(', ')}]`);
  }
}

function header(input: IndexInput): string {
  return [
    `# ${input.siteTitle}`,
    `> ${input.summary}`,
    `Every page of this site is also published as Markdown: add \`.md\` to its URL, or \`index.md\` to a URL that ends with a slash. [The whole documentation in one file](${new URL('/llms-full.txt', input.siteUrl).href}) follows the reading order below.`,
  ].join('\n\n');
}

export function buildLlmsTxt(input: IndexInput): string {
  checkListedOnce(input);
  const sections = input.sections
    .filter((section) => section.paths.length > 0)
    .map((section) => {
      const lines = section.paths.map((pagePath) => {
        const {title, description} = pageOf(input, pagePath);
        return `- [${title}](${twinUrl(input.siteUrl, pagePath)})${description ? `: ${description}` : ''}`;
      });
      return [`## ${section.title}`, lines.join('\n')].join('\n\n');
    });
  return `${[header(input), ...sections].join('\n\n')}\n`;
}

export function buildLlmsFullTxt(input: IndexInput): string {
  checkListedOnce(input);
  const pages = input.sections
    .filter((section) => fullTextSections.includes(section.title))
    .flatMap((section) => section.paths)
    .map((pagePath) => {
      const {markdown} = pageOf(input, pagePath);
      const [title, ...body] = markdown.split('\n');
      return [title, '', `Source: ${new URL(pagePath, input.siteUrl).href}`, ...body].join('\n').trim();
    });
  return `${[header(input), ...pages].join('\n\n')}\n`;
}
