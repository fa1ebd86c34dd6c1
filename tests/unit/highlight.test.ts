import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Element, Root} from 'hast';
import type {PrismTheme} from 'prism-react-renderer';
import {parseLines, parseTitle} from '../../src/utils/code-block-meta';
import type {CodeThemes} from '../../src/plugins/highlight/palette';
import rehypeHighlight, {highlight, parseLinks} from '../../src/plugins/highlight/rehype';

/**
 * The build-time highlighter (src/plugins/highlight): the meta string and
 * magic comments (src/utils/code-block-meta.ts), the HTML of a block (rehype.ts: a class per mode
 * on each coloured token, neighbours of the same colours merged, punctuation
 * left in the text colour, linked type names, escaping) and the rehype
 * transform a page goes through.
 */

function theme(colours: [types: string[], color: string][]): PrismTheme {
  return {
    plain: {color: '#000000', backgroundColor: '#ffffff'},
    styles: colours.map(([types, color]) => ({types, style: {color}})),
  };
}

/** Small themes whose palette indexes are known: l0 is the light keyword colour, d1 the dark one. */
const themes: CodeThemes = {
  light: theme([
    [['keyword'], '#0000ff'],
    [['string'], '#a31515'],
    [['punctuation', 'operator'], '#393a34'],
    [['number', 'boolean'], '#098658'],
    [['function'], '#795e26'],
  ]),
  dark: theme([
    [['string'], '#ce9178'],
    [['keyword', 'boolean'], '#569cd6'],
    [['punctuation', 'operator'], '#d4d4d4'],
    [['number'], '#b5cea8'],
  ]),
};

const html = (code: string, meta = '', language = 'typescript') => highlight(code, meta, language, themes).html;

describe('magic comments and the meta string', () => {
  it('highlight-next-line marks the line after it and is removed', () => {
    const {lines, highlighted} = parseLines('const a = 1;\n// highlight-next-line\nconst b = 2;\nconst c = 3;\n', '', 'ts');
    assert.deepEqual(lines, ['const a = 1;', 'const b = 2;', 'const c = 3;']);
    assert.deepEqual([...highlighted], [1]);
  });

  it('highlight-start and highlight-end mark the lines between them, nested pairs included', () => {
    const code = ['a();', '// highlight-start', 'b();', '/* highlight-start */', 'c();', '// highlight-end', 'd();', '// highlight-end', 'e();'].join('\n');
    const {lines, highlighted} = parseLines(code, '', 'tsx');
    assert.deepEqual(lines, ['a();', 'b();', 'c();', 'd();', 'e();']);
    assert.deepEqual([...highlighted], [1, 2, 3]);
  });

  it('an unmatched highlight-end is dropped without ending a later block early', () => {
    const {lines, highlighted} = parseLines('// highlight-end\na();\n// highlight-start\nb();\n// highlight-end\nc();', '', 'ts');
    assert.deepEqual(lines, ['a();', 'b();', 'c();']);
    assert.deepEqual([...highlighted], [1]);
  });

  it("uses each language's comment syntax: JSX braces, shell #, HTML <!-- -->", () => {
    assert.deepEqual([...parseLines('<div>\n  {/* highlight-next-line */}\n  <b />\n</div>', '', 'tsx').highlighted], [1]);
    assert.deepEqual([...parseLines('# highlight-next-line\nnpm install ibexdb', '', 'bash').highlighted], [0]);
    assert.deepEqual([...parseLines('<!-- highlight-next-line -->\n<p>Hi</p>', '', 'html').highlighted], [0]);
    const foreign = parseLines('// highlight-next-line\nnpm install ibexdb', '', 'bash');
    assert.deepEqual(foreign.lines, ['// highlight-next-line', 'npm install ibexdb'], 'a // comment is no magic comment in a shell block');
    assert.deepEqual([...foreign.highlighted], []);
  });

  it('a directive sharing its line with code is code, not a magic comment', () => {
    const {lines, highlighted} = parseLines('run(); // highlight-next-line\nnext();', '', 'ts');
    assert.deepEqual(lines, ['run(); // highlight-next-line', 'next();']);
    assert.deepEqual([...highlighted], []);
  });

  it('a {1,3-4} range in the meta string marks those lines (one-based) and leaves comments as written', () => {
    const {lines, highlighted} = parseLines('a\n// highlight-next-line\nc\nd\ne\r\n', 'title="x.ts" {1,3-4}', 'ts');
    assert.deepEqual(lines, ['a', '// highlight-next-line', 'c', 'd', 'e']);
    assert.deepEqual([...highlighted].sort(), [0, 2, 3]);
  });

  it('reads the title in double or single quotes', () => {
    assert.equal(parseTitle('title="common/schema.ts" {2}'), 'common/schema.ts');
    assert.equal(parseTitle("partial title='client/task-list.tsx'"), 'client/task-list.tsx');
    assert.equal(parseTitle('partial'), undefined);
  });
});

describe('the highlighter', () => {
  it('gives a coloured token one class per mode, the index of its colour in that mode', () => {
    assert.equal(html('const s = "x";'), '<span class="l0 d1">const</span> s = <span class="l1 d0">&quot;x&quot;</span>;\n');
  });

  it('gives a token only the classes of the modes that colour it', () => {
    assert.equal(html('run();'), '<span class="l4">run</span>();\n');
  });

  it('merges neighbouring tokens of the same colours, and the blanks between them, into one span', () => {
    assert.equal(html('export const a = 1;'), '<span class="l0 d1">export const</span> a = <span class="l3 d3">1</span>;\n');
    // Same light colour, different dark colours: two spans.
    assert.equal(html('[true, 2]'), '[<span class="l3 d1">true</span>, <span class="l3 d3">2</span>]\n');
  });

  it('leaves punctuation and operators in the text colour, and a line with no coloured token without spans', () => {
    assert.equal(html('a = (b + c) * d;'), 'a = (b + c) * d;\n');
  });

  it('wraps each highlighted line, newline included, in the highlighted-line span', () => {
    assert.equal(html('a;\n// highlight-next-line\nb;'), 'a;\n<span class="theme-code-block-highlighted-line">b;\n</span>');
  });

  it('escapes the code: <, >, & and " cannot open markup', () => {
    assert.equal(html('a <b> & "c"', '', 'text'), 'a &lt;b&gt; &amp; &quot;c&quot;\n');
    assert.equal(html('x < y && z', ''), 'x &lt; y &amp;&amp; z\n');
  });

  it('links the type names that the links meta lists, whole names only', () => {
    const meta = 'signature links=Item:/docs/api/classes/item;Commit:#type-commit';
    assert.deepEqual(
      [...parseLinks(meta)],
      [
        ['Item', '/docs/api/classes/item'],
        ['Commit', '#type-commit'],
      ],
    );
    assert.equal(
      html('type T = Commit<Item> | ItemList;', meta),
      '<span class="l0 d1">type</span> T = <a href="#type-commit">Commit</a>&lt;<a href="/docs/api/classes/item">Item</a>&gt; | ItemList;\n',
    );
    assert.equal(html('let a: Item;', 'links=Item:/search?a=1&b="2"'), '<span class="l0 d1">let</span> a: <a href="/search?a=1&amp;b=&quot;2&quot;">Item</a>;\n');
  });

  it("makes a sample's linked names links that keep their token's colours, cutting plain text around them", () => {
    const links = [
      {line: 0, column: 0, length: 3, href: '/docs/api/functions-core#run'},
      {line: 1, column: 6, length: 4, href: '/docs/api/classes/item#name'},
    ];
    assert.equal(
      highlight('run();\nitem. name.length;', '', 'typescript', themes, links).html,
      '<a href="/docs/api/functions-core#run" class="l4">run</a>();\nitem. <a href="/docs/api/classes/item#name">name</a>.length;\n',
    );
  });

  it('places a link on its line as written, magic comments counted, and never merges it with a neighbour', () => {
    const links = [{line: 2, column: 6, length: 1, href: '/docs/api/types/b'}];
    assert.equal(
      highlight('const a = 1;\n// highlight-next-line\nconst b = a;', '', 'typescript', themes, links).html,
      '<span class="l0 d1">const</span> a = <span class="l3 d3">1</span>;\n<span class="theme-code-block-highlighted-line"><span class="l0 d1">const</span> <a href="/docs/api/types/b">b</a> = a;\n</span>',
    );
  });

  it('returns the title of the meta string', () => {
    assert.equal(highlight('a;', 'title="a.ts"', 'ts', themes).title, 'a.ts');
    assert.equal(highlight('a;', '', 'ts', themes).title, undefined);
  });
});

describe('the rehype transform', () => {
  function page(language: string | undefined, meta: string, code: string): {tree: Root; code: Element} {
    const codeElement: Element = {
      type: 'element',
      tagName: 'code',
      properties: {...(language ? {className: [`language-${language}`]} : {}), metastring: meta},
      children: [{type: 'text', value: code}],
    };
    return {tree: {type: 'root', children: [{type: 'element', tagName: 'pre', properties: {}, children: [codeElement]}]}, code: codeElement};
  }

  const run = (tree: Root, path = 'docs/page.mdx') => rehypeHighlight()(tree, {path});

  it('replaces a block by its highlighted HTML, with its language and title, in the site colours (shell included)', async () => {
    const {tree, code} = page('bash', 'title="install.sh"', '# highlight-next-line\nnpm install ibexdb\n');
    await run(tree);
    assert.deepEqual(code.children, []);
    assert.deepEqual(code.properties.className, ['language-bash']);
    assert.equal(code.properties.title, 'install.sh');
    assert.equal(code.properties.signature, undefined);
    // Coloured only when Prism's bash grammar, which prism-react-renderer does not bundle, is loaded.
    assert.match(String(code.properties.highlighted), /^<span class="theme-code-block-highlighted-line"><span class="l\d+ d\d+">npm install<\/span> ibexdb\n<\/span>$/);
  });

  it('marks a declaration (meta signature) and treats a block without a language as text', async () => {
    const declaration = page('ts', 'signature', 'query(): Query');
    await run(declaration.tree);
    assert.equal(declaration.code.properties.signature, true);
    const plain = page(undefined, '', 'a < b');
    await run(plain.tree);
    assert.deepEqual(plain.code.properties.className, ['language-text']);
    assert.equal(plain.code.properties.highlighted, 'a &lt; b\n');
  });

  it('fails on showLineNumbers, naming the page, rather than dropping it', async () => {
    const {tree} = page('ts', 'showLineNumbers', 'a;');
    await assert.rejects(run(tree, 'docs/query.mdx'), /docs\/query\.mdx: showLineNumbers is not supported/);
  });
});
