/**
 * Back to a long doc page, or the page reloaded, shows the place the reader left.
 *
 * The browser restores the scroll offset the page had. But the page is
 * rendered anew, and its sections off screen reserve their guessed heights
 * (src/plugins/sections), while the reader who scrolled down through them
 * left them at their real ones: the same offset then showed a part of the page
 * thousands of pixels away. So this module notes a doc page's section heights
 * when the reader leaves it, and gives them back when the page is shown again
 * at the same window width:
 *
 * - Back (or any link) to a page of this visit: the route lifecycles
 *   Docusaurus gives client modules. onRouteUpdate runs while the page being
 *   left is still shown; onRouteDidUpdate once the next one is committed,
 *   before the browser restores the offset.
 * - The page reloaded, or opened again from the browser's history after
 *   another site (a phone also reloads a tab it dropped from memory): when the
 *   tab is hidden or left, the heights noted, the page shown and its offset go
 *   to session storage; this module runs before React hydrates the page, takes
 *   them back, gives the sections their heights and returns to that offset.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

interface Heights {
  readonly windowWidth: number;
  readonly sections: readonly number[];
}

/** What session storage keeps: every doc page's heights, and the page shown last with its offset. */
interface Kept {
  readonly pages: Record<string, Heights>;
  readonly last: {readonly path: string; readonly scrollY: number};
}

const storageKey = 'ibexdb.section-heights';

/** The sections' heights of each doc page left in this visit, by path. */
const heightsByPath = new Map<string, Heights>();

const sectionsOfPage = (): HTMLElement[] => Array.from(document.querySelectorAll<HTMLElement>('.doc-section'));

function notePage(path: string): void {
  const sections = sectionsOfPage();
  if (sections.length > 0) heightsByPath.set(path, {windowWidth: window.innerWidth, sections: sections.map((section) => section.getBoundingClientRect().height)});
}

/** Gives the page's sections the heights noted; false when they are not for this page at this width. */
function restore(heights: Heights | undefined): boolean {
  const sections = sectionsOfPage();
  if (!heights || heights.windowWidth !== window.innerWidth || heights.sections.length !== sections.length) return false;
  sections.forEach((section, index) => section.style.setProperty('contain-intrinsic-block-size', `auto ${heights.sections[index]}px`));
  return true;
}

// Session storage may be disabled or full: the pages then keep their guessed heights.
function readKept(): Kept | undefined {
  try {
    const stored = sessionStorage.getItem(storageKey);
    return stored ? (JSON.parse(stored) as Kept) : undefined;
  } catch {
    return undefined;
  }
}

function keep(): void {
  notePage(location.pathname);
  const kept: Kept = {pages: Object.fromEntries(heightsByPath), last: {path: location.pathname, scrollY: window.scrollY}};
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(kept));
  } catch {
    // Nowhere to keep them.
  }
}

if (ExecutionEnvironment.canUseDOM) {
  const kept = readKept();
  for (const [path, heights] of Object.entries(kept?.pages ?? {})) heightsByPath.set(path, heights);
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const returning = navigation?.type === 'reload' || navigation?.type === 'back_forward';
  if (returning && kept?.last.path === location.pathname && restore(heightsByPath.get(location.pathname))) window.scrollTo(0, kept.last.scrollY);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keep();
  });
  window.addEventListener('pagehide', keep);
}

const clientModule: ClientModule = {
  onRouteUpdate({previousLocation}) {
    if (previousLocation) notePage(previousLocation.pathname);
  },
  onRouteDidUpdate({location, previousLocation}) {
    // A link within the page keeps its sections as they are.
    if (previousLocation?.pathname !== location.pathname) restore(heightsByPath.get(location.pathname));
  },
};

export default clientModule;
