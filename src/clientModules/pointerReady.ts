/**
 * Docusaurus renders <body class="navigation-with-keyboard"> and removes that
 * class on the first mouse or touch press. Its stylesheet holds a rule for
 * focused elements under `body:not(.navigation-with-keyboard)`, so removing the
 * class makes the browser re-style the whole page: about 20 ms on a long API
 * page with the CPU slowed 4x, paid by the reader's first tap, whatever it
 * opens (the mobile menu, the colour toggle). This module removes the class
 * once the page is idle after loading, unless a key was pressed first, so the
 * first press finds nothing left to change. Focus rings are unchanged: Tab
 * still adds the class back, and `:focus-visible` (src/css/custom.css) marks
 * keyboard focus.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {whenIdle} from '../utils/whenIdle';

const keyboardClass = 'navigation-with-keyboard';

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
  whenIdle(run, 2000);
}

if (ExecutionEnvironment.canUseDOM) {
  if (document.readyState === 'complete') removeWhenIdle();
  else window.addEventListener('load', removeWhenIdle, {once: true});
}
