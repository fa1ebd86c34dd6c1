import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {LoadContext, Plugin} from '@docusaurus/types';
import markdownTwins from '../../src/plugins/markdown-twins';
import {precacheEntry, offlinePrecache} from '../../src/plugins/post-build/precache';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];
type AllContentProps = Parameters<NonNullable<Plugin['allContentLoaded']>>[0];

const page = (title: string) =>
  `<!doctype html><html><head></head><body><main><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header><p>Body.</p></div></article></main></body></html>`;

/** What workbox found by its own globs, with the size it adds. */
const globbed = [{url: 'docs/sync/index.html', revision: 'abc', size: 10}];

describe('the Markdown twins in the offline cache', () => {
  it('lists every twin, split file, skill file and llms.txt the twins step wrote, with its MD5 and size, after the files found by glob', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'twins-precache-'));
    try {
      for (const folder of ['docs/sync', 'docs/api']) await mkdir(path.join(outDir, folder), {recursive: true});
      await writeFile(path.join(outDir, 'docs/sync/index.html'), page('Sync'));
      await writeFile(path.join(outDir, 'docs/api/index.html'), page('API reference'));
      const precache = offlinePrecache();
      const siteConfig = {url: 'https://ibexdb.dev', title: 'IbexDB'};
      const {plugin: createPlugin, step} = markdownTwins({
        summary: 'A database.',
        ignorePatterns: [],
        guidesSidebar: 'guides',
        apiSidebar: 'api',
        precache,
      });
      const plugin = createPlugin({siteConfig} as LoadContext);
      const docs = {
        loadedVersions: [
          {
            docs: [
              {id: 'sync', permalink: '/docs/sync'},
              {id: 'api/index', permalink: '/docs/api/'},
            ],
            sidebars: {guides: [{type: 'doc', id: 'sync'}], api: [{type: 'doc', id: 'api/index'}]},
          },
        ],
      };
      await plugin.allContentLoaded?.({allContent: {'docusaurus-plugin-content-docs': {default: docs}}} as unknown as AllContentProps);
      const routes = [
        {path: '/docs/sync', component: ''},
        {path: '/docs/api/', component: ''},
      ];
      await step.run({outDir, siteConfig, routes, routesBuildMetadata: {}} as unknown as PostBuildProps);
      const listed = await precache.manifestTransform(globbed);

      // The twins, then the files for assistants the step wrote beside them; not llms-full.txt, the split files' text
      // again, nor the copies under /.well-known/ (the skill is kept at /skills/), which some hosts refuse to serve.
      const written = [
        'docs/sync.md',
        'docs/api/index.md',
        'llms/guides-guides.txt',
        'llms/api-ibexdb.txt',
        'skills/ibexdb/SKILL.md',
        'llms.txt',
      ];
      for (const hidden of ['.well-known/agent-skills/ibexdb/SKILL.md', '.well-known/agent-skills/index.json']) {
        await readFile(path.join(outDir, hidden));
      }
      const expected = await Promise.all(
        written.map(async (url) => {
          const text = await readFile(path.join(outDir, url));
          return {url, revision: createHash('md5').update(text).digest('hex'), size: text.length};
        }),
      );
      assert.deepEqual(listed, {manifest: [...globbed, ...expected]});
    } finally {
      await rm(outDir, {recursive: true, force: true});
    }
  });

  it('fails the build, saying why, when the offline cache is listed before the twins step ran, whatever other files came first', () => {
    assert.throws(() => offlinePrecache().manifestTransform(globbed), /the twins step must come before the offline cache in the post-build pipeline/);
    const precache = offlinePrecache();
    precache.written('copied files', [precacheEntry('/copied-files/docs/query/1.ts', 'export {};')]);
    assert.throws(() => precache.manifestTransform(globbed), /the twins step must come before the offline cache in the post-build pipeline/);
  });
});
