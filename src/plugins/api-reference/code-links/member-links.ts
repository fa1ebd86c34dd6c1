/**
 * Guide prose that names a member links to the member's entry, not to the top of its page.
 * A writer links `[`db.sync()`](/docs/api/classes/ibexdb)`; this remark plugin of the docs
 * makes it `/docs/api/classes/ibexdb#sync`, from the same symbol data the samples' links
 * use (docs/api/symbol-urls.json, written by the reference's router): nothing is written
 * by hand, and a renamed anchor follows.
 *
 * A link is member-named when its text is one code span that names a member of the page
 * it goes to: `db.sync()`, `server.orgIds()`, `Repository.headForKey`, `useQuery`,
 * `trusted: true` (a receiver such as `db` stands for the page's own symbol; a call's
 * arguments and a value after `:` or `=` are left aside). A link whose text lists several
 * members (`` `useDB`, `useDBReady` and `useQuery` ``) becomes one link per member, the
 * words between them kept. A link to the page's own symbol (`` `IbexDB` ``), or with any
 * other text, is left as written.
 *
 * After the rewrite, a member-named link that still goes to the top of a page stops the
 * build, naming the page, the link's text and the anchor it should have (or that the page
 * has no entry of that name). The API pages (docs/api/) and the partials (`_*.md`) are not
 * touched.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {InlineCode, Link, Parent, PhrasingContent, Root, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {apiDocsFolder, apiRoute} from '../../../api-layout.mjs';
import {relativeToRoot} from '../../../utils/paths';
import {escapeHeadingIds, markdownSyntax} from '../../code-samples';

export interface MemberLinksOptions {
  /** The URL of every symbol and member by its name path (`IbexDB.sync`), once the code links' plugin has read it. */
  readonly symbolUrls: () => Readonly<Record<string, string>> | undefined;
}

/** What a link's code names: a name path (`['db', 'sync']`), and whether it is a call or a `new`. */
export interface NamedPath {
  readonly names: readonly string[];
  readonly call: boolean;
  readonly construct: boolean;
}

/**
 * The name path a code span names: `db.sync()`, `server.servicesForOrganization(orgId)`,
 * `new IbexDB(config)`, `useItem<S>(path)`, `trusted: true`, `Repository.headForKey`. Any
 * other code (a path, a string, an expression) names nothing.
 */
export function namedPath(code: string): NamedPath | undefined {
  const match = /^(new\s+)?([A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)*)(?:<[^()]*>)?(\(.*\))?(?:\s*[:=]\s*\S.*)?;?$/s.exec(code.trim());
  if (!match) return undefined;
  return {names: match[2].split(/\??\./), call: match[3] !== undefined, construct: match[1] !== undefined};
}

/** A link's target on the reference: its page's route (`/docs/api/classes/ibexdb`) and anchor, or undefined elsewhere. */
export function referenceTarget(url: string): {page: string; anchor?: string} | undefined {
  if (!url.startsWith(apiRoute)) return undefined;
  const [pathPart, anchor] = url.split('#', 2);
  const page = pathPart.replace(/\/?(?:index)?(?:\.html)?$/, '').replace(/\/$/, '');
  return {page: page || apiRoute.replace(/\/$/, ''), ...(anchor ? {anchor} : {})};
}

export type Resolution =
  /** The page's own symbol, or code that names no member: a link to the page is right. */
  | {kind: 'page'}
  /** A member of the page: its entry's URL and its name path in the symbol data. */
  | {kind: 'member'; url: string; key: string}
  /** Code that names a member (a call, a property of something) the page has no entry for. */
  | {kind: 'unknown'; member: string; elsewhere: string[]};

/**
 * The symbol data by page: the symbol each page is about (none for a function page) and
 * where each name path goes. Built once per set of URLs.
 */
export class MemberIndex {
  private readonly owners = new Map<string, string>();

  constructor(private readonly urls: Readonly<Record<string, string>>) {
    for (const [key, url] of Object.entries(urls)) {
      if (!url.includes('#')) this.owners.set(url.replace(/\/$/, ''), key);
    }
  }

  /** Where a link whose code names `named` and that goes to `page` should go. */
  resolve(page: string, named: NamedPath): Resolution {
    const owner = this.owners.get(page);
    const {names} = named;
    const member = names.at(-1)!;
    if (names.length === 1 && member === owner && !named.call && !named.construct) return {kind: 'page'};
    const onPage = (key: string) => {
      const url = this.urls[key];
      // An inherited member's entry is on the page that declares it: the key is the page's own.
      return url?.includes('#') && (url.startsWith(`${page}#`) || (owner !== undefined && key.startsWith(`${owner}.`))) ? {kind: 'member' as const, url, key} : undefined;
    };
    const withStatic = (path: readonly string[]) => [path.join('.'), [...path.slice(0, -1), `static:${path.at(-1)}`].join('.')];
    const keys = [
      ...(named.construct && owner ? [`${owner}.constructor`] : []),
      ...(names.length > 1 ? withStatic(names) : []),
      ...(owner !== undefined ? withStatic([owner, member]) : withStatic([member])),
    ];
    for (const key of keys) {
      const found = onPage(key);
      if (found) return found;
    }
    // A function page: a function, or a namespace's function, by its name alone when only one has it.
    if (owner === undefined) {
      const candidates = Object.entries(this.urls).filter(([key, url]) => url.startsWith(`${page}#`) && key.split('.').at(-1) === member);
      if (candidates.length === 1) return {kind: 'member', url: candidates[0][1], key: candidates[0][0]};
    }
    if (names.length > 1 || named.call || named.construct) {
      const elsewhere = Object.entries(this.urls)
        .filter(([key, url]) => url.includes('#') && key.split('.').at(-1)?.replace(/^static:/, '') === member)
        .map(([key, url]) => `${key} (${url})`);
      return {kind: 'unknown', member, elsewhere};
    }
    return {kind: 'page'};
  }
}

/** Separators between the code spans of a link that lists members: commas, spaces, "and", "or". */
const listSeparator = /^[\s,]*(?:(?:and|or)\s+)?$/;

/** The code spans of a link's text when it is made of code spans and list separators alone. */
function codeSpans(link: Link): InlineCode[] | undefined {
  const spans: InlineCode[] = [];
  for (const child of link.children) {
    if (child.type === 'inlineCode') spans.push(child);
    else if (child.type !== 'text' || !listSeparator.test(child.value)) return undefined;
  }
  return spans.length ? spans : undefined;
}

/** A link's text as the reader sees it. */
function textOf(node: PhrasingContent | Link): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  return 'children' in node ? node.children.map((child) => textOf(child)).join('') : '';
}

/** A member-named link as found in a page, for the rewrite, the check and the count. */
export interface MemberNamedLink {
  readonly text: string;
  readonly line: number | undefined;
  readonly url: string;
  readonly resolution: Exclude<Resolution, {kind: 'page'}>;
}

/**
 * Every member-named link of a tree, each once (a link that lists members counts once per
 * member), with what its target should be; `visit` may replace a link by other nodes.
 */
function eachLink(tree: Root, index: MemberIndex, visit: (link: Link, spans: {span: InlineCode; resolution: Resolution}[], page: string) => RootContent[] | undefined): void {
  const walk = (parent: Parent): void => {
    parent.children = parent.children.flatMap((child): RootContent[] => {
      if (child.type === 'link') {
        const target = referenceTarget(child.url);
        const spans = target && codeSpans(child);
        if (!target || !spans) return [child];
        const resolved = spans.flatMap((span) => {
          const named = namedPath(span.value);
          return named ? [{span, resolution: index.resolve(target.page, named)}] : [];
        });
        return visit(child, resolved, target.page) ?? [child];
      }
      if ('children' in child) walk(child);
      return [child];
    });
  };
  walk(tree);
}

/**
 * Points every member-named link of a guide at the member's entry. A link that lists
 * members, each of which the page has, becomes one link per member. Returns the links it
 * found, rewritten or not, for the check and the count.
 */
export function rewriteMemberLinks(tree: Root, index: MemberIndex): MemberNamedLink[] {
  const found: MemberNamedLink[] = [];
  eachLink(tree, index, (link, spans) => {
    const members = spans.filter((entry) => entry.resolution.kind !== 'page');
    if (!members.length) return undefined;
    const line = link.position?.start.line;
    const record = (text: string, url: string, resolution: MemberNamedLink['resolution']) => found.push({text, line, url, resolution});
    const target = referenceTarget(link.url);
    if (spans.length === 1 && link.children.length === 1) {
      const [{resolution}] = members;
      if (resolution.kind === 'member' && !target?.anchor) link.url = resolution.url;
      record(textOf(link), link.url, resolution as MemberNamedLink['resolution']);
      return undefined;
    }
    // A list of members: one link each, when every code span is a member of the page.
    if (target?.anchor || members.length !== spans.length || !members.every((entry) => entry.resolution.kind === 'member')) {
      for (const {span, resolution} of members) record(span.value, link.url, resolution as MemberNamedLink['resolution']);
      return undefined;
    }
    return link.children.map((child): RootContent => {
      const entry = members.find(({span}) => span === child);
      if (!entry || entry.resolution.kind !== 'member') return child;
      record(child.type === 'inlineCode' ? child.value : textOf(child), entry.resolution.url, entry.resolution);
      return {type: 'link', url: entry.resolution.url, title: link.title, children: [child], position: child.position};
    });
  });
  return found;
}

/**
 * The member-named links of a tree that go to the top of a page: each as the message
 * that stops the build. `source` names the page in the message.
 */
export function pageTopMemberLinks(tree: Root, index: MemberIndex, source: string): string[] {
  const problems: string[] = [];
  eachLink(tree, index, (link, spans) => {
    const target = referenceTarget(link.url);
    if (!target || target.anchor) return undefined;
    for (const {span, resolution} of spans) {
      if (resolution.kind === 'page') continue;
      const where = `${source}${link.position ? `:${link.position.start.line}` : ''}`;
      problems.push(
        resolution.kind === 'member'
          ? `${where}: the link "${span.value}" goes to the top of ${target.page}, but it names a member: its entry is ${resolution.url} (#${resolution.url.split('#')[1]})`
          : `${where}: the link "${span.value}" goes to the top of ${target.page}, but it names a member that page has no entry for ("${resolution.member}")${
              resolution.elsewhere.length ? `; entries of that name: ${resolution.elsewhere.join(', ')}` : ''
            }: link the page that documents it, or name the page's symbol`,
      );
    }
    return undefined;
  });
  return problems;
}

/** Whether a file is a guide whose prose the plugin reads: docs/*.md(x), not the reference, not a partial. */
export function isGuide(file: string | undefined): file is string {
  if (!file) return false;
  const source = relativeToRoot(file);
  return source.startsWith('docs/') && !source.startsWith(`docs/${apiDocsFolder}/`) && !/(^|\/)_[^/]*$/.test(source) && /\.mdx?$/.test(source);
}

/** A member-named link of a guide, after the rewrite: where it goes and whether that is the member's entry. */
export interface GuideMemberLink extends MemberNamedLink {
  readonly source: string;
  readonly landsOnEntry: boolean;
}

/**
 * Every member-named link of the guides in `docsDir` as the build makes it (each member
 * of a link that lists several counts once), and the messages that would stop the build:
 * the count of the links that land on their entry, and the test of the whole.
 */
export function guideMemberLinks(docsDir: string, index: MemberIndex): {links: GuideMemberLink[]; problems: string[]} {
  const links: GuideMemberLink[] = [];
  const problems: string[] = [];
  const files = fs.readdirSync(docsDir, {recursive: true, encoding: 'utf8'}).map((file) => path.join(docsDir, file)).filter(isGuide).sort();
  for (const file of files) {
    const source = relativeToRoot(file);
    const text = fs.readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
    const mdx = file.endsWith('.mdx');
    const tree = fromMarkdown(mdx ? escapeHeadingIds(text) : text, markdownSyntax[mdx ? 'mdx' : 'md']);
    for (const link of rewriteMemberLinks(tree, index)) {
      links.push({...link, source, landsOnEntry: link.resolution.kind === 'member' && link.url === link.resolution.url});
    }
    problems.push(...pageTopMemberLinks(tree, index, source));
  }
  return {links, problems};
}

/**
 * The remark plugin of the docs: rewrites the guides' member-named links, then stops the
 * build on any that still goes to the top of a page.
 */
export function remarkMemberLinks(options: MemberLinksOptions) {
  let cached: {urls: Readonly<Record<string, string>>; index: MemberIndex} | undefined;
  const indexOf = (): MemberIndex => {
    const urls = options.symbolUrls();
    if (!urls) throw new Error('src/plugins/api-reference/code-links: the guides\' links to members need docs/api/symbol-urls.json, which the code links\' plugin reads when it loads.');
    if (cached?.urls !== urls) cached = {urls, index: new MemberIndex(urls)};
    return cached.index;
  };
  return (tree: Root, file: {path?: string}): void => {
    if (!isGuide(file.path)) return;
    const index = indexOf();
    rewriteMemberLinks(tree, index);
    const problems = pageTopMemberLinks(tree, index, relativeToRoot(file.path));
    if (problems.length) throw new Error(`A guide links a member to the top of its page (src/plugins/api-reference/code-links/member-links.ts):\n${problems.join('\n')}`);
  };
}
