/**
 * /llms.txt and /llms-full.txt in the llmstxt.org format: the site title as
 * `#`, a `>` summary, the block for assistants (assistants.ts), then `##`
 * sections listing each page once as `- [Title](twin URL): description`.
 * llms-full.txt holds the same header and then every page of the Guides and
 * API reference sections, in that order.
 *
 * The whole documentation is beyond many assistants' context, so it is also
 * published split by what a reader needs (`splitFiles`): one file per guides
 * category, one per API module, each at most `maxCharactersPerFile` long.
 * llms.txt lists them, with llms-full.txt and the agent skill, under "Files
 * for assistants", each with its size.
 */
import type {ConvertedPage} from './html-to-markdown';
import {twinUrl} from './twin-url';

export type IndexSection = {title: string; paths: string[]};

/** A file llms.txt lists under "Files for assistants": its site path, title, what it holds and its text. */
export type AssistantFile = {path: string; title: string; description: string; text: string};

export type IndexInput = {
  siteTitle: string;
  summary: string;
  siteUrl: string;
  sections: IndexSection[];
  pages: Map<string, ConvertedPage>;
  /** The block for assistants that follows the summary (assistants.ts). */
  assistants?: string;
  /** The split files, llms-full.txt and the skill, listed with their sizes. */
  files?: AssistantFile[];
};

/** Sections whose pages make up the whole documentation, in reading order. */
const fullTextSections = ['Guides', 'API reference'];

/** The section of llms.txt that lists the files for assistants. */
export const filesSectionTitle = 'Files for assistants';

/**
 * The most a split file may hold, in characters (UTF-16 code units, which count an
 * emoji as two and so never fewer than the text's characters): the Agent-Friendly
 * Docs Spec's line, past which assistants' fetch tools truncate a file.
 */
export const maxCharactersPerFile = 100_000;

/** Bytes per token of the estimate: about what common tokenizers give for English prose and code. */
const bytesPerToken = 4;

export function byteSize(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** An approximate token count: the UTF-8 size divided by four. */
export function estimateTokens(text: string): number {
  return Math.ceil(byteSize(text) / bytesPerToken);
}

/** "12,345 characters, about 3,100 tokens": the exact length, tokens rounded to the hundred. */
export function sizeLabel(text: string): string {
  const tokens = Math.max(100, Math.round(estimateTokens(text) / 100) * 100);
  return `${text.length.toLocaleString('en-US')} characters, about ${tokens.toLocaleString('en-US')} tokens`;
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
    ...(input.assistants ? [input.assistants] : []),
    `Every page of this site is also published as Markdown: add \`.md\` to its URL, or \`index.md\` to a URL that ends with a slash. [The whole documentation in one file](${new URL('/llms-full.txt', input.siteUrl).href}) follows the reading order below.`,
  ].join('\n\n');
}

function filesSection(input: IndexInput): string[] {
  if (!input.files || input.files.length === 0) return [];
  const lines = input.files.map(
    (file) => `- [${file.title}](${new URL(file.path, input.siteUrl).href}): ${file.description} (${sizeLabel(file.text)})`,
  );
  const note = `Every file holds at most ${maxCharactersPerFile.toLocaleString('en-US')} characters; token counts are estimates at ${bytesPerToken} bytes a token, and a model's own count may differ.`;
  return [[`## ${filesSectionTitle}`, note, lines.join('\n')].join('\n\n')];
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
  return `${[header(input), ...filesSection(input), ...sections].join('\n\n')}\n`;
}

/** A page as the full-text files hold it: its title, its source URL, its body. */
function fullTextPage(input: IndexInput, pagePath: string): string {
  const {markdown} = pageOf(input, pagePath);
  const [title, ...body] = markdown.split('\n');
  return [title, '', `Source: ${new URL(pagePath, input.siteUrl).href}`, ...body].join('\n').trim();
}

export function buildLlmsFullTxt(input: IndexInput): string {
  checkListedOnce(input);
  const pages = input.sections
    .filter((section) => fullTextSections.includes(section.title))
    .flatMap((section) => section.paths)
    .map((pagePath) => fullTextPage(input, pagePath));
  return `${[header(input), ...pages].join('\n\n')}\n`;
}

/** A group of pages that makes one split file, or several when it is too long for one. */
export type SplitGroup = {
  /** The file's name without `.txt`, under /llms/ (`guides-getting-started`). */
  name: string;
  title: string;
  /** What a file of the group holds, from the titles of its pages. */
  description: (pageTitles: string[]) => string;
  paths: string[];
};

/** The folder of the split files at the site's root. */
export const splitFolder = '/llms/';

/**
 * The split files: each group's pages in full, in order, under a short header naming
 * the site and the group. A group longer than `maxCharacters` is cut between pages into
 * numbered parts; a single page longer than that stops the build.
 */
export function splitFiles(input: IndexInput, groups: SplitGroup[], maxCharacters = maxCharactersPerFile): AssistantFile[] {
  return groups.flatMap((group) => {
    type Part = {titles: string[]; pages: string[]};
    const head = (part: string, titles: string[]) => `# ${input.siteTitle}: ${group.title}${part}\n\n> ${group.description(titles)}`;
    // The longest header a part can get: ten parts, every page's title.
    const longestHead = head(' (part 10 of 10)', group.paths.map((pagePath) => pageOf(input, pagePath).title));
    const parts: Part[] = [];
    for (const pagePath of group.paths) {
      const page = fullTextPage(input, pagePath);
      const {title} = pageOf(input, pagePath);
      if (`${longestHead}\n\n${page}\n`.length > maxCharacters) {
        throw new Error(`llms.txt: the page ${pagePath} alone is over ${maxCharacters.toLocaleString('en-US')} characters; it cannot fit a split file`);
      }
      const last = parts.at(-1);
      if (last && `${longestHead}\n\n${[...last.pages, page].join('\n\n')}\n`.length <= maxCharacters) {
        last.pages.push(page);
        last.titles.push(title);
      } else {
        parts.push({titles: [title], pages: [page]});
      }
    }
    return parts.map(({titles, pages}, index) => {
      const numbered = parts.length > 1;
      const part = numbered ? ` (part ${index + 1} of ${parts.length})` : '';
      return {
        path: `${splitFolder}${group.name}${numbered ? `-${index + 1}` : ''}.txt`,
        title: `${group.title}${part}`,
        description: group.description(titles),
        text: `${[head(part, titles), ...pages].join('\n\n')}\n`,
      };
    });
  });
}
