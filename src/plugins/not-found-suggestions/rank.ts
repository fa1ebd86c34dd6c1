/**
 * Which pages the not-found page suggests for the address the reader asked
 * for. Pure and small: it runs in the reader's browser, and the unit tests
 * call it directly.
 *
 * The score of a page, in two parts:
 * - its name score (0 to 1), the best of its address's last segment and its
 *   title against the last segment asked for, each compared without case or
 *   punctuation (`Conflict_Resolution` matches `conflict-resolution`):
 *   1 minus the edit distance over the longer length, raised to 0.8 when one
 *   starts with the other and to 0.7 when one contains the other (the shorter
 *   being at least 3 and 4 characters long);
 * - plus a tenth of the same similarity between the folders above the last
 *   segment (`docs/api/class` against `docs/api/classes`), which ranks the
 *   guide `/docs/query` above the class `/docs/api/classes/query` when an
 *   address under `/docs/` misspells query.
 * A page whose name score is under 0.6 is never suggested, so an address that
 * resembles nothing gets no suggestion rather than random ones.
 */
import type {IndexedPage} from './page-index';

export const maxSuggestions = 5;
export const minNameScore = 0.6;
const prefixScore = 0.8;
const containmentScore = 0.7;
const folderWeight = 0.1;

/** Lowercase letters and digits only. */
function normalise(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** The Levenshtein distance: insertions, deletions and substitutions. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length];
}

function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}

/** How close a page's name is to the name asked for: see the scoring above. */
function nameScore(asked: string, name: string): number {
  const [shorter, longer] = asked.length <= name.length ? [asked, name] : [name, asked];
  let score = similarity(asked, name);
  if (shorter.length >= 3 && longer.startsWith(shorter)) score = Math.max(score, prefixScore);
  if (shorter.length >= 4 && longer.includes(shorter)) score = Math.max(score, containmentScore);
  return score;
}

/**
 * An address as segments, lowercase: without its query, hash, a trailing
 * slash, `index.html`, or a `.html` or `.md` ending, and decoded where it can be.
 */
export function addressSegments(address: string): string[] {
  const pathname = address.split(/[?#]/)[0];
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape stays as it was typed.
  }
  return decoded
    .toLowerCase()
    .replace(/\/index\.html$/, '')
    .replace(/\.(html|md)$/, '')
    .split('/')
    .filter(Boolean);
}

export interface Suggestion extends IndexedPage {
  readonly score: number;
}

/** The pages closest to the address asked for, best first: at most five, none under the threshold. */
export function suggestPages(address: string, pages: readonly IndexedPage[]): Suggestion[] {
  const segments = addressSegments(address);
  const asked = normalise(segments.at(-1) ?? '');
  if (!asked) return [];
  const askedFolder = segments.slice(0, -1).join('/');
  return pages
    .map((page) => {
      const pageSegments = addressSegments(page.path);
      const names = [normalise(pageSegments.at(-1) ?? ''), normalise(page.title)];
      const name = Math.max(...names.map((candidate) => nameScore(asked, candidate)));
      const folder = similarity(askedFolder, pageSegments.slice(0, -1).join('/'));
      return {...page, name, score: name + folderWeight * folder};
    })
    .filter(({name}) => name >= minNameScore)
    .sort((a, b) => b.score - a.score || a.path.localeCompare(b.path))
    .slice(0, maxSuggestions)
    .map(({path, title, score}) => ({path, title, score}));
}
