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
