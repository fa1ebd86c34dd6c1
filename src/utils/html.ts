/**
 * Escaping for HTML written as text: the build-time highlighter, the code blocks in the
 * browser, and the pages and tags that plugins write into the build. Imports nothing, so
 * a browser module that uses it brings no build-time code into the bundle.
 */
const htmlEscapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};

/** Escapes text for an HTML element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => htmlEscapes[char]);
}
