/**
 * The glossary: one source (docs/_glossary.md, read by source.ts), shown on the Concepts
 * page, linked from the guides where a term is first used (remark.ts, a remark plugin the
 * docs list in docusaurus.config.ts), with each definition in the code links' popover on
 * hover and keyboard focus (client/terms.ts), and the definitions of a page's terms at
 * the end of its Markdown twin (`definitionsOf`, which src/plugins/markdown-twins calls).
 *
 * The popover's text is one small JSON file, /glossary.json (anchor → term and
 * definition), written by a step of the post-build pipeline and fetched the first time
 * a term is pointed at or focused: a page loads nothing of it on its first view.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {PluginWithStep} from '../post-build';
import {conceptsRoute, definitionMarkdown, definitionText, glossaryFile, readGlossary, type Glossary} from './source';
import {glossaryDataPath, type GlossaryData} from './data-path';

export {default as remarkGlossary} from './remark';

/** The heading that ends a twin with the definitions of its page's terms. */
export const definitionsHeading = 'Definitions';

/** The glossary anchors a twin links to, in order of first appearance. */
export function linkedAnchors(markdown: string, siteUrl: string, glossary: Glossary): string[] {
  const prefix = new URL(conceptsRoute, siteUrl).href;
  const anchors = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, url]) => (url.startsWith(`${prefix}#`) ? url.slice(prefix.length + 1) : undefined))
    .filter((anchor): anchor is string => anchor !== undefined && glossary.byAnchor.has(anchor));
  return [...new Set(anchors)];
}

/** A twin's closing "Definitions" section, or '' for a page that links no term (and for the Concepts page). */
export function definitionsSection(pagePath: string, markdown: string, siteUrl: string, glossary: Glossary): string {
  if (pagePath === conceptsRoute) return '';
  const anchors = linkedAnchors(markdown, siteUrl, glossary);
  if (anchors.length === 0) return '';
  const entries = anchors.flatMap((anchor) => {
    const entry = glossary.byAnchor.get(anchor);
    return entry ? [definitionMarkdown(entry, siteUrl)] : [];
  });
  return `\n## ${definitionsHeading}\n\n${entries.join('\n\n')}\n`;
}

export default function glossaryFeature(): PluginWithStep & {
  definitionsOf: (pagePath: string, markdown: string, siteUrl: string) => string;
} {
  let glossary: Glossary | undefined;
  let siteDir: string | undefined;
  const loaded = (): Glossary => {
    if (!siteDir) throw new Error('src/plugins/glossary: the plugin was not loaded');
    glossary ??= readGlossary(siteDir);
    return glossary;
  };
  return {
    definitionsOf: (pagePath, markdown, siteUrl) => definitionsSection(pagePath, markdown, siteUrl, loaded()),
    plugin: (context: LoadContext) => {
      siteDir = context.siteDir;
      return {
        name: 'ibexdb-glossary',
        loadContent() {
          glossary = readGlossary(context.siteDir);
        },
        configureWebpack(config) {
          // Rspack's persistent cache keeps compiled pages across builds: the guides' term
          // links and the Concepts page's entries come from the glossary, so a change there
          // must recompile them.
          const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
          if (typeof cache !== 'object' || cache === null || !('version' in cache)) return {};
          const source = fs.readFileSync(path.join(context.siteDir, glossaryFile), 'utf8');
          const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
          return {experiments: {cache: {version: `${String(cache.version)}-glossary-${hash}`}}};
        },
        getPathsToWatch() {
          return [path.join(context.siteDir, glossaryFile)];
        },
        getClientModules() {
          return [path.join(__dirname, 'client', 'terms.ts')];
        },
      };
    },
    step: {
      name: 'glossary-data',
      run({outDir}) {
        const data: GlossaryData = Object.fromEntries(loaded().entries.map((entry) => [entry.anchor, [entry.term, definitionText(entry)]]));
        fs.writeFileSync(path.join(outDir, glossaryDataPath), JSON.stringify(data));
      },
    },
  };
}
