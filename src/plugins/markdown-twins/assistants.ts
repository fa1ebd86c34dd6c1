/**
 * What an assistant that writes IbexDB code needs before anything else: the
 * documented version, the three import paths, and the rules a generated app
 * most often breaks, each with the guide section that explains it. llms.txt
 * opens with this block, and the agent skill (skill.ts) repeats the rules, so
 * both are written from this one list.
 */
import {documentedVersion} from '../../site';
import {apiModules} from '../../api-layout.mjs';

/** What each module holds, by import specifier (the modules themselves: src/api-layout.mjs). */
const moduleContents: Record<(typeof apiModules)[number]['specifier'], string> = {
  ibexdb: 'the database, items, queries, schemas and path helpers; runs everywhere',
  'ibexdb/react': 'the React hooks; browser code only',
  'ibexdb/server': 'the HTTP server and the build tools; Deno, or experimentally Node.js',
};

export type AssistantRule = {
  /** One line, Markdown. */
  text: string;
  /** The site path and anchor of the guide section that explains it. */
  link: string;
};

/** The rules a generated IbexDB app most often gets wrong (the site's list of sharp edges, rows 1, 3, 4 and 14). */
export const assistantRules: readonly AssistantRule[] = [
  {
    text: 'Access fails open: a repository outside `/sys` and `/user` that no authorization rule matches can be read and written by every session, anonymous ones included. Register a deny-all catch-all last, one that skips `/sys/` and `/user/`.',
    link: '/docs/authorization#deny-everything-by-default',
  },
  {
    text: 'An item whose required field is missing or empty, or that holds a field its schema does not define, is never committed, and nothing reports it. Keep drafts in UI state and write only valid values, or give the field a default.',
    link: '/docs/schema#validation',
  },
  {
    text: 'Paths take lowercase letters, digits, `-` and `_` only. Give an id from another system a key from `uniqueId()` and keep the original id in a field; never lowercase or strip it to fit.',
    link: '/docs/repositories#ids-from-other-systems',
  },
  {
    text: "A query is cached by its configuration, and a predicate's closures are invisible to that cache: pass every changing value through `ctx`.",
    link: '/docs/query#keep-predicates-and-sorts-pure',
  },
];

/** The rules as a Markdown list, each linking to its section on the site. */
export function rulesList(siteUrl: string): string {
  return assistantRules.map(({text, link}) => `- ${text} [Why](${new URL(link, siteUrl).href})`).join('\n');
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
