/**
 * Where the reader was on each page of this tab's history, taken as they leave it.
 * Content whose code arrives after a Back or Forward has already rendered its page
 * (see `loadOnce` in ./client/index.tsx) puts the reader back there: the browser restored
 * the position on a page still short of that content.
 */
import type {ClientModule} from '@docusaurus/types';

/** The attribute of the empty place that content waiting for its code takes. */
export const waitingAttribute = 'data-deferred-waiting';

/** What a location is read for here. */
export interface Place {
  readonly key?: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

const positions = new Map<string, number>();

/** The history entry a location names: the router's key, or its address for an entry without one (the first, or a `#fragment` link's). */
export function entryOf(location: Place): string {
  return location.key ?? `${location.pathname}${location.search}${location.hash}`;
}

/** The entry whose page is on screen: a navigation still loading has not replaced it yet. */
let shown: string | undefined;

/** Whether some content on the page still waits for its code. */
function waiting(): boolean {
  return document.querySelector(`[${waitingAttribute}]`) !== null;
}

/**
 * Once content that waited for its code has rendered, and no other still waits: on
 * Back or Forward, scrolls to where the reader was when they left that entry; on
 * another navigation, or an entry left before its position could be kept, to the
 * `#fragment`'s element.
 */
export function putReaderBack(location: Place, action: string): void {
  if (waiting()) return;
  const position = action === 'POP' ? positions.get(entryOf(location)) : undefined;
  if (position !== undefined) window.scrollTo(0, position);
  else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
}

const clientModule: ClientModule = {
  // Called before the next page renders, while the page on screen is still there. A
  // page left while its content still waited is as short as that: its position is not kept.
  onRouteUpdate({previousLocation, location}) {
    if (previousLocation && shown !== undefined && !waiting()) positions.set(shown, window.scrollY);
    if (!previousLocation) shown = entryOf(location);
  },
  onRouteDidUpdate({location}) {
    shown = entryOf(location);
  },
};

export default clientModule;
