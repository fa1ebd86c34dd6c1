// Why this file exists: on a phone, the theme renders its mobile menu (every
// navbar item, and on a doc page the whole docs sidebar a second time) right
// after hydration, when the window size is first known. That update comes from
// an effect, so React renders it in one block: on /docs/tutorial a task of
// about 80 ms at Lighthouse's 4x CPU, the largest after the main script's. Here
// the menu first renders in a transition, which React splits into short tasks,
// or at once if the reader opens it before that render has run (then it shows
// without its slide, as it is not there to slide until it opens). A window that
// grows past the phone width drops the menu, and one that narrows again renders
// it in a transition again.
import {startTransition, useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function MobileSidebarWrapper(): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    startTransition(() => setRendered(shouldRender));
  }, [shouldRender]);
  return rendered || shown ? <MobileSidebar /> : null;
}
