/**
 * Keeps a reader's dismissal of the announcement bar, whenever they make it.
 *
 * The theme's AnnouncementBarProvider (@docusaurus/theme-common) compares the
 * bar id stored in local storage with the configured one in an effect: when
 * they differ, it stores the new id and sets the dismissal back to "false".
 * On a first visit that effect runs after hydration, and a click on Close can
 * come first (the button works from the hydration commit on, the effect runs
 * a task later): the effect then overwrote the reader's "true", and the bar
 * came back on the next load.
 *
 * This module takes that step before React starts: Docusaurus evaluates client
 * modules before it hydrates, so when the provider's effect runs, the stored id
 * is already the current one and the effect leaves the dismissal alone. For a
 * new id it also shows the bar at once: the theme's inline script hid it
 * before paint because an earlier bar had been dismissed (the
 * `data-announcement-bar-initially-dismissed` flag on <html>).
 *
 * The storage keys are the theme's own (see `@framework` in CONTRIBUTING.md);
 * createStorageSlot logs a warning and does nothing when storage is disabled.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createStorageSlot} from '@docusaurus/theme-common';
import {announcementBarId} from '../site';

if (ExecutionEnvironment.canUseDOM) {
  const seenId = createStorageSlot('docusaurus.announcement.id');
  if (seenId.get() !== announcementBarId) {
    seenId.set(announcementBarId);
    createStorageSlot('docusaurus.announcement.dismiss').set('false');
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }
}
