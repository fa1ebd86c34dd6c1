/**
 * The values a maintainer changes, in one place. Nothing else in the code
 * repeats them: the Docusaurus config, the navbar, the footer, the pages and
 * the tests read them from here.
 */

/** Where the production site is deployed (no trailing slash). */
export const siteUrl = 'https://ibexdb.dev';

/**
 * The IbexDB release these docs describe, named by the announcement bar, the
 * home page and llms.txt. The guides' own text names it as well: search docs/
 * for it when it changes.
 */
export const documentedVersion = '0.3.1';

/**
 * The announcement bar's id: one per documented version, so a new version
 * shows the bar again to readers who closed the previous one.
 */
export const announcementBarId = `docs-${documentedVersion.replaceAll('.', '-')}`;

const sourceCode = 'https://github.com/ibexdb/ibexdb';
const docsSource = 'https://github.com/ibexdb/ibexdb-docs';

/** Outbound links shown in the navbar, the footer and the guides. */
export const links = {
  chat: 'https://discord.gg/ibexdb',
  forum: 'https://www.reddit.com/r/ibexdb/',
  discussions: `${sourceCode}/discussions`,
  issues: `${sourceCode}/issues`,
  sourceCode,
  /** This documentation site's own repository. */
  docsSource,
  /** Base of the "Edit this page" links. */
  editDocs: `${docsSource}/edit/main/`,
} as const;

/**
 * The environment variable that switches analytics on. Unset (local and fork
 * builds), the site loads no analytics script and sends nothing.
 * Example: `IBEXDB_GTAG_ID=G-XXXXXXX npm run build`.
 */
export const analyticsIdVariable = 'IBEXDB_GTAG_ID';

/** The Google Analytics measurement id from the environment, if any. */
export function analyticsId(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const id = env[analyticsIdVariable]?.trim();
  return id ? id : undefined;
}
