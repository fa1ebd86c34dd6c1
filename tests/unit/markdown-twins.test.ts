import assert from 'node:assert/strict';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {LoadContext, Plugin} from '@docusaurus/types';
import markdownTwins from '../../src/plugins/markdown-twins';
import {htmlToMarkdown, type ConvertedPage} from '../../src/plugins/markdown-twins/html-to-markdown';
import {buildLlmsFullTxt, buildLlmsTxt, type IndexInput} from '../../src/plugins/markdown-twins/llms-txt';
import {markdownTwinPath, twinUrl} from '../../src/plugins/markdown-twins/twin-url';
import {directiveTag, directiveText, withDirective, withEveryEndTag} from '../../src/plugins/markdown-twins/agent-pages';
import {skillIndexPath, skillPath, wellKnownSkillPath} from '../../src/plugins/markdown-twins/skill';

const pageUrl = 'https://ibexdb.dev/docs/install';

/** A doc page as the build writes it: chrome around `.theme-doc-markdown`. */
function docPage(body: string): string {
  return `<!doctype html><html><head><meta name="description" content="How to install."></head><body>
    <nav class="navbar"><a href="/docs/install">Docs</a></nav>
    <main><article><nav class="theme-doc-breadcrumbs"><a href="/">Home</a></nav>
    <div class="theme-doc-markdown markdown"><header><h1>Installation</h1></header>${body}</div>
    </article></main><footer class="footer">Footer text</footer></body></html>`;
}

/**
 * A code block as the site's CodeBlock renders it (src/plugins/highlight/theme/CodeBlock): the title
 * marked `theme-code-block-title`, coloured tokens in spans, lines ended by newlines.
 */
function prismBlock(language: string, lines: string[], title?: string): string {
  const code = lines.map((line) => `<span class="l1 d2">${line}</span>\n`).join('');
  return `<div class="theme-code-block language-${language} container_x">${
    title ? `<div class="theme-code-block-title title_y">${title}</div>` : ''
  }<div class="content_z"><pre class="prism-code language-${language}"><code class="lines_q">${code}</code></pre><div class="buttons_b"><button aria-label="Copy code to clipboard"></button></div></div></div>`;
}

describe('Markdown twin paths', () => {
  it('appends .md to a page path, or index.md inside a folder path', () => {
    assert.equal(markdownTwinPath('/docs/sync'), '/docs/sync.md');
    assert.equal(markdownTwinPath('/docs/api/classes/repository'), '/docs/api/classes/repository.md');
    assert.equal(markdownTwinPath('/docs/api/'), '/docs/api/index.md');
    assert.equal(markdownTwinPath('/'), '/index.md');
  });
});

describe('HTML to Markdown', () => {
  it('keeps only the content: title as #, no navigation, breadcrumbs, footer or buttons', () => {
    const page = htmlToMarkdown(
      docPage('<h2 class="anchor">Setup<a class="hash-link" href="#setup" aria-label="Direct link">\u200b</a></h2><p>Text.</p>'),
      pageUrl,
    );
    assert.equal(page.title, 'Installation');
    assert.equal(page.description, 'How to install.');
    assert.equal(page.markdown, '# Installation\n\n## Setup\n\nText.\n');
  });

  it("keeps an API table cell's 'Used in the guides' line, and its 'and N more', on the description's line", () => {
    const cell = `The path.<div class="api-used-in">Used in the guides: <a href="/docs/install#a">A</a></div><details class="api-used-in-more"><summary>and 1 more</summary><p><a href="/docs/b">B</a></p></details>`;
    const {markdown} = htmlToMarkdown(docPage(`<table><thead><tr><th>Name</th><th>Description</th></tr></thead><tbody><tr><td>path</td><td>${cell}</td></tr></tbody></table>`), pageUrl);
    assert.match(markdown, /\| path \| The path\. Used in the guides: \[A\]\(https:\/\/ibexdb\.dev\/docs\/install#a\) and 1 more: \[B\]\(https:\/\/ibexdb\.dev\/docs\/b\) \|/);
  });

  it('writes each tab out as a labelled block, hidden panels included', () => {
    const managers = [
      ['npm', 'npm install ibexdb'],
      ['pnpm', 'pnpm add ibexdb'],
    ];
    const tabs = `<div class="tabs-container"><ul role="tablist">${managers
      .map(([label], index) => `<li role="tab" aria-selected="${index === 0}">${label}</li>`)
      .join('')}</ul><div>${managers
      .map(([, command], index) => `<div role="tabpanel"${index > 0 ? ' hidden' : ''}>${prismBlock('bash', [command])}</div>`)
      .join('')}</div></div>`;
    const {markdown} = htmlToMarkdown(docPage(tabs), pageUrl);
    assert.equal(
      markdown,
      '# Installation\n\n**npm**\n\n```bash\nnpm install ibexdb\n```\n\n**pnpm**\n\n```bash\npnpm add ibexdb\n```\n',
    );
  });

  it('takes code from the text of <pre>/<code> and the language from a language- class, with its title', () => {
    const prism = htmlToMarkdown(docPage(prismBlock('ts', ['const a = 1;', '  a + 1;'], 'a.ts')), pageUrl);
    assert.match(prism.markdown, /```ts title="a.ts"\nconst a = 1;\n {2}a \+ 1;\n```/);
    // Highlighted at build time: tokens as spans with classes, the language on <code>.
    const built = htmlToMarkdown(
      docPage('<div class="theme-code-block"><pre><code class="language-tsx"><span class="k">let</span> b;\n<span class="k">b</span>++;</code></pre></div>'),
      pageUrl,
    );
    assert.match(built.markdown, /```tsx\nlet b;\nb\+\+;\n```/);
  });

  it('keeps the line a code block shows under its code, after the fence', () => {
    const block = prismBlock('ts', ['db.sync();']).replace(/<\/div>$/, '<p class="runsIn_r">Runs in:<!-- --> <!-- -->Deno, browsers</p></div>');
    const {markdown} = htmlToMarkdown(docPage(block), pageUrl);
    assert.match(markdown, /```ts\ndb\.sync\(\);\n```\n\nRuns in: Deno, browsers\n/);
  });

  it('replaces a diagram by its name and text description', () => {
    const figure = `<figure><div role="group"><svg role="img" aria-labelledby="t d"><title id="t">Sync cycle</title><desc id="d">Peer A sends a filter to peer B.</desc><text>Peer A</text></svg></div><figcaption>Sync cycle</figcaption></figure>`;
    const {markdown} = htmlToMarkdown(docPage(figure), pageUrl);
    assert.equal(markdown, '# Installation\n\n**Diagram: Sync cycle.** Peer A sends a filter to peer B.\n');
  });

  it('makes every link absolute to the site URL, and an admonition a quote', () => {
    const body = `<p><a href="/docs/sync">sync</a>, <a href="#setup">setup</a>, <a href="https://example.org/x">out</a></p>
      <div class="theme-admonition"><div class="admonitionHeading"><span><svg></svg></span>note</div><div class="admonitionContent"><p>Careful.</p></div></div>`;
    const {markdown} = htmlToMarkdown(docPage(body), pageUrl);
    assert.match(markdown, /\[sync\]\(https:\/\/ibexdb\.dev\/docs\/sync\), \[setup\]\(https:\/\/ibexdb\.dev\/docs\/install#setup\), \[out\]\(https:\/\/example\.org\/x\)/);
    assert.match(markdown, /> \*\*Note\*\*\n>\n> Careful\./);
  });

  it('fails, saying why, on a page with no content or no title', () => {
    assert.throws(() => htmlToMarkdown('<html><body><div>Nothing</div></body></html>', pageUrl), /no content element/);
    assert.throws(() => htmlToMarkdown('<html><body><main><p>Text</p></main></body></html>', pageUrl), /no h1/);
  });
});

describe('llms.txt', () => {
  const page = (title: string): ConvertedPage => ({title, description: `About ${title}.`, markdown: `# ${title}\n\nBody of ${title}.\n`});
  const input = (sections: IndexInput['sections']): IndexInput => ({
    siteTitle: 'IbexDB',
    summary: 'A database.',
    siteUrl: 'https://ibexdb.dev',
    sections,
    pages: new Map([
      ['/docs/install', page('Installation')],
      ['/docs/api/', page('API reference')],
      ['/', page('IbexDB')],
    ]),
  });

  it('lists every page once under its section, linking the twin, with its description', () => {
    const text = buildLlmsTxt(
      input([
        {title: 'Guides', paths: ['/docs/install']},
        {title: 'API reference', paths: ['/docs/api/']},
        {title: 'Optional', paths: ['/']},
      ]),
    );
    assert.match(text, /^# IbexDB\n\n> A database\.\n\n/);
    assert.match(text, /## Guides\n\n- \[Installation\]\(https:\/\/ibexdb\.dev\/docs\/install\.md\): About Installation\.\n/);
    assert.match(text, /## API reference\n\n- \[API reference\]\(https:\/\/ibexdb\.dev\/docs\/api\/index\.md\): About API reference\.\n/);
    assert.match(text, /## Optional\n\n- \[IbexDB\]\(https:\/\/ibexdb\.dev\/index\.md\)/);
  });

  it('refuses a page listed twice or not at all', () => {
    assert.throws(
      () => buildLlmsTxt(input([{title: 'Guides', paths: ['/docs/install', '/docs/install', '/docs/api/']}])),
      /listed twice: \[\/docs\/install\]; pages not listed: \[\/\]/,
    );
  });

  it('puts the guides, then the API reference, in full in llms-full.txt, each with its source URL', () => {
    const text = buildLlmsFullTxt(
      input([
        {title: 'Guides', paths: ['/docs/install']},
        {title: 'API reference', paths: ['/docs/api/']},
        {title: 'Optional', paths: ['/']},
      ]),
    );
    assert.match(text, /# Installation\n\nSource: https:\/\/ibexdb\.dev\/docs\/install\n\nBody of Installation\.\n\n# API reference\n\nSource: https:\/\/ibexdb\.dev\/docs\/api\/\n\nBody of API reference\.\n$/);
    assert.doesNotMatch(text, /Body of IbexDB/);
  });
});

describe('the plugin', () => {
  it('fails the build, naming the page, when a page cannot be converted', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'twins-'));
    try {
      await mkdir(path.join(outDir, 'docs/broken'), {recursive: true});
      await writeFile(path.join(outDir, 'docs/broken/index.html'), '<html><body><div>No content</div></body></html>');
      const context = {siteConfig: {url: 'https://ibexdb.dev', title: 'IbexDB'}} as LoadContext;
      const {plugin: createPlugin, step} = markdownTwins({
        summary: 'A database.',
        ignorePatterns: [],
        guidesSidebar: 'guides',
        apiSidebar: 'api',
      });
      const plugin: Plugin = createPlugin(context);
      const docs = {loadedVersions: [{docs: [{id: 'broken', permalink: '/docs/broken'}], sidebars: {guides: [{type: 'doc', id: 'broken'}], api: []}}]};
      const allContent = {'docusaurus-plugin-content-docs': {default: docs}};
      await plugin.allContentLoaded?.({allContent, actions: {}} as unknown as Parameters<NonNullable<Plugin['allContentLoaded']>>[0]);
      const props = {outDir, siteConfig: context.siteConfig, routes: [{path: '/docs/broken', component: ''}], routesBuildMetadata: {}};
      await assert.rejects(
        async () => step.run(props as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]),
        /The Markdown twin of the page \/docs\/broken could not be produced: no content element/,
      );
      await writeFile(path.join(outDir, 'docs/broken/index.html'), docPage('<p>Now it has content.</p>'));
      await step.run(props as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]);
      assert.equal(await readFile(path.join(outDir, 'docs/broken.md'), 'utf8'), withDirective('# Installation\n\nNow it has content.\n', 'https://ibexdb.dev'));
      const llms = await readFile(path.join(outDir, 'llms.txt'), 'utf8');
      assert.match(llms, /- \[Installation\]\(https:\/\/ibexdb\.dev\/docs\/broken\.md\)/);
      // llms.txt lists the skill's discovery index, which names the skill served in both places.
      assert.ok(llms.includes(`(https://ibexdb.dev${skillIndexPath})`), llms);
      const skill = await readFile(path.join(outDir, skillPath), 'utf8');
      assert.equal(await readFile(path.join(outDir, wellKnownSkillPath('ibexdb')), 'utf8'), skill);
      const index = JSON.parse(await readFile(path.join(outDir, skillIndexPath), 'utf8')) as {skills: {url: string}[]};
      assert.equal(index.skills[0]?.url, `https://ibexdb.dev${skillPath}`);
      // The step writes the page again with every end tag.
      assert.match(await readFile(path.join(outDir, 'docs/broken/index.html'), 'utf8'), /<\/p>/);
      assert.match(await readFile(path.join(outDir, 'docs/broken/index.html'), 'utf8'), /<\/head>/);
    } finally {
      await rm(outDir, {recursive: true, force: true});
    }
  });
});

describe('what the pages give assistants', () => {
  it('opens every body with the llms.txt directive, hidden from sight and from screen readers, with nothing to focus', () => {
    const tag = directiveTag('https://ibexdb.dev');
    assert.equal(tag.tagName, 'div');
    assert.equal(tag.attributes?.['aria-hidden'], 'true');
    assert.match(String(tag.attributes?.style), /clip-path:inset\(50%\)/);
    assert.doesNotMatch(String(tag.attributes?.style), /display:\s*none|visibility:\s*hidden/);
    assert.equal(tag.innerHTML, directiveText('https://ibexdb.dev'));
    assert.match(directiveText('https://ibexdb.dev'), /https:\/\/ibexdb\.dev\/llms\.txt/);
    assert.doesNotMatch(directiveText('https://ibexdb.dev'), /[<>&]/);
  });

  it('puts the directive in each twin, right under its title', () => {
    const twin = withDirective('# Sync\n\nBody.\n', 'https://ibexdb.dev');
    const [title, blank, directive, ...rest] = twin.split('\n');
    assert.deepEqual([title, blank, rest.join('\n')], ['# Sync', '', '\nBody.\n']);
    assert.match(directive, /^> .*\[llms\.txt\]\(https:\/\/ibexdb\.dev\/llms\.txt\)/);
  });

  it('writes a minified page with every end tag, its scripts\' text unchanged', () => {
    const minified = '<!doctype html><html lang=en><meta charset=UTF-8><script>if(a<b&&c)d()</script><title>T</title><body class=x><main><ul><li><p>One<li>Two</ul><table><tr><td>a<td>b</table></main>';
    const written = withEveryEndTag(minified);
    assert.match(written, /<head>.*<\/head><body class="x">/s);
    assert.ok(written.includes('<script>if(a<b&&c)d()</script>'), written);
    assert.ok(written.includes('<li><p>One</p></li><li>Two</li>'), written);
    assert.ok(written.includes('<td>a</td><td>b</td>'), written);
    assert.equal(withEveryEndTag(written), written);
  });

  it('links a page with an anchor to the same anchor in its twin', () => {
    assert.equal(twinUrl('https://ibexdb.dev', '/docs/sync#rounds'), 'https://ibexdb.dev/docs/sync.md#rounds');
    assert.equal(twinUrl('https://ibexdb.dev', '/docs/api/'), 'https://ibexdb.dev/docs/api/index.md');
  });
});
