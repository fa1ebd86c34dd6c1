/**
 * "Was this page helpful?" at the end of every doc page (guides and API
 * pages): Yes or No, then, after No, a choice of reasons. Each answer is one
 * event sent through the site's analytics (the classic preset's gtag plugin),
 * and the control shows only in a build where that plugin runs: without an
 * analytics id there is nowhere to send an answer, so nothing is asked.
 *
 * The whole feature lives in this folder: the events and the rule that
 * decides whether the control shows (events.ts), and the theme components
 * this plugin exposes (./theme, typed in theme-feedback.d.ts): the control,
 * PageFeedback, and the DocItem/Footer wrapper that puts it after each doc
 * page's content, above the page's own footer and its pager.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function feedbackPlugin(): Plugin {
  return {
    name: 'ibexdb-feedback',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
