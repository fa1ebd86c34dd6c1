import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import rehypeInlineCode from '../../src/plugins/inline-code';

/**
 * Inline code compiles to the HTML element itself (src/plugins/inline-code),
 * as MDX compiles JSX written in the file: compiled here by MDX itself, so the
 * test fails if MDX stops honouring the mark the plugin relies on.
 */

const source = ['Call `db.sync()` before `db.close()`.', '', '```ts', 'await db.sync();', '```', '', '<code className="tag">kept</code>'].join('\n');

/** How many times the compiled doc hands a `code` element to the MDX components, and the inline code it renders as a plain element. */
async function compiled(withPlugin: boolean): Promise<{mapped: number; plain: string[]}> {
  // An ES module only: imported, not required.
  const {compile} = await import('@mdx-js/mdx');
  const code = String(await compile(source, {rehypePlugins: withPlugin ? [rehypeInlineCode] : []}));
  return {
    mapped: code.match(/_components\.code\b/g)?.length ?? 0,
    plain: [...code.matchAll(/_jsx\("code", \{\s*children: "([^"]*)"/g)].map(([, text]) => text),
  };
}

describe('inline code', () => {
  it('renders inline code as a plain <code>, outside the MDX components', async () => {
    assert.deepEqual((await compiled(true)).plain, ['db.sync()', 'db.close()']);
  });

  it('leaves code blocks to the MDX components', async () => {
    // One mapped `code` (the block's); JSX written in the file stays as written either way.
    assert.equal((await compiled(true)).mapped, 1);
  });

  it('is what keeps inline code from the MDX components: without it, both go through them', async () => {
    const without = await compiled(false);
    assert.equal(without.mapped, 3);
    assert.deepEqual(without.plain, []);
  });
});
