/**
 * A not-found page that finds the page: the not-found page suggests the guides
 * and API pages whose address or title is closest to the one the reader asked
 * for, ranked in the browser (rank.ts).
 *
 * This plugin writes what the ranking reads, /page-index.json (page-index.ts):
 * the path and title of every listed doc, taken from the docs plugin's content,
 * a few kilobytes fetched only by the not-found page. It exposes the component
 * that shows the suggestions (./theme, typed in theme-not-found-suggestions.d.ts),
 * which the not-found page (src/theme/NotFound/Content) renders.
 *
 * The file is written by a step of the post-build pipeline (src/plugins/post-build),
 * before the steps that list the build's files.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {PluginWithStep} from '../post-build';
import {pageIndexFile, type IndexedPage} from './page-index';
import {loadedDocsVersion} from '../../utils/docs-content';

export default function notFoundSuggestions(): PluginWithStep {
  let pages: IndexedPage[] | undefined;
  return {
    plugin: () => ({
      name: 'ibexdb-not-found-suggestions',

      getThemePath() {
        return path.join(__dirname, 'theme');
      },

      allContentLoaded({allContent}) {
        const version = loadedDocsVersion(allContent, 'not-found suggestions');
        pages = version.docs
          .filter((doc) => !doc.unlisted)
          .map((doc) => ({path: doc.permalink, title: doc.title}))
          .sort((a, b) => a.path.localeCompare(b.path));
      },
    }),
    step: {
      name: 'page-index',
      run({outDir}) {
        if (!pages) throw new Error('the docs were not loaded');
        fs.writeFileSync(path.join(outDir, pageIndexFile), JSON.stringify(pages));
      },
    },
  };
}
