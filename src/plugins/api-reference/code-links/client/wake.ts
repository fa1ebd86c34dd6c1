/**
 * The client module of the code links: it loads the popover (./popover.ts)
 * the first time a mouse, a pen or the keyboard reaches a linked name, and
 * hands it that event, so a page's first view carries none of its code and a
 * page without linked names never loads it. A touch only follows the link, as
 * with the popover loaded. Other links that show the popover (`wakeFor`) load
 * their source module with it, the same way.
 */
import {linkSelector} from './link-selector';

type Popover = typeof import('./popover');

/** A kind of link that wakes the popover, and the module that gives the popover its text. */
interface Waker {
  readonly selector: string;
  readonly load?: () => Promise<unknown>;
  state: 'idle' | 'loading' | 'ready';
}

const wakers: Waker[] = [{selector: linkSelector, state: 'idle'}];
let popover: Popover | undefined;

/**
 * Wakes the popover for another kind of link too: `load` imports the module
 * that registers its source (`addPopoverSource`), on the first use only.
 */
export function wakeFor(selector: string, load: () => Promise<unknown>): void {
  wakers.push({selector, load, state: 'idle'});
}

function wake(event: Event): void {
  const {target} = event;
  if (!(target instanceof Element)) return;
  if (event instanceof PointerEvent && event.pointerType === 'touch') return;
  const waker = wakers.find((candidate) => candidate.state === 'idle' && target.closest(candidate.selector));
  if (!waker) return;
  waker.state = 'loading';
  Promise.all([import('./popover'), waker.load?.()]).then(
    ([loaded]) => {
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
