/**
 * The event src/theme/Root dispatches on `document` when React has hydrated
 * the page: the inline script of src/ssr-template.ts holds the taps made
 * before it, and replays them once it fires.
 */
export const hydratedEvent = 'ibexdb:hydrated';

let hydrated = false;

/** Whether React has hydrated the page: set in the commit that hydrates it, before any module a link preloads runs. */
export function isHydrated(): boolean {
  return hydrated;
}

/** Marks the page hydrated and dispatches `hydratedEvent`: src/theme/Root calls it, once. */
export function markHydrated(): void {
  hydrated = true;
  document.dispatchEvent(new Event(hydratedEvent));
}

/** The controls whose taps before hydration are held and replayed: buttons and tabs. */
export const heldControls = 'button, [role="tab"]';
