import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {addModuleOrigins, registryChunks} from '../../src/plugins/route-scripts';

/** Three entries as Docusaurus writes its chunk registry, the last one closing the object. */
const registry = [
  'export default {',
  '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],',
  '  "6eb54612": [() => import(/* webpackChunkName: "6eb54612" */ "@site/docs/tutorial.mdx"), "@site/docs/tutorial.mdx", require.resolveWeak("@site/docs/tutorial.mdx")],',
  '  "ff4fec26": [() => import(/* webpackChunkName: "ff4fec26" */ "@site/docs/api/types/x.md"), "@site/docs/api/types/x.md", require.resolveWeak("@site/docs/api/types/x.md")],};',
].join('\n');

describe('route scripts (src/plugins/route-scripts)', () => {
  it('reads each registry entry: the chunk it names and the module the server render reports', () => {
    assert.deepEqual(
      [...registryChunks(registry, 'registry.js')],
      [
        ['17896441', '@theme/DocItem'],
        ['6eb54612', '@site/docs/tutorial.mdx'],
        ['ff4fec26', '@site/docs/api/types/x.md'],
      ],
    );
  });

  it('fails, naming the file, when no entry has the shape it reads', () => {
    assert.throws(() => registryChunks('export default {\n  "a": [() => import("x"), "x"],\n};', '/site/.docusaurus/registry.js'), /\/site\/\.docusaurus\/registry\.js/);
  });

  it('gives each module the chunks of its chunk name, and leaves out what the manifest does not name', () => {
    const manifest = {origins: {'17896441': ['6064', '17896441'], '6eb54612': ['6eb54612'], '90': ['90']}};
    assert.equal(addModuleOrigins(manifest, registryChunks(registry, 'registry.js')), 2);
    assert.deepEqual(manifest.origins, {
      '17896441': ['6064', '17896441'],
      '6eb54612': ['6eb54612'],
      '90': ['90'],
      '@theme/DocItem': ['6064', '17896441'],
      '@site/docs/tutorial.mdx': ['6eb54612'],
    });
  });
});
