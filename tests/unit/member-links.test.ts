/**
 * The guides' links that name a member (src/plugins/api-reference/code-links/member-links.ts):
 * what a link's code names, where it goes, the rewrite, the check that stops the build,
 * and every guide of the site against the reference TypeDoc writes.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import type {Link, Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toMarkdown} from 'mdast-util-to-markdown';
import {mdxToMarkdown} from 'mdast-util-mdx';
import {apiSymbolUrlsFile} from '../../src/api-layout.mjs';
import {markdownSyntax} from '../../src/plugins/code-samples';
import {
  MemberIndex,
  guideMemberLinks,
  namedPath,
  pageTopMemberLinks,
  remarkMemberLinks,
  rewriteMemberLinks,
} from '../../src/plugins/api-reference/code-links/member-links';
import {projectRoot} from '../../src/utils/paths';
import {generatedApiReference} from '../support/api-reference';

/** A few URLs as the reference's router writes them (docs/api/symbol-urls.json). */
const symbolUrls = {
  IbexDB: '/docs/api/classes/ibexdb',
  'IbexDB.constructor': '/docs/api/classes/ibexdb#constructor',
  'IbexDB.sync': '/docs/api/classes/ibexdb#sync',
  'IbexDB.open': '/docs/api/classes/ibexdb#open',
  'IbexDB.path': '/docs/api/classes/ibexdb#path',
  Repository: '/docs/api/classes/repository',
  'Repository.headForKey': '/docs/api/classes/repository#headforkey',
  'Repository.static:path': '/docs/api/classes/repository#path',
  DBInstanceConfig: '/docs/api/interfaces/dbinstanceconfig',
  'DBInstanceConfig.trusted': '/docs/api/interfaces/dbinstanceconfig#property-trusted',
  ServerOptions: '/docs/api/interfaces/serveroptions',
  'ServerOptions.port': '/docs/api/interfaces/serveroptions#property-port',
  'ServerOptions.trusted': '/docs/api/interfaces/dbinstanceconfig#property-trusted',
  useQuery: '/docs/api/functions-react#usequery',
  useDB: '/docs/api/functions-react#usedb',
  'Orderstamp.between': '/docs/api/functions-core#orderstamp-between',
  'Query.open': '/docs/api/classes/query#open',
};
const index = new MemberIndex(symbolUrls);

/** A guide's Markdown as a tree, as the docs' remark plugins get it. */
const parse = (markdown: string): Root => fromMarkdown(markdown, markdownSyntax.mdx);
const links = (tree: Root): Link[] => {
  const found: Link[] = [];
  const walk = (node: {type: string; children?: unknown[]}) => {
    if (node.type === 'link') found.push(node as Link);
    for (const child of (node.children ?? []) as {type: string}[]) walk(child);
  };
  walk(tree);
  return found;
};
const hrefs = (markdown: string) => {
  const tree = parse(markdown);
  rewriteMemberLinks(tree, index);
  return links(tree).map((link) => link.url);
};

describe('member links: what a link names', () => {
  it('reads a call, a property, a constructor and an option with its value as a name path', () => {
    assert.deepEqual(namedPath('db.sync()'), {names: ['db', 'sync'], call: true, construct: false});
    assert.deepEqual(namedPath('server.servicesForOrganization(orgId)')?.names, ['server', 'servicesForOrganization']);
    assert.deepEqual(namedPath('new IbexDB(config)'), {names: ['IbexDB'], call: true, construct: true});
    assert.deepEqual(namedPath('useItem<S>(path)')?.names, ['useItem']);
    assert.deepEqual(namedPath('trusted: true'), {names: ['trusted'], call: false, construct: false});
    assert.deepEqual(namedPath('Repository.headForKey')?.names, ['Repository', 'headForKey']);
    assert.deepEqual(namedPath('item?.isDeleted')?.names, ['item', 'isDeleted']);
  });

  it('reads no name in a path, a string or an expression', () => {
    for (const code of ['/data/tasks', "'client'", 'a + b', '{ns, version}', 'db.query({source})[0]']) {
      assert.equal(namedPath(code), undefined, code);
    }
  });

  it("resolves a member of the page's symbol, whatever the receiver is called", () => {
    const page = '/docs/api/classes/ibexdb';
    assert.deepEqual(index.resolve(page, namedPath('db.sync()')!), {kind: 'member', url: `${page}#sync`, key: 'IbexDB.sync'});
    assert.deepEqual(index.resolve(page, namedPath('myDb.open')!), {kind: 'member', url: `${page}#open`, key: 'IbexDB.open'});
    assert.deepEqual(index.resolve(page, namedPath('new IbexDB(config)')!), {kind: 'member', url: `${page}#constructor`, key: 'IbexDB.constructor'});
    assert.deepEqual(index.resolve(page, namedPath('IbexDB')!), {kind: 'page'});
  });

  it('resolves a static member, an option, an inherited option and a function of a function page', () => {
    assert.equal((index.resolve('/docs/api/classes/repository', namedPath('Repository.path')!) as {url: string}).url, '/docs/api/classes/repository#path');
    assert.equal((index.resolve('/docs/api/classes/repository', namedPath('Repository.headForKey')!) as {url: string}).url, '/docs/api/classes/repository#headforkey');
    assert.equal((index.resolve('/docs/api/interfaces/dbinstanceconfig', namedPath('trusted: true')!) as {url: string}).url, '/docs/api/interfaces/dbinstanceconfig#property-trusted');
    assert.equal((index.resolve('/docs/api/interfaces/serveroptions', namedPath('trusted')!) as {url: string}).url, '/docs/api/interfaces/dbinstanceconfig#property-trusted');
    assert.equal((index.resolve('/docs/api/functions-react', namedPath('useQuery')!) as {url: string}).url, '/docs/api/functions-react#usequery');
    assert.equal((index.resolve('/docs/api/functions-core', namedPath('between()')!) as {url: string}).url, '/docs/api/functions-core#orderstamp-between');
  });

  it('names a call the page has no entry for, and where an entry of that name is', () => {
    const resolution = index.resolve('/docs/api/classes/ibexdb', namedPath('query.open()')!);
    assert.equal(resolution.kind, 'member', 'a receiver stands for the page\'s symbol: IbexDB.open');
    const unknown = index.resolve('/docs/api/classes/repository', namedPath('db.sync()')!);
    assert.deepEqual(unknown, {kind: 'unknown', member: 'sync', elsewhere: ['IbexDB.sync (/docs/api/classes/ibexdb#sync)']});
    // A plain name that is no member is a link to the page, not an error.
    assert.deepEqual(index.resolve('/docs/api/classes/repository', namedPath('repo')!), {kind: 'page'});
  });
});

describe('member links: the rewrite', () => {
  it("sends a member-named link to the member's entry", () => {
    assert.deepEqual(hrefs('Call [`db.sync()`](/docs/api/classes/ibexdb) to push.'), ['/docs/api/classes/ibexdb#sync']);
    assert.deepEqual(hrefs('Use [`useQuery`](/docs/api/functions-react).'), ['/docs/api/functions-react#usequery']);
    assert.deepEqual(hrefs('Set [`trusted: true`](/docs/api/interfaces/dbinstanceconfig).'), ['/docs/api/interfaces/dbinstanceconfig#property-trusted']);
  });

  it("leaves a link to the page's symbol, a link with other text and a link with an anchor as written", () => {
    const written = [
      '[`IbexDB`](/docs/api/classes/ibexdb)',
      '[`IbexDB` API reference](/docs/api/classes/ibexdb)',
      '[sync](/docs/api/classes/ibexdb)',
      '[`db.sync()`](/docs/api/classes/ibexdb#open)',
      '[`db.sync()`](/docs/sync)',
    ];
    assert.deepEqual(hrefs(written.join('\n\n')), ['/docs/api/classes/ibexdb', '/docs/api/classes/ibexdb', '/docs/api/classes/ibexdb', '/docs/api/classes/ibexdb#open', '/docs/sync']);
  });

  it('makes a link that lists members one link per member, the words between them kept', () => {
    const tree = parse('The hooks [`useDB` and `useQuery`](/docs/api/functions-react) read it.');
    const found = rewriteMemberLinks(tree, index);
    assert.deepEqual(
      found.map(({text, url}) => `${text} ${url}`),
      ['useDB /docs/api/functions-react#usedb', 'useQuery /docs/api/functions-react#usequery'],
    );
    assert.equal(
      toMarkdown(tree, {extensions: [mdxToMarkdown()]}).trim(),
      'The hooks [`useDB`](/docs/api/functions-react#usedb) and [`useQuery`](/docs/api/functions-react#usequery) read it.',
    );
  });

  it('finds nothing to change a second time', () => {
    const tree = parse('[`db.sync()`](/docs/api/classes/ibexdb) and [`useDB` and `useQuery`](/docs/api/functions-react)');
    rewriteMemberLinks(tree, index);
    const once = JSON.stringify(tree);
    rewriteMemberLinks(tree, index);
    assert.equal(JSON.stringify(tree), once);
  });
});

describe('member links: the check that stops the build', () => {
  it('names the page, the link text and the expected anchor of a member-named link left at a page top', () => {
    const tree = parse('Line one.\n\nCall [`db.sync()`](/docs/api/classes/ibexdb) to push.');
    assert.deepEqual(pageTopMemberLinks(tree, index, 'docs/sync.mdx'), [
      'docs/sync.mdx:3: the link "db.sync()" goes to the top of /docs/api/classes/ibexdb, but it names a member: its entry is /docs/api/classes/ibexdb#sync (#sync)',
    ]);
    rewriteMemberLinks(tree, index);
    assert.deepEqual(pageTopMemberLinks(tree, index, 'docs/sync.mdx'), []);
  });

  it('stops a guide whose link names a member its page does not have, and leaves the reference and partials alone', () => {
    const plugin = remarkMemberLinks({symbolUrls: () => symbolUrls});
    const guide = path.join(projectRoot, 'docs/sync.mdx');
    assert.throws(
      () => plugin(parse('See [`db.sync()`](/docs/api/classes/repository).'), {path: guide}),
      /docs\/sync\.mdx:1: the link "db\.sync\(\)" goes to the top of \/docs\/api\/classes\/repository, but it names a member that page has no entry for \("sync"\); entries of that name: IbexDB\.sync/,
    );
    const tree = parse('See [`db.sync()`](/docs/api/classes/ibexdb).');
    plugin(tree, {path: guide});
    assert.equal(links(tree)[0].url, '/docs/api/classes/ibexdb#sync');
    for (const file of ['docs/api/classes/ibexdb.md', 'docs/_glossary.md']) {
      const untouched = parse('See [`db.sync()`](/docs/api/classes/repository).');
      plugin(untouched, {path: path.join(projectRoot, file)});
      assert.equal(links(untouched)[0].url, '/docs/api/classes/repository', file);
    }
  });

  it('fails plainly when the symbol data has not been read', () => {
    const plugin = remarkMemberLinks({symbolUrls: () => undefined});
    assert.throws(() => plugin(parse('x'), {path: path.join(projectRoot, 'docs/sync.mdx')}), /symbol-urls\.json/);
  });
});

describe('member links: the guides of the site against the generated reference', () => {
  let out = '';
  let status: number | null = null;
  let log = '';
  before(() => {
    ({out, status, log} = generatedApiReference());
  });

  it('sends at least 90% (in fact every one) of the member-named links of the guides to an anchor their page has', (t) => {
    assert.equal(status, 0, log);
    const urls = JSON.parse(fs.readFileSync(path.join(out, apiSymbolUrlsFile), 'utf8')) as Record<string, string>;
    const {links: found, problems} = guideMemberLinks(path.join(projectRoot, 'docs'), new MemberIndex(urls));
    const landed = found.filter((link) => link.landsOnEntry);
    t.diagnostic(`${landed.length} of ${found.length} member-named links in guide prose land on the member's entry`);
    assert.ok(found.length >= 40, `the guides have ${found.length} member-named links`);
    assert.ok(landed.length / found.length >= 0.9, `${landed.length} of ${found.length}`);
    assert.deepEqual(problems, []);
    assert.deepEqual(found.filter((link) => !link.landsOnEntry).map((link) => `${link.source}:${link.line} ${link.text} ${link.url}`), []);
    // Every anchor is one the generated page has: a heading's id or a table row's.
    const missing = found.filter(({url}) => {
      const [route, anchor] = url.replace(/^\/docs\/api\//, '').split('#');
      const page = fs.readFileSync(path.join(out, `${route}.md`), 'utf8');
      return !page.includes(`\\{#${anchor}\\}`) && !page.includes(`<a id="${anchor}"></a>`);
    });
    assert.deepEqual(missing.map(({source, text, url}) => `${source}: ${text} → ${url}`), []);
  });
});
