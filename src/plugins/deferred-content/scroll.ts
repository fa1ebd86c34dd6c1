/**
 * Where the reader was on each page of this tab's history, taken as they leave it
 * (by the router's key of the history entry). Content whose code arrives after a
 * Back or Forward has already rendered its page (see `loadOnce` in ./client.tsx)
 * puts the reader back there: the browser restored the position on a page still
 * short of that content.
 */
import type {ClientModule} from '@docusaurus/types';

/** The attribute of the empty place that content waiting for its code takes. */
export const waitingAttribute = 'data-deferred-waiting';

const positions = new Map<string, number>();

/** The key of a history entry; the entry a tab opened on may have none. */
function keyOf(location: {readonly key?: string}): string {
  return location.key ?? '';
}

/**
 * Once content that waited for its code has rendered: on Back or Forward, scrolls to
 * where the reader was when they left that entry; on another navigation with a
 * `#fragment`, to the element it names.
 */
export function putReaderBack(location: {readonly key?: string; readonly hash: string}, action: string): void {
  if (action === 'POP') {
    const position = positions.get(keyOf(location));
    if (position !== undefined) window.scrollTo(0, position);
  } else if (location.hash) {
    document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
  }
}

const clientModule: ClientModule = {
  // Called before the next page renders, while the one left is still on screen. A page
  // left while its content still waited is as short as that: its position is not kept.
  onRouteUpdate({previousLocation}) {
    if (previousLocation && !document.querySelector(`[${waitingAttribute}]`)) positions.set(keyOf(previousLocation), window.scrollY);
  },
};

export default clientModule;
