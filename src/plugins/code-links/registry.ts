/**
 * The links of the code samples for this build, shared between the plugin that works
 * them out before the pages compile (./index.ts) and the build-time highlighter that
 * writes them into each block's HTML (src/plugins/highlight/rehype.ts). Both run in
 * Docusaurus's process; a block this build knows nothing of gets no links.
 */

/** A name of a sample that links to the reference: 0-based line and column in the block's code. */
export interface CodeLink {
  line: number;
  column: number;
  length: number;
  /** The page and anchor of the symbol in the API reference. */
  href: string;
}

/** What the popover of a link shows. */
export interface SymbolInfo {
  /** The declaration as the API reference shows it (`query<IS extends Schema, …>(…): Query<IS, OS, CTX>;`). */
  signature: string;
  /** The first sentence of its TSDoc. */
  summary: string;
}

export interface CodeLinks {
  /** The links of each sample, by its code (lines joined with `\n`, as written in the source). */
  blocks: ReadonlyMap<string, readonly CodeLink[]>;
  /** The popover text of each linked symbol, by link target. */
  symbols: ReadonlyMap<string, SymbolInfo>;
}

let current: CodeLinks = {blocks: new Map(), symbols: new Map()};

export function setCodeLinks(links: CodeLinks): void {
  current = links;
}

/** The links of a block, by its code (a trailing newline ignored). */
export function codeLinksOf(code: string): readonly CodeLink[] {
  return current.blocks.get(code.replace(/\r\n/g, '\n').replace(/\n$/, '')) ?? [];
}
