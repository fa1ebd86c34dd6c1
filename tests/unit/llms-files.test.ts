/**
 * The files for assistants (src/plugins/markdown-twins): the block that opens llms.txt,
 * the documentation split into files of at most 100,000 characters, their listing with
 * sizes, and the agent skill built from its checked template with its discovery index.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {assistantRules, assistantsBlock} from '../../src/plugins/markdown-twins/assistants';
import type {ConvertedPage} from '../../src/plugins/markdown-twins/html-to-markdown';
import {buildLlmsTxt, estimateTokens, sizeLabel, splitFiles, type IndexInput} from '../../src/plugins/markdown-twins/llms-txt';
import {buildSkill, buildSkillIndex, readSkillTemplate, skillTemplateFile} from '../../src/plugins/markdown-twins/skill';
import {createHash} from 'node:crypto';
import {defaultSourceFiles, extractBlocks} from '../../src/plugins/code-samples';
import {documentedVersion} from '../../src/site';

const siteUrl = 'https://ibexdb.dev';

const page = (title: string, bodyBytes: number): ConvertedPage => ({
  title,
  description: `About ${title}.`,
  markdown: `# ${title}\n\n${'x'.repeat(bodyBytes)}\n`,
});

function input(pages: [string, ConvertedPage][]): IndexInput {
  return {
    siteTitle: 'IbexDB',
    summary: 'A database.',
    siteUrl,
    sections: [{title: 'Guides', paths: pages.map(([pagePath]) => pagePath)}],
    pages: new Map(pages),
    assistants: assistantsBlock(siteUrl),
  };
}

describe('the block for assistants', () => {
  const block = assistantsBlock(siteUrl);

  it('names the documented version and the three import paths', () => {
    assert.match(block, new RegExp(`version ${documentedVersion.replaceAll('.', '\\.')}\\b`));
    for (const specifier of ['ibexdb', 'ibexdb/react', 'ibexdb/server']) assert.match(block, new RegExp(`^- \`${specifier}\`: `, 'm'));
  });

  it('gives each rule one line that links to the guide section explaining it, in the guide\'s twin', () => {
    const lines = block.split('\n').filter((line) => line.startsWith('- ') && line.includes('[Why]'));
    assert.equal(lines.length, assistantRules.length);
    assert.equal(lines.length, 11);
    for (const [index, line] of lines.entries()) {
      assert.ok(line.endsWith(`[Why](${siteUrl}${assistantRules[index].link.replace('#', '.md#')})`), line);
      assert.match(assistantRules[index].link, /^\/docs\/[a-z-]+#[a-z0-9-]+$/);
    }
    for (const fact of [/catch-all/, /`session\.owner !== undefined`/, /required field/, /uniqueId\(\)/, /`ctx`/, /`db\.logout\(\)` deletes/, /never in a client/, /only a client in debug mode reloads/]) {
      assert.match(block, fact);
    }
  });

  it('opens llms.txt, after the title and the summary', () => {
    const text = buildLlmsTxt(input([['/docs/a', page('A', 10)]]));
    assert.ok(text.startsWith(`# IbexDB\n\n> A database.\n\n${block}\n\n`));
  });
});

describe('the split files', () => {
  it('estimate tokens at four bytes each, and label sizes in characters and tokens', () => {
    assert.equal(estimateTokens('abcdefgh'), 2);
    assert.equal(estimateTokens('é'), 1);
    assert.equal(sizeLabel('x'.repeat(12_345)), '12,345 characters, about 3,100 tokens');
    assert.equal(sizeLabel('é'.repeat(10)), '10 characters, about 100 tokens');
  });

  it('keep a group in one file when it fits, with each page and its source URL', () => {
    const data = input([
      ['/docs/a', page('A', 100)],
      ['/docs/b', page('B', 100)],
    ]);
    const [file, ...rest] = splitFiles(data, [{name: 'guides-start', title: 'Guides: Start', description: (titles) => `The start: ${titles.join(', ')}.`, paths: ['/docs/a', '/docs/b']}]);
    assert.equal(rest.length, 0);
    assert.equal(file.path, '/llms/guides-start.txt');
    assert.match(file.text, /^# IbexDB: Guides: Start\n\n> The start: A, B\.\n\n# A\n\nSource: https:\/\/ibexdb\.dev\/docs\/a\n\nx+\n\n# B\n\nSource: https:\/\/ibexdb\.dev\/docs\/b\n\nx+\n$/);
  });

  it('cut a group that is over the budget between pages, each part under it', () => {
    const pages: [string, ConvertedPage][] = ['a', 'b', 'c', 'd', 'e'].map((name) => [`/docs/${name}`, page(name, 1500)]);
    const files = splitFiles(input(pages), [{name: 'api-ibexdb', title: 'API', description: (titles) => `Pages ${titles.join(', ')}.`, paths: pages.map(([p]) => p)}], 4000);
    assert.deepEqual(
      files.map((file) => file.path),
      ['/llms/api-ibexdb-1.txt', '/llms/api-ibexdb-2.txt', '/llms/api-ibexdb-3.txt'],
    );
    assert.equal(files[0].title, 'API (part 1 of 3)');
    assert.deepEqual(files.map((file) => file.description), ['Pages a, b.', 'Pages c, d.', 'Pages e.']);
    for (const file of files) assert.ok(file.text.length <= 4000, `${file.path}: ${file.text.length} characters`);
    assert.equal(files.flatMap((file) => [...file.text.matchAll(/^Source: /gm)]).length, 5);
  });

  it('stop the build when one page alone is over the budget, naming it', () => {
    assert.throws(
      () => splitFiles(input([['/docs/huge', page('Huge', 5000)]]), [{name: 'g', title: 'G', description: () => 'G.', paths: ['/docs/huge']}], 1000),
      /the page \/docs\/huge alone is over 1,000 characters/,
    );
  });

  it('are listed in llms.txt with their sizes, in their own section before the pages', () => {
    const data = input([['/docs/a', page('A', 4000)]]);
    const files = splitFiles(data, [{name: 'guides', title: 'Guides', description: () => 'Every guide.', paths: ['/docs/a']}]);
    const text = buildLlmsTxt({...data, files});
    const size = files[0].text.length.toLocaleString('en-US');
    assert.ok(
      text.includes(`\n## Files for assistants\n\nEvery file holds at most 100,000 characters; token counts are estimates at 4 bytes a token`),
      text,
    );
    assert.ok(text.includes(`\n\n- [Guides](https://ibexdb.dev/llms/guides.txt): Every guide. (${size} characters, about 1,000 tokens)\n\n## Guides\n`), text);
  });

  it('link each page to its Markdown twin', () => {
    const text = buildLlmsTxt(input([['/docs/a', page('A', 10)]]));
    assert.ok(text.includes('- [A](https://ibexdb.dev/docs/a.md): About A.'), text);
  });
});

describe('the agent skill', () => {
  const files = [{path: '/llms/guides.txt', title: 'Guides', description: 'Every guide.', text: ''}];

  it('fills the template: front matter, imports, rules, files; its code blocks are the template\'s', async () => {
    const template = await readSkillTemplate();
    const skill = buildSkill(template, siteUrl, files);
    assert.match(skill, /^---\nname: ibexdb\ndescription: \S[^\n]{20,1023}\n---\n/);
    assert.doesNotMatch(skill, /<!-- ibexdb:/);
    assert.match(skill, /^- `ibexdb\/server`: /m);
    assert.ok(skill.includes(`[Why](${siteUrl}${assistantRules[0].link.replace('#', '.md#')})`));
    assert.match(skill, /^- \[Guides\]\(https:\/\/ibexdb\.dev\/llms\/guides\.txt\): Every guide\.$/m);
    const blocks = (text: string, file: string) => extractBlocks(file, text).map((block) => block.code.join('\n'));
    assert.deepEqual(blocks(skill, 'SKILL.md'), blocks(template, skillTemplateFile));
    assert.ok(blocks(skill, 'SKILL.md').length >= 2);
  });

  it('is indexed for Agent Skills discovery: name, description, URL and the digests of its one file', async () => {
    const skill = buildSkill(await readSkillTemplate(), siteUrl, files);
    const index = JSON.parse(buildSkillIndex(skill, siteUrl)) as {
      version: string;
      skills: {name: string; description: string; url: string; digest: string; files: {path: string; digest: string}[]}[];
    };
    const hex = createHash('sha256').update(skill).digest('hex');
    assert.equal(index.version, '0.2.0');
    assert.equal(index.skills.length, 1);
    const [entry] = index.skills;
    assert.equal(entry.name, 'ibexdb');
    assert.ok(skill.includes(`\ndescription: ${entry.description}\n`));
    assert.equal(entry.url, 'https://ibexdb.dev/skills/ibexdb/SKILL.md');
    assert.deepEqual(entry.files, [{path: 'SKILL.md', digest: `sha256:${hex}`}]);
    assert.equal(entry.digest, `sha256:${createHash('sha256').update(`SKILL.md\0${hex}\n`).digest('hex')}`);
  });

  it('has its template among the files the sample checker reads', () => {
    assert.ok(defaultSourceFiles().includes(skillTemplateFile));
  });

  it('refuses a template without a marker or a front matter field', () => {
    assert.throws(() => buildSkill('---\nname: x\ndescription: y\n---\n\n<!-- ibexdb:rules -->\n', siteUrl, files), /has no line "<!-- ibexdb:imports -->"/);
    assert.throws(() => buildSkill('---\nname: x\n---\n', siteUrl, files), /needs a front matter field "description"/);
  });
});
