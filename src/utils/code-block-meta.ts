import rangeParser from 'parse-numeric-range';

/**
 * Reads a fenced code block's meta string and magic comments the way the
 * classic theme documents them (`title="…"`, `{1,4-6}`, `highlight-next-line`,
 * `highlight-start` … `highlight-end`), at build time instead of in the browser:
 * for the highlighter (src/plugins/highlight) and for the samples' checker
 * (src/plugins/code-samples), which must see the code a block shows.
 */

const titlePattern = /title=(?<quote>["'])(?<title>.*?)\1/;
const rangePattern = /\{(?<range>[\d,-]+)\}/;

/** Comment syntaxes a magic comment may use, by language. */
const commentSyntax: Record<string, readonly [start: string, end: string]> = {
  bash: ['#', ''],
  shell: ['#', ''],
  sh: ['#', ''],
  yaml: ['#', ''],
  html: ['<!--', '-->'],
  markup: ['<!--', '-->'],
};
const jsComments = [
  ['\\/\\/', ''],
  ['\\/\\*', '\\*\\/'],
  ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
] as const;

export interface CodeLines {
  /** The code with magic comment lines removed. */
  readonly lines: string[];
  /** Zero-based indexes of the highlighted lines. */
  readonly highlighted: ReadonlySet<number>;
  /** The zero-based index in the code of each of `lines`. */
  readonly sourceLines: readonly number[];
}

/** A block's title (`title="src/schema.ts"`): the one reader of it, for the highlighter and the sample checker. */
export function parseTitle(meta: string): string | undefined {
  return titlePattern.exec(meta)?.groups?.title;
}

/** Whether the meta string holds a word such as `partial` or `signature`, outside quoted values. */
export function hasFlag(meta: string, name: string): boolean {
  return new RegExp(`(?:^|\\s)${name}(?=\\s|$)`).test(meta.replace(/"[^"]*"|'[^']*'/g, ' '));
}

const directives = '(highlight-next-line|highlight-start|highlight-end)';

/** One pattern per comment syntax of the language; each captures the directive. */
function magicCommentPatterns(language: string): RegExp[] {
  const syntaxes = commentSyntax[language] ? [commentSyntax[language]] : jsComments;
  return syntaxes.map(([start, end]) => new RegExp(`^\\s*${start}\\s*${directives}\\s*${end}\\s*$`));
}

function directiveOf(line: string, patterns: readonly RegExp[]): string | undefined {
  for (const pattern of patterns) {
    const match = pattern.exec(line);
    if (match) {
      return match[1];
    }
  }
  return undefined;
}

/**
 * Splits code into lines and finds the highlighted ones: from the meta
 * string's `{range}` when it has one, else from the magic comments, which are
 * removed from the code.
 */
export function parseLines(code: string, meta: string, language: string): CodeLines {
  const source = code.replace(/\r?\n$/, '').split(/\r?\n/);
  const range = rangePattern.exec(meta)?.groups?.range;
  if (range !== undefined) {
    return {lines: source, highlighted: new Set(rangeParser(range).map((line) => line - 1)), sourceLines: source.map((_, index) => index)};
  }
  const patterns = magicCommentPatterns(language);
  const lines: string[] = [];
  const highlighted = new Set<number>();
  const sourceLines: number[] = [];
  let nextLine = false;
  let depth = 0;
  for (const [index, line] of source.entries()) {
    const directive = directiveOf(line, patterns);
    if (directive === 'highlight-next-line') {
      nextLine = true;
    } else if (directive === 'highlight-start') {
      depth += 1;
    } else if (directive === 'highlight-end') {
      depth = Math.max(0, depth - 1);
    } else {
      if (nextLine || depth > 0) {
        highlighted.add(lines.length);
      }
      nextLine = false;
      lines.push(line);
      sourceLines.push(index);
    }
  }
  return {lines, highlighted, sourceLines};
}
