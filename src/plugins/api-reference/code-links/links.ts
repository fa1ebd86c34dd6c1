/**
 * The links of the code samples of one build, as the plugin (./index.ts) works them
 * out before the pages compile; the build-time highlighter (src/plugins/highlight)
 * takes them through its `linksOf` option and writes each as an `<a>`.
 */
import type {CodeLink} from '../../highlight/rehype';

export type {CodeLink};

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

/** The links of a block, by its code (a trailing newline ignored); none for a block the analysis did not see. */
export function linksOfBlock(links: CodeLinks | undefined, code: string): readonly CodeLink[] {
  return links?.blocks.get(code.replace(/\r\n/g, '\n').replace(/\n$/, '')) ?? [];
}
