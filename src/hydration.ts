/**
 * The event src/theme/Root dispatches on `document` when React has hydrated
 * the page: the inline script of src/ssr-template.ts holds the taps made
 * before it, and replays them once it fires.
 */
export const hydratedEvent = 'ibexdb:hydrated';

/** The controls whose taps before hydration are held and replayed: buttons and tabs. */
export const heldControls = 'button, [role="tab"]';
