// @ts-check
/** Plain-text helpers shared by the reference's TypeDoc plugin and the code links' popovers. */

/**
 * The first sentence of a TSDoc summary's first paragraph, on one line: what an index
 * row, a page's description and a code link's popover show. A sentence ends at `.`, `!`
 * or `?` before a capital letter or the end, so "e.g. a" does not end one.
 *
 * @param {string} text
 */
export const firstSentence = (text) => {
  const paragraph = text.split(/\n\s*\n/)[0].replace(/\s+/g, ' ').trim();
  return /^.*?[.!?](?=\s+[A-Z]|$)/.exec(paragraph)?.[0] ?? paragraph;
};
