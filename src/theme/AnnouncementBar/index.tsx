// Why this file exists: before hydration, an inline script hides the bar
// whenever *any* earlier bar was dismissed. When the bar id is new, the theme
// re-opens the bar in React state, but that early "dismissed" flag on <html>
// keeps it hidden until the next visit. This wrapper clears the flag when the
// bar id differs from the one last seen, so a new bar shows at once, and only
// then: a dismissed bar stays hidden on every frame of a reload. Its effect
// runs before the theme's provider stores the new id (child effects run first).
import {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {createStorageSlot, useThemeConfig} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof AnnouncementBarType>;

/** The theme's own storage key for the id of the bar a reader last saw. */
const seenIdStorage = createStorageSlot('docusaurus.announcement.id');

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {announcementBar} = useThemeConfig();
  useEffect(() => {
    if (announcementBar && seenIdStorage.get() !== announcementBar.id) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [announcementBar]);
  return <AnnouncementBar {...props} />;
}
