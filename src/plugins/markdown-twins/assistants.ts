/**
 * What an assistant that writes IbexDB code needs before anything else: the
 * documented version, the three import paths, and the rules a generated app
 * most often breaks, each with the guide section that explains it. llms.txt
 * opens with this block, and the agent skill (skill.ts) repeats the rules, so
 * both are written from this one list.
 */
import {documentedVersion} from '../../site';
import {apiModules} from '../../api-layout.mjs';
import {twinUrl} from './twin-url';

/** What each module holds, by import specifier (the modules themselves: src/api-layout.mjs). */
const moduleContents: Record<(typeof apiModules)[number]['specifier'], string> = {
  ibexdb: 'the database, items, queries, schemas and path helpers; runs in Deno, Node.js (experimental) and browsers',
  'ibexdb/react': 'the React hooks; browser code only',
  'ibexdb/server': 'the HTTP server (Deno, or Node.js experimentally) and the build tools `compile` and `startDebugServer` (Deno only)',
};

export type AssistantRule = {
  /** One line, Markdown. */
  text: string;
  /** The site path and anchor of the guide section that explains it. */
  link: string;
};

/** The rules a generated IbexDB app most often gets wrong (the site's list of sharp edges, rows 1 to 6, 8, 10, 11, 13 and 14). */
export const assistantRules: readonly AssistantRule[] = [
  {
    text: 'Access fails open: a repository outside `/sys` and `/user` that no authorization rule matches can be read and written by every session, anonymous ones included. Register a deny-all catch-all last, one that skips `/sys/` and `/user/`.',
    link: '/docs/authorization#deny-everything-by-default',
  },
  {
    text: 'Signed in is not the author: a rule receives the repository path, the item key, the session and the operation, not the commit being written, so `session.owner !== undefined` lets every signed-in user edit and delete everyone\'s items. Keep each user\'s items in a repository named after their key and compare that id with `session.owner`.',
    link: '/docs/authorization#owner-only-repositories',
  },
  {
    text: 'An item with a required field missing or empty, a field its schema does not define, a value of the wrong type or a failing `validate` is not committed, and neither are its later edits, until it is valid; outside debug mode nothing reports it. Keep drafts in UI state and write only valid values, or give the field a default.',
    link: '/docs/schema#validation',
  },
  {
    text: 'Paths take lowercase letters, digits, `-` and `_` only. Give an id from another system a key from `uniqueId()`, keep the original id in a field and map one to the other in one place; never lowercase or strip it to fit.',
    link: '/docs/repositories#ids-from-other-systems',
  },
  {
    text: "Read only fields the item's schema declares: once the item has loaded, `get` of any other name throws.",
    link: '/docs/read-write-data#read-fields',
  },
  {
    text: 'For concurrent writes to a string, number, boolean or date field, a merge keeps one value, not necessarily the newest: counters lose increments and uniqueness checks pass on two devices. Use one item per event, a set, a map keyed per writer, or a decision made in one place.',
    link: '/docs/conflict-resolution#when-a-lost-write-matters',
  },
  {
    text: "With peers configured, the first run needs the network to get a session, and a repository's first open on a device waits for a full sync; until it loads, an item has no schema. Await `db.readyPromise()` (or gate on `useDBReady`), `db.open(path)` or `item.readyPromise()`, and treat `useItem` returning `undefined` as loading.",
    link: '/docs/read-write-data#wait-until-the-item-is-ready',
  },
  {
    text: "A query is cached by its configuration, and a predicate's closures are invisible to that cache: pass every changing value through `ctx`. Each distinct configuration stays open until `close()`; close a superseded query, never one that other components share.",
    link: '/docs/query#keep-predicates-and-sorts-pure',
  },
  {
    text: '`db.logout()` deletes the local data directory, with every edit the server has not received; no public API confirms that edits arrived, and `sync()` or `syncAll()` first does not make it safe. Warn the user and log out only when they confirm.',
    link: '/docs/sessions#log-out',
  },
  {
    text: '`trusted: true` turns off signatures and every authorization rule for that instance: use it only on a back end protected another way, never in a client.',
    link: '/docs/sessions#trusted-mode',
  },
  {
    text: "After a release, a client whose build differs from the server's flushes its data and goes offline; only a client in debug mode reloads by itself. Tell production users to reload.",
    link: '/docs/sync#when-the-servers-version-changes',
  },
];

/** The rules as a Markdown list, each linking to its section in the guide's Markdown twin. */
export function rulesList(siteUrl: string): string {
  return assistantRules.map(({text, link}) => `- ${text} [Why](${twinUrl(siteUrl, link)})`).join('\n');
}

/** The import paths as a Markdown list, with what each holds. */
export function importsList(): string {
  return apiModules.map(({specifier}) => `- \`${specifier}\`: ${moduleContents[specifier]}.`).join('\n');
}

/** The block that opens llms.txt, after its title and summary. */
export function assistantsBlock(siteUrl: string): string {
  return [
    `For assistants writing code with IbexDB: these docs describe version ${documentedVersion}. It has three import paths:`,
    importsList(),
    'The rules generated IbexDB apps most often break:',
    rulesList(siteUrl),
  ].join('\n\n');
}
