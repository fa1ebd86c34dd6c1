/**
 * The agent skill for IbexDB, published at /skills/ibexdb/SKILL.md in the
 * Agent Skills format (front matter with `name` and `description`, then Markdown).
 *
 * Its source is the template _skill.md beside this file. Its code blocks are
 * ordinary ts blocks, so the code-sample checker (src/plugins/code-samples)
 * type-checks them with the site's other samples; the build copies them as they
 * are. The build fills the template's three markers, each an HTML comment on a
 * line of its own: the import paths and the rules from assistants.ts, and the
 * files for assistants that llms.txt lists.
 */
import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {importsList, rulesList} from './assistants';
import type {AssistantFile} from './llms-txt';

/** The template, a Markdown file the sample checker reads with the other Markdown under src/. */
export const skillTemplateFile = path.join(__dirname, '_skill.md');

/** Where the skill is served. */
export const skillPath = '/skills/ibexdb/SKILL.md';

const markers = ['imports', 'rules', 'files'] as const;
type Marker = (typeof markers)[number];

/** Fills the template's markers; a missing marker or a missing front matter field stops the build. */
export function buildSkill(template: string, siteUrl: string, files: AssistantFile[]): string {
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(template)?.[1];
  for (const field of ['name', 'description']) {
    if (!frontMatter || !new RegExp(`^${field}: \\S`, 'm').test(frontMatter)) {
      throw new Error(`The agent skill's template (${skillTemplateFile}) needs a front matter field "${field}"`);
    }
  }
  const content: Record<Marker, string> = {
    imports: importsList(),
    rules: rulesList(siteUrl),
    files: files.map((file) => `- [${file.title}](${new URL(file.path, siteUrl).href}): ${file.description}`).join('\n'),
  };
  return markers.reduce((text, marker) => {
    const comment = `<!-- ibexdb:${marker} -->`;
    if (!text.includes(`\n${comment}\n`)) {
      throw new Error(`The agent skill's template (${skillTemplateFile}) has no line "${comment}"`);
    }
    return text.replace(`\n${comment}\n`, `\n${content[marker]}\n`);
  }, template);
}

export async function readSkillTemplate(): Promise<string> {
  return readFile(skillTemplateFile, 'utf8');
}

/** The skill's discovery index (Cloudflare's Agent Skills Discovery draft, 0.2.0). */
export const skillIndexPath = '/.well-known/agent-skills/index.json';

/** A file of the skill as the draft's index and clients find it: below /.well-known/agent-skills/<name>/. */
export const wellKnownSkillPath = (name: string) => `/.well-known/agent-skills/${name}/SKILL.md`;

/** A front matter field of the skill (one line, as the template writes them). */
export function frontMatterField(skill: string, field: string): string {
  const value = new RegExp(`^${field}: (.+)$`, 'm').exec(/^---\n([\s\S]*?)\n---\n/.exec(skill)?.[1] ?? '')?.[1];
  if (!value) throw new Error(`The agent skill has no front matter field "${field}"`);
  return value.trim();
}

const sha256 = (text: string) => `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;

/**
 * The index at /.well-known/agent-skills/index.json: the skill's name and description
 * from its front matter, the URL it is published at (`url`, which llms.txt lists too),
 * and what the draft asks for besides, the digests of its one file and of the skill
 * (a SHA-256 of the line `SKILL.md\0<hex>\n`), so a client can tell a changed skill.
 * Clients of the draft fetch the file from the name's folder under the index,
 * where the build writes the same bytes (wellKnownSkillPath).
 */
export function buildSkillIndex(skill: string, siteUrl: string): string {
  const fileDigest = sha256(skill);
  const skillDigest = `sha256:${createHash('sha256').update(`SKILL.md\0${fileDigest.slice('sha256:'.length)}\n`, 'utf8').digest('hex')}`;
  const index = {
    version: '0.2.0',
    skills: [
      {
        name: frontMatterField(skill, 'name'),
        description: frontMatterField(skill, 'description'),
        url: new URL(skillPath, siteUrl).href,
        digest: skillDigest,
        files: [{path: 'SKILL.md', digest: fileDigest}],
      },
    ],
  };
  return `${JSON.stringify(index, null, 2)}\n`;
}
