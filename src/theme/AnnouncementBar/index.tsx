// Why this file exists: before hydration, an inline script hides the bar
// whenever *any* earlier bar was dismissed. When the bar id is new, the theme
// re-opens the bar in React state, but that early "dismissed" flag on <html>
// keeps it hidden until the next visit. This wrapper clears the flag as soon
// as the theme decides the bar is active, so a new id shows at once.
import {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
