/**
 * The links of the code samples of one build, as the plugin (./index.ts) works them
 * out before the pages compile; the build-time highlighter (src/plugins/highlight)
 * takes them through its `linksOf` option and writes each as an `<a>`.
 */
import type {CodeBlock} from '../../code-samples';
import type {CodeLink} from '../../highlight';
import type {Runtime} from '../runtimes.mjs';

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
  /**
   * Where each sample runs, by its code: the runtimes that all its names whose TSDoc
   * says where they run allow (../runtimes.mjs); none when no name says.
   */
  runtimes: ReadonlyMap<string, readonly Runtime[]>;
  /** Every sample, each once, with the reference pages and anchors its names link to. */
  samples: readonly SampleUses[];
}

/** A sample and what it uses of the API. */
export interface SampleUses {
  block: CodeBlock;
  /** The link targets of its names, each once, in the order of the code. */
  hrefs: readonly string[];
  runtimes?: readonly Runtime[];
}

/** The links of a block, by its code (a trailing newline ignored); none for a block the analysis did not see. */
export function linksOfBlock(links: CodeLinks | undefined, code: string): readonly CodeLink[] {
  return links?.blocks.get(code.replace(/\r\n/g, '\n').replace(/\n$/, '')) ?? [];
}

/** Where a block runs, by its code; none for a block whose names do not say. */
export function runtimesOfBlock(links: CodeLinks | undefined, code: string): readonly Runtime[] | undefined {
  return links?.runtimes.get(code.replace(/\r\n/g, '\n').replace(/\n$/, ''));
}
