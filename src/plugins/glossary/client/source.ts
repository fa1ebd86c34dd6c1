/**
 * A glossary term linked in a guide (`a[data-glossary]`, written by ../remark.ts) shows
 * its definition in the popover of the code links, on hover and keyboard focus, with
 * the same behaviour: Escape closes it, a touch follows the link. The definitions are
 * one JSON file, fetched the first time a term is shown. This module and the popover load
 * together when a reader first reaches a term (./terms.ts): nothing of them on a first view.
 */
import type {PopoverSource} from '../../api-reference/code-links/client';
import {glossaryDataPath, type GlossaryData} from '../data-path';
import {glossaryTermSelector} from './selector';

let data: Promise<GlossaryData> | undefined;

function glossaryData(): Promise<GlossaryData> {
  data ??= fetch(`/${glossaryDataPath}`)
    .then((response) => (response.ok ? (response.json() as Promise<GlossaryData>) : {}))
    .catch(() => {
      // A failed fetch (offline, say) is tried again at the next term.
      data = undefined;
      return {};
    });
  return data;
}

/** The popover's text for a linked term: the term and its definition. */
export const glossarySource: PopoverSource = {
  selector: glossaryTermSelector,
  content: async (link) => {
    const entry = (await glossaryData())[link.dataset.glossary ?? ''];
    return entry && {term: entry[0], text: entry[1]};
  },
};
