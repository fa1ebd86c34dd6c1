/**
 * The HTML of code lines, shared by the build-time highlighter (./rehype.ts)
 * and the CodeBlock component (./theme/CodeBlock), which runs in the browser:
 * it imports nothing of the build, so it brings no build-time code into the bundle.
 */
export {escapeHtml} from '../../utils/html';

/** The class the theme's CSS gives a highlighted line. */
export const highlightedLineClass = 'theme-code-block-highlighted-line';

/**
 * One line of a code block as CodeBlock renders it: the line's HTML and its
 * newline, so the code's text (what the copy button takes) keeps its line
 * breaks; a highlighted line is wrapped in a span that draws its background.
 * Shared by the build-time highlighter and plain JSX blocks.
 */
export function codeLineHtml(html: string, highlighted = false): string {
  return highlighted ? `<span class="${highlightedLineClass}">${html}\n</span>` : `${html}\n`;
}
