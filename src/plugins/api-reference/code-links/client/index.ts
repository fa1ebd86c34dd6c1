/**
 * The client module of the code links: it loads the popover (./popover.ts)
 * the first time a mouse, a pen or the keyboard reaches a linked name, and
 * hands it that event, so a page's first view carries none of its code and a
 * page without linked names never loads it. A touch only follows the link, as
 * with the popover loaded.
 *
 * This module is what other features use of the popover: `wakeFor` shows it
 * for their own links too, with the text a source of theirs gives
 * (src/plugins/glossary/client: the glossary's terms).
 */
import {linkSelector} from './link-selector';
import type {PopoverSource} from './popover';

export type {PopoverSource} from './popover';

type Popover = typeof import('./popover');

/** A kind of link that wakes the popover, and where its text comes from (the code links' own is built in). */
interface Waker {
  readonly selector: string;
  readonly loadSource?: () => Promise<PopoverSource>;
  state: 'idle' | 'loading' | 'ready';
}

const wakers: Waker[] = [{selector: linkSelector, state: 'idle'}];
let popover: Popover | undefined;

/**
 * Shows the popover for the links that match `selector` too. `loadSource`
 * imports the module that gives their text, with the popover, the first time
 * a reader reaches one of them: a page's first view loads neither.
 */
export function wakeFor(selector: string, loadSource: () => Promise<PopoverSource>): void {
  wakers.push({selector, loadSource, state: 'idle'});
}

function wake(event: Event): void {
  const {target} = event;
  if (!(target instanceof Element)) return;
  if (event instanceof PointerEvent && event.pointerType === 'touch') return;
  const waker = wakers.find((candidate) => candidate.state === 'idle' && target.closest(candidate.selector));
  if (!waker) return;
  waker.state = 'loading';
  Promise.all([import('./popover'), waker.loadSource?.()]).then(
    ([loaded, source]) => {
      if (source) loaded.addPopoverSource(source);
      popover = loaded;
      waker.state = 'ready';
      loaded.start(event as PointerEvent | FocusEvent);
      if (wakers.every((each) => each.state === 'ready')) {
        document.removeEventListener('pointerover', wake);
        document.removeEventListener('focusin', wake);
      }
    },
    (error: unknown) => {
      // A failed download (offline, a new deploy) tries again on the next link.
      console.error('The popover did not load:', error);
      waker.state = 'idle';
    },
  );
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerover', wake);
  document.addEventListener('focusin', wake);
}

/** A new page replaces the links: nothing stays open for one that left. */
export function onRouteDidUpdate(): void {
  popover?.onRouteDidUpdate();
}
