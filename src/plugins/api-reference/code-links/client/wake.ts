/**
 * The client module of the code links: it loads the popover (./popover.ts)
 * the first time a mouse, a pen or the keyboard reaches a linked name, and
 * hands it that event, so a page's first view carries none of its code and a
 * page without linked names never loads it. A touch only follows the link, as
 * with the popover loaded.
 */
import {linkSelector} from './link-selector';

type Popover = typeof import('./popover');

let popover: Popover | undefined;
let loading = false;

function wake(event: Event): void {
  if (loading || !(event.target instanceof Element) || !event.target.closest(linkSelector)) return;
  if (event instanceof PointerEvent && event.pointerType === 'touch') return;
  loading = true;
  document.removeEventListener('pointerover', wake);
  document.removeEventListener('focusin', wake);
  import('./popover').then(
    (loaded) => {
      popover = loaded;
      loaded.start(event as PointerEvent | FocusEvent);
    },
    (error: unknown) => {
      // A failed download (offline, a new deploy) tries again on the next name.
      console.error('The popover of the code links did not load:', error);
      loading = false;
      listen();
    },
  );
}

function listen(): void {
  document.addEventListener('pointerover', wake);
  document.addEventListener('focusin', wake);
}

if (typeof document !== 'undefined') listen();

/** A new page replaces the links: nothing stays open for one that left. */
export function onRouteDidUpdate(): void {
  popover?.onRouteDidUpdate();
}
