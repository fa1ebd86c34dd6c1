// Why this wrapper exists: DocItem/Layout renders the desktop table of contents
// while it does not yet know the window's width, which is the case in the first
// render of every page the reader opens after the site has loaded (useWindowSize
// starts at 'ssr' for hydration's sake, then corrects in an effect). On a phone,
// each guide opened from a link therefore built the whole desktop TOC (a link and
// list item per heading, and its scroll tracking, which measures every heading)
// only to remove it a moment later. Once hydrated, this renders it only when the
// window is as wide as useWindowSize's "desktop" (over 996 px); in the server's
// HTML and at hydration it is rendered as before.
import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import TOCDesktop from '@theme-original/DocItem/TOC/Desktop';

/** useWindowSize's desktop breakpoint in @docusaurus/theme-common, which Infima's stylesheet shares. */
const desktopBreakpoint = 996;

export default function TOCDesktopWrapper(): ReactNode {
  const isBrowser = useIsBrowser();
  if (isBrowser && window.innerWidth <= desktopBreakpoint) return null;
  return <TOCDesktop />;
}
