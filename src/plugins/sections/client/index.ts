/**
 * Back to a long doc page shows the place the reader left.
 *
 * The browser restores the scroll offset the page had. But the page is
 * rendered anew, and its sections off screen reserve their guessed heights
 * (src/plugins/sections), while the reader who scrolled down through them
 * left them at their real ones: the same offset then showed a part of the page
 * thousands of pixels away. So before a doc page is left, this module notes its
 * sections' heights, and when the router renders the page again at the same
 * window width, each section reserves the height it had. That happens in the
 * commit that shows the page, before the browser restores the offset.
 *
 * It uses the two route lifecycles Docusaurus gives client modules:
 * onRouteUpdate runs while the page being left is still shown, and
 * onRouteDidUpdate once the next one is committed.
 */
import type {ClientModule} from '@docusaurus/types';

interface Heights {
  readonly windowWidth: number;
  readonly sections: readonly number[];
}

/** The sections' heights of each doc page left in this visit, by path. */
const heightsByPath = new Map<string, Heights>();

const sectionsOfPage = (): HTMLElement[] => Array.from(document.querySelectorAll<HTMLElement>('.doc-section'));

const clientModule: ClientModule = {
  onRouteUpdate({previousLocation}) {
    if (!previousLocation) return;
    const sections = sectionsOfPage();
    if (sections.length === 0) return;
    heightsByPath.set(previousLocation.pathname, {
      windowWidth: window.innerWidth,
      sections: sections.map((section) => section.getBoundingClientRect().height),
    });
  },
  onRouteDidUpdate({location, previousLocation}) {
    // A link within the page keeps its sections as they are.
    if (previousLocation?.pathname === location.pathname) return;
    const heights = heightsByPath.get(location.pathname);
    const sections = sectionsOfPage();
    if (!heights || heights.windowWidth !== window.innerWidth || heights.sections.length !== sections.length) return;
    sections.forEach((section, index) => section.style.setProperty('contain-intrinsic-block-size', `auto ${heights.sections[index]}px`));
  },
};

export default clientModule;
