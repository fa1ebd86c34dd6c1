/**
 * The files for assistants and the glossary, as the last build wrote them (build/):
 * llms.txt's block and its list of files with their sizes, the split files within
 * 100,000 characters, the agent skill, the glossary's data, and each Markdown twin's
 * "Definitions" against the terms its page links.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {assistantRules} from '../../src/plugins/markdown-twins/assistants';
import {maxCharactersPerFile, sizeLabel, splitFolder} from '../../src/plugins/markdown-twins/llms-txt';
import {readSkillTemplate, skillIndexPath, skillPath, skillTemplateFile} from '../../src/plugins/markdown-twins/skill';
import {markdownTwinPath, twinUrl} from '../../src/plugins/markdown-twins/twin-url';
import {extractBlocks} from '../../src/plugins/code-samples';
import {glossaryDataPath, type GlossaryData} from '../../src/plugins/glossary/data-path';
import {readGlossary} from '../../src/plugins/glossary/source';
import {siteUrl} from '../../src/site';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const buildDir = path.join(projectRoot, 'build');
const readBuilt = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const llms = readBuilt('llms.txt');
const glossary = readGlossary(projectRoot);

/** The "Files for assistants" list: each file's site path and its size label. */
const listed = [...llms.split('\n## Files for assistants\n')[1].split('\n## ')[0].matchAll(/^- \[[^\]]+\]\(([^)]+)\): .* \(([^()]+)\)$/gm)].map(
  ([, url, size]) => ({path: new URL(url).pathname, size}),
);

/** The ids of a built page (`/docs/sync`). */
function idsOf(route: string): Set<string> {
  const html = readBuilt(path.join(route, 'index.html'));
  return new Set([...html.matchAll(/\sid=(?:"([^"]*)"|([^\s>"']+))/g)].map((m) => m[1] ?? m[2]));
}

describe('llms.txt for assistants', () => {
  it('opens with the version, the imports and the rules, each rule linking to a section that exists', () => {
    const head = llms.split('\n## ')[0];
    assert.match(head, /version 0\.3\.1/);
    for (const specifier of ['ibexdb', 'ibexdb/react', 'ibexdb/server']) assert.ok(head.includes(`- \`${specifier}\`: `), specifier);
    for (const {link} of assistantRules) {
      assert.ok(head.includes(`[Why](${twinUrl(siteUrl, link)})`), link);
      const [route, anchor] = link.split('#');
      assert.ok(idsOf(route).has(anchor), `${route} has no #${anchor}`);
    }
  });

  it('lists every split file, llms-full.txt and the skill, each with the size of the built file', () => {
    const splitOnDisk = fs.readdirSync(path.join(buildDir, splitFolder)).map((name) => `${splitFolder}${name}`);
    assert.ok(splitOnDisk.length >= 5, `${splitOnDisk.length} split files`);
    assert.deepEqual(listed.map((file) => file.path).sort(), [...splitOnDisk, '/llms-full.txt', skillPath, skillIndexPath].sort());
    for (const file of listed) assert.equal(file.size, sizeLabel(readBuilt(file.path)), file.path);
  });

  it('splits the guides and each API module into files of at most 100,000 characters, holding every page once', () => {
    const files = listed.filter((file) => file.path.startsWith(splitFolder));
    for (const {path: file} of files) {
      assert.ok(readBuilt(file).length <= maxCharactersPerFile, `${file}: ${readBuilt(file).length} characters`);
    }
    for (const name of ['guides-getting-started', 'api-ibexdb', 'api-ibexdb-react', 'api-ibexdb-server']) {
      assert.ok(files.some((file) => file.path.startsWith(`${splitFolder}${name}`)), name);
    }
    const sources = (text: string) => [...text.matchAll(/^Source: (\S+)$/gm)].map(([, url]) => url);
    const split = files.flatMap((file) => sources(readBuilt(file.path)));
    // Every page once: the files group the reference by module, llms-full.txt by kind.
    assert.deepEqual([...split].sort(), [...sources(readBuilt('llms-full.txt'))].sort());
    // Each page of a module's files opens with an import from that module.
    for (const [name, specifier] of [['api-ibexdb', 'ibexdb'], ['api-ibexdb-react', 'ibexdb/react'], ['api-ibexdb-server', 'ibexdb/server']]) {
      for (const file of files.filter((entry) => new RegExp(`^${splitFolder}${name}(?:-\\d+)?\\.txt$`).test(entry.path))) {
        for (const page of readBuilt(file.path).split(/^Source: /m).slice(1)) {
          const first = /^import [^\n]* from '([^']+)';$/m.exec(page)?.[1];
          if (first) assert.equal(first, specifier, `${file.path}: ${page.split('\n')[0]}`);
        }
      }
    }
  });
});

describe('the agent skill', () => {
  it('is at its path with name and description, and its code is the checked template\'s', async () => {
    const skill = readBuilt(skillPath);
    assert.match(skill, /^---\nname: ibexdb\ndescription: \S.{20,1023}\n---\n/);
    const blocks = (text: string, file: string) => extractBlocks(file, text).map((block) => block.code.join('\n'));
    assert.deepEqual(blocks(skill, 'SKILL.md'), blocks(await readSkillTemplate(), skillTemplateFile));
    for (const file of listed.filter((entry) => entry.path.startsWith(splitFolder))) assert.ok(skill.includes(`${siteUrl}${file.path}`), file.path);
  });
});

describe('the glossary on the built site', () => {
  const guides = fs
    .readdirSync(path.join(projectRoot, 'docs'))
    .filter((name) => /^[^_].*\.mdx$/.test(name) && name !== 'concepts.mdx')
    .map((name) => `/docs/${name.replace(/\.mdx$/, '')}`);

  it('serves every entry in glossary.json', () => {
    const data = JSON.parse(readBuilt(glossaryDataPath)) as GlossaryData;
    assert.deepEqual(Object.keys(data), glossary.entries.map((entry) => entry.anchor));
  });

  it('shows every entry on the Concepts page, under its anchor', () => {
    const ids = idsOf('/docs/concepts');
    for (const entry of glossary.entries) assert.ok(ids.has(entry.anchor), `#${entry.anchor}`);
  });

  it("ends each guide's twin with the definitions of exactly the terms the page links", () => {
    for (const route of guides) {
      const html = readBuilt(path.join(route, 'index.html'));
      // The built HTML is minified: attribute values may be unquoted.
      const linked = new Set([...html.matchAll(/data-glossary=(?:"([a-z0-9-]+)"|([a-z0-9-]+))/g)].map((m) => m[1] ?? m[2]));
      assert.ok(linked.size > 0, `${route} links no term`);
      const twin = readBuilt(markdownTwinPath(route));
      const definitions = twin.split('\n## Definitions\n')[1];
      assert.ok(definitions, `${route}.md has no Definitions section`);
      const defined = new Set(
        [...definitions.matchAll(/^\*\*([^*]+)\*\*: /gm)].map(([, term]) => glossary.entries.find((entry) => entry.term === term)?.anchor),
      );
      assert.deepEqual(defined, linked, route);
    }
  });
});
