/**
 * The glossary (src/plugins/glossary): its source file's rules, the linker that links
 * each term's first use in a guide, the entries on the Concepts page, the definitions
 * at the end of a twin, and every guide's links to the glossary against its entries.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {Link, Root, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {frontmatter} from 'micromark-extension-frontmatter';
import {mdxjs} from 'micromark-extension-mdxjs';
import {definitionsSection, linkedAnchors} from '../../src/plugins/glossary';
import {headingAnchors, insertEntries, linkTerms} from '../../src/plugins/glossary/remark';
import {projectRoot} from '../../src/utils/paths';
import {conceptsSource, definitionText, parseGlossary, readGlossary, siteHref} from '../../src/plugins/glossary/source';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';

const sample = `<!-- How to edit this file. -->

### Session {#session}

<!-- matches: session, sessions -->

The identity a [peer](#peer) acts under. See the [sessions guide](./sessions.mdx#kinds).

### Root session {#root-session}

<!-- matches: root session, root sessions -->

A server's own session.

### Peer {#peer}

Any \`IbexDB\` instance that syncs.
`;

const glossary = parseGlossary(sample, 'sample.md');

function links(tree: RootContent | Root): Link[] {
  if (tree.type === 'link') return [tree];
  return 'children' in tree ? tree.children.flatMap((child) => links(child)) : [];
}

function linked(markdown: string, known = new Set<string>()): {used: string[]; links: {text: string; url: string; anchor: unknown}[]} {
  const tree = fromMarkdown(markdown);
  const used = linkTerms(tree, glossary, 'docs/page.mdx', known);
  return {
    used,
    links: links(tree).map((link) => ({
      text: link.children.map((child) => ('value' in child ? child.value : '')).join(''),
      url: link.url,
      anchor: link.data?.hProperties?.['data-glossary'],
    })),
  };
}

describe('the glossary source', () => {
  it('reads each entry: anchor, term, the words that name it, its definition', () => {
    assert.deepEqual(
      glossary.entries.map(({anchor, term, forms}) => ({anchor, term, forms})),
      [
        {anchor: 'session', term: 'Session', forms: ['session', 'sessions']},
        {anchor: 'root-session', term: 'Root session', forms: ['root session', 'root sessions']},
        {anchor: 'peer', term: 'Peer', forms: ['peer']},
      ],
    );
    assert.equal(definitionText(glossary.entries[2]), 'Any IbexDB instance that syncs.');
  });

  it('refuses an entry without a definition, a repeated anchor, a word naming two terms, and other content', () => {
    assert.throws(() => parseGlossary('### Leaf {#leaf}\n\n### Head {#head}\n\nText.\n', 'g.md'), /g\.md:1: the entry "Leaf" has no definition/);
    assert.throws(() => parseGlossary('### Leaf {#leaf}\n\nA.\n\n### Leaves {#leaf}\n\nB.\n', 'g.md'), /g\.md:5: the anchor #leaf names two entries/);
    assert.throws(
      () => parseGlossary('### Leaf {#leaf}\n\n<!-- matches: leaf, end -->\n\nA.\n\n### End {#end}\n\nB.\n', 'g.md'),
      /"end" names both #leaf and #end/,
    );
    assert.throws(() => parseGlossary('### Leaf\n\nA.\n', 'g.md'), /g\.md:1: an entry's heading is "### Term \{#anchor\}"/);
    assert.throws(() => parseGlossary('### Leaf {#leaf}\n\n- a list\n', 'g.md'), /g\.md:3: the glossary holds only "###" entries/);
  });

  it('turns an entry\'s links into site paths', () => {
    assert.equal(siteHref('#peer'), '/docs/concepts#peer');
    assert.equal(siteHref('./sessions.mdx#kinds'), '/docs/sessions#kinds');
    assert.equal(siteHref('./sync.mdx'), '/docs/sync');
    assert.equal(siteHref('/docs/api/classes/ibexdb'), '/docs/api/classes/ibexdb');
  });
});

describe('the linker', () => {
  it('links the first use of each term only, in any case, longest name first', () => {
    const {used, links: found} = linked('Sessions sign. A session again. The root session and a Peer.\n');
    assert.deepEqual(used, ['session', 'root-session', 'peer']);
    assert.deepEqual(found, [
      {text: 'Sessions', url: '/docs/concepts#session', anchor: 'session'},
      {text: 'root session', url: '/docs/concepts#root-session', anchor: 'root-session'},
      {text: 'Peer', url: '/docs/concepts#peer', anchor: 'peer'},
    ]);
  });

  it('leaves a term alone on the guides where its words mean something else', () => {
    const local = parseGlossary('### Head {#head}\n\n<!-- matches: head, heads; not on: ordering-items -->\n\nA commit.\n', 'g.md');
    assert.deepEqual(local.entries[0].notOn, ['ordering-items']);
    assert.deepEqual(linkTerms(fromMarkdown('The head of the list.\n'), local, 'docs/ordering-items.mdx', new Set()), []);
    assert.deepEqual(linkTerms(fromMarkdown('The head of the item.\n'), local, 'docs/sync.mdx', new Set()), ['head']);
    assert.throws(() => parseGlossary('### Head {#head}\n\n<!-- matches: head; except: x -->\n\nA.\n', 'g.md'), /g\.md:3: a "matches" comment lists words/);
  });

  it('matches whole words only', () => {
    assert.deepEqual(linked('Peers, peer-to-peer and sessionid words.\n').links, []);
  });

  it('skips headings, links, inline code, code blocks and JSX; the first use in prose gets the link', () => {
    const markdown = [
      '## The session',
      '',
      'The [session guide](./sessions.mdx) and `session` and:',
      '',
      '```ts',
      'const session = 1;',
      '```',
      '',
      'Then a session in prose, and *a peer in emphasis*.',
      '',
    ].join('\n');
    assert.deepEqual(linked(markdown).links.filter((link) => link.anchor), [
      {text: 'session', url: '/docs/concepts#session', anchor: 'session'},
      {text: 'peer', url: '/docs/concepts#peer', anchor: 'peer'},
    ]);
    const tree = fromMarkdown('<Note>A session.</Note>\n\nA peer.\n', {extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()]});
    assert.deepEqual(linkTerms(tree, glossary, 'docs/page.mdx', new Set()), ['peer']);
  });

  it('counts a link the writer made to an entry as the term\'s use, and marks it for the popover', () => {
    const {used, links: found} = linked('The [sessions](/docs/concepts#session) sign; a session.\n');
    assert.deepEqual(used, ['session']);
    assert.deepEqual(found, [{text: 'sessions', url: '/docs/concepts#session', anchor: 'session'}]);
  });

  it('fails, naming the page and the term, when a link goes to an entry that does not exist', () => {
    assert.throws(
      () => linked('See [merge robots](/docs/concepts#merge-robot).\n'),
      /docs\/page\.mdx links the term "merge robots" to \/docs\/concepts#merge-robot, but the glossary \(docs\/_glossary\.md\) has no entry #merge-robot/,
    );
    // A heading of the Concepts page is not a glossary entry, and links there stay as written.
    assert.deepEqual(linked('See [paths](./concepts.mdx#paths).\n', new Set(['paths'])).links, [{text: 'paths', url: './concepts.mdx#paths', anchor: undefined}]);
  });

  it('puts the entries where the Concepts page asks for them, and refuses a page without the line', () => {
    const tree = fromMarkdown('## Glossary\n\n<GlossaryEntries />\n\n## Next\n', {extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()]});
    insertEntries(tree, glossary, conceptsSource);
    assert.deepEqual(
      tree.children.map((node) => node.type),
      ['heading', 'heading', 'paragraph', 'heading', 'paragraph', 'heading', 'paragraph', 'heading'],
    );
    assert.throws(() => insertEntries(fromMarkdown('## Glossary\n'), glossary, conceptsSource), /docs\/concepts\.mdx shows the glossary: it needs a <GlossaryEntries \/> line/);
  });
});

describe('the definitions at the end of a twin', () => {
  const site = 'https://ibexdb.dev';
  it('lists the entries the twin links to, in order, with absolute links', () => {
    const markdown = '# Sync\n\nA [peer](https://ibexdb.dev/docs/concepts#peer) and a [session](https://ibexdb.dev/docs/concepts#session), a [path](https://ibexdb.dev/docs/concepts#paths).\n';
    assert.deepEqual(linkedAnchors(markdown, site, glossary), ['peer', 'session']);
    assert.equal(
      definitionsSection('/docs/sync', markdown, site, glossary),
      '\n## Definitions\n\n**Peer**: Any `IbexDB` instance that syncs.\n\n**Session**: The identity a [peer](https://ibexdb.dev/docs/concepts#peer) acts under. See the [sessions guide](https://ibexdb.dev/docs/sessions#kinds).\n',
    );
  });

  it('adds nothing to a page without terms, or to the Concepts page', () => {
    assert.equal(definitionsSection('/docs/faq', '# FAQ\n\nNo terms.\n', site, glossary), '');
    assert.equal(definitionsSection('/docs/concepts', '[peer](https://ibexdb.dev/docs/concepts#peer)', site, glossary), '');
  });
});

describe("the site's glossary and guides", () => {
  const real = readGlossary(projectRoot);
  const known = headingAnchors(fs.readFileSync(path.join(projectRoot, conceptsSource), 'utf8'));

  it('has the terms the guides use, the sync round among them', () => {
    for (const anchor of ['session', 'root-session', 'commit', 'leaf', 'head', 'merge-leader', 'merge-base', 'bloom-filter', 'trusted-mode', 'debug-mode', 'repository', 'item', 'schema', 'path', 'peer', 'sync-round']) {
      assert.ok(real.byAnchor.has(anchor), `docs/_glossary.md has no entry #${anchor}`);
    }
  });

  it('every guide links only to entries that exist, and gets at least one term linked', () => {
    const guides = fs.readdirSync(path.join(projectRoot, 'docs')).filter((name) => /^[^_].*\.mdx?$/.test(name) && `docs/${name}` !== conceptsSource);
    assert.ok(guides.length > 10);
    for (const name of guides) {
      // As Docusaurus's MDX loader reads a page: `## Heading {#id}` is an id, not an expression.
      const tree = fromMarkdown(escapeMarkdownHeadingIds(fs.readFileSync(path.join(projectRoot, 'docs', name), 'utf8')), {
        extensions: [frontmatter(), mdxjs()],
        mdastExtensions: [frontmatterFromMarkdown(), mdxFromMarkdown()],
      });
      const used = linkTerms(tree, real, `docs/${name}`, known);
      assert.ok(used.length > 0, `docs/${name} uses no glossary term`);
    }
  });
});
