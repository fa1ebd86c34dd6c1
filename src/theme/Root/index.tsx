// Why this file exists: pages paint before their scripts load
// (src/ssr-template.ts), so a reader can tap a button or a tab that React has
// not hydrated yet. The template's inline script holds those taps; this Root
// tells it, once, when React has committed the hydrated page and handles taps
// itself. A layout effect runs in that commit, before the page's passive
// effects; Root's runs after every other component's, the whole page being
// mounted by then.
import {useLayoutEffect, type ReactNode} from 'react';
import {markHydrated} from '@site/src/hydration';

export default function Root({children}: {children: ReactNode}): ReactNode {
  useLayoutEffect(() => {
    markHydrated();
  }, []);
  return children;
}
