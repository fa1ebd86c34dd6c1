// @ts-check
/**
 * Where IbexDB's API runs, from one source: the `@runsIn` block tag of a declaration's
 * TSDoc in library/src (`@runsIn Deno, Node.js`), written only where the library's facts
 * state the runtimes. The reference's TypeDoc plugin shows it as a "Runs in" line on the
 * member; the code links (src/plugins/api-reference/code-links) read the same tag to say
 * where each guide sample runs. typedoc.json registers the tag.
 */

/** The tag, as TypeDoc and TypeScript name it. */
export const runtimesTag = '@runsIn';

/** The runtimes, in the order a line lists them, with the words a tag and a line use. */
const runtimes = /** @type {const} */ ([
  {id: 'deno', tag: 'Deno', shown: 'Deno'},
  {id: 'node', tag: 'Node.js', shown: 'Node.js (experimental)'},
  {id: 'browser', tag: 'browsers', shown: 'browsers'},
]);

/** @typedef {(typeof runtimes)[number]['id']} Runtime */

/**
 * The runtimes a tag's text names (`Deno, Node.js, browsers`), in their order. Throws,
 * naming `where`, on an empty tag or a word that is not one of the three.
 *
 * @param {string} text
 * @param {string} where
 * @returns {Runtime[]}
 */
export function parseRuntimes(text, where) {
  const words = text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  if (words.length === 0) throw new Error(`${where}: ${runtimesTag} names no runtime; write e.g. "${runtimesTag} Deno, Node.js".`);
  const found = new Set(
    words.map((word) => {
      const runtime = runtimes.find((r) => r.tag.toLowerCase() === word.toLowerCase());
      if (!runtime) throw new Error(`${where}: ${runtimesTag} "${word}" is not a runtime: use ${runtimes.map((r) => r.tag).join(', ')}.`);
      return runtime.id;
    }),
  );
  return runtimes.filter((r) => found.has(r.id)).map((r) => r.id);
}

/**
 * The runtimes in both lists, in their order.
 *
 * @param {readonly Runtime[]} a
 * @param {readonly Runtime[]} b
 * @returns {Runtime[]}
 */
export function commonRuntimes(a, b) {
  return a.filter((runtime) => b.includes(runtime));
}

/**
 * The words of a "Runs in" line: `Deno, Node.js (experimental), browsers`.
 *
 * @param {readonly Runtime[]} list
 */
export function runtimesText(list) {
  return runtimes
    .filter((r) => list.includes(r.id))
    .map((r) => r.shown)
    .join(', ');
}
