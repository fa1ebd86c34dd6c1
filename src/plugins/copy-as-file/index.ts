import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {copiedFiles, loadSamples} from '../code-samples';
import {relativeToRoot} from '../../utils/paths';
import {precacheEntry, type OfflinePrecache, type PluginWithStep} from '../post-build';

/** The folder of the copied files, at the root of the build. */
export const copiedFilesFolder = 'copied-files';

/** A fragment's copied file: where the site serves it and its text. */
interface Served {
  readonly url: string;
  readonly text: string;
}

/** The key of a block: its page's file and its code, as the highlighter reads them. */
function keyOf(source: string, code: string): string {
  return `${path.resolve(source)}\n${code.replace(/\r\n/g, '\n').replace(/\n$/, '')}`;
}

/**
 * "Copy as file" on every fragment (`partial` block) of the guides. The sample checker
 * (src/plugins/code-samples/files.ts) writes each fragment out as a complete module,
 * the one `npm run check:samples` compiles; this plugin serves those texts:
 *
 * - the plugin reads the samples before the pages compile (`loadContent`), and
 *   `fileOf` gives the build-time highlighter (src/plugins/highlight, its `fileOf`
 *   option) the URL of a block's file, which the code block's button fetches when
 *   used: the text weighs nothing on a page's first load;
 * - a step of the post-build pipeline writes the files, one per fragment, under
 *   /copied-files/ (`docs/query.mdx`'s block 3: /copied-files/docs/query/3.ts), and
 *   hands them to offline mode's precache list, so the button works with the network cut.
 */
export default function copyAsFile(options: {precache?: OfflinePrecache} = {}): PluginWithStep & {fileOf: (code: string, page: string | undefined) => string | undefined} {
  const served = new Map<string, Served>();
  return {
    fileOf: (code, page) => (page === undefined ? undefined : served.get(keyOf(page, code))?.url),
    plugin: (context: LoadContext) => ({
      name: 'ibexdb-copy-as-file',
      loadContent() {
        served.clear();
        // The check's own sources, so that a titled block resolves as it does there.
        const {files} = loadSamples();
        for (const [fragment, {text}] of copiedFiles(files)) {
          const {source, index, code, lang} = fragment.block;
          const page = relativeToRoot(source).replace(/\.mdx?$/, '');
          served.set(keyOf(source, code.join('\n')), {url: `${context.baseUrl}${copiedFilesFolder}/${page}/${index}.${lang}`, text});
        }
      },
      configureWebpack(config) {
        // Compiled pages are cached across builds: a change of a copied file's URL must recompile its page.
        const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
        if (typeof cache !== 'object' || cache === null || !('version' in cache)) return {};
        const hash = createHash('sha256').update(JSON.stringify([...served])).digest('hex').slice(0, 12);
        return {experiments: {cache: {version: `${String(cache.version)}-files-${hash}`}}};
      },
    }),
    step: {
      name: 'copied-files',
      run({outDir, baseUrl}) {
        const entries = [...served.values()].map(({url, text}) => {
          const file = url.slice(baseUrl.length);
          const target = path.join(outDir, ...file.split('/'));
          fs.mkdirSync(path.dirname(target), {recursive: true});
          fs.writeFileSync(target, text);
          return precacheEntry(file, text);
        });
        options.precache?.written('copied files', entries);
      },
    },
  };
}
