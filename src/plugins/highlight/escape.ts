const htmlEscapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};

/** The class the theme's CSS gives a highlighted line. */
export const highlightedLineClass = 'theme-code-block-highlighted-line';

/**
 * One line of a code block as CodeBlock renders it: a span holding the line's
 * HTML and its newline, so the code's text (what the copy button takes) keeps
 * its line breaks. Shared by the build-time highlighter and plain JSX blocks.
 */
export function codeLineHtml(html: string, highlighted = false): string {
  return `<span class="${highlighted ? `token-line ${highlightedLineClass}` : 'token-line'}">${html}\n</span>`;
}

/** Escapes text for an HTML element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => htmlEscapes[char]);
}
