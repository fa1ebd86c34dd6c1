/**
 * Where the popover text of a reference page's symbols is served: one small JSON file
 * per page of the API reference, written by the plugin after the build (./index.ts)
 * and fetched by the popover (./client/popover.ts) the first time a reader points at
 * or focuses a name that links to that page. Shared by both, so the two agree.
 */
import {apiRoute} from '../../../api-layout.mjs';

/** The folder of the files, at the root of the build. */
export const symbolDataFolder = 'code-symbols';

/** The file of the reference page at `pagePath` (`/docs/api/classes/ibexdb` → `/code-symbols/classes-ibexdb.json`). */
export function symbolDataPath(pagePath: string): string {
  const page = pagePath.startsWith(apiRoute) ? pagePath.slice(apiRoute.length).replace(/\/$/, '') : '';
  return `/${symbolDataFolder}/${(page || 'index').replace(/\//g, '-')}.json`;
}
