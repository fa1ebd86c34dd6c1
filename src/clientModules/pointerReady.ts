/**
 * Docusaurus renders <body class="navigation-with-keyboard"> and removes that
 * class on the first mouse or touch press. Its stylesheet holds a rule for
 * focused elements under `body:not(.navigation-with-keyboard)`, so removing the
 * class makes the browser re-style the whole page: about 20 ms on a long API
 * page with the CPU slowed 4x, paid by the reader's first tap, whatever it
 * opens (the mobile menu, the colour toggle). This module removes the class
 * once the page is idle after hydrating, unless a key was pressed first, so the
 * first press finds nothing left to change. It waits for hydration, not only
 * for the load event: the class is a head attribute that React Helmet sets
 * again when it first commits (the same commit that marks <html
 * data-has-hydrated="true">), and the scripts may run after the load event
 * (src/ssr-template.ts). Focus rings are unchanged: Tab
 * still adds the class back, and `:focus-visible` (src/css/custom.css) marks
 * keyboard focus.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {whenIdle} from '../utils/whenIdle';

const keyboardClass = 'navigation-with-keyboard';

/** Runs `run` once Docusaurus has hydrated the page and React Helmet has applied its attributes. */
function afterHydration(run: () => void): void {
  const root = document.documentElement;
  const hydrated = () => root.getAttribute('data-has-hydrated') === 'true';
  if (hydrated()) {
    run();
    return;
  }
  const observer = new MutationObserver(() => {
    if (hydrated()) {
      observer.disconnect();
      run();
    }
  });
  observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
}

function removeWhenIdle(): void {
  let keyPressed = false;
  const onKey = () => {
    keyPressed = true;
  };
  document.addEventListener('keydown', onKey, {once: true, capture: true});
  const run = () => {
    document.removeEventListener('keydown', onKey, {capture: true});
    if (!keyPressed) document.body.classList.remove(keyboardClass);
  };
  afterHydration(() => whenIdle(run, 2000));
}

if (ExecutionEnvironment.canUseDOM) {
  removeWhenIdle();
}
