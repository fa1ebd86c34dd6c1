import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Element, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {selectAll} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import {rehypeUsedIn, type GuideSection} from '../../src/plugins/api-reference/code-links/used-in';

/**
 * "Used in the guides" on an API page (src/plugins/api-reference/code-links/used-in.ts):
 * under each member heading a guide sample uses, in the row of each table property one
 * uses, and nowhere else.
 */
const route = '/docs/api/types/example';
const section = (n: number): GuideSection => ({url: `/docs/guide-${n}#part`, text: `Guide ${n} › Part`});
const uses = new Map<string, GuideSection[]>([
  [`${route}#open`, [section(1)]],
  [`${route}#property-size`, [section(1), section(2), section(3), section(4), section(5)]],
]);

function render(html: string): Root {
  const tree = fromHtml(html, {fragment: true});
  rehypeUsedIn({sectionsOf: (href) => uses.get(href), routeOf: (file) => (file === 'example.md' ? route : undefined)})(tree, {path: 'example.md'});
  return tree;
}

const page = [
  '<p>Summary.</p>',
  '<h3 id="open">open</h3><p>Opens it.</p>',
  '<h3 id="close">close</h3><p>Closes it.</p>',
  '<table><thead><tr><th>Property</th><th>Description</th></tr></thead><tbody>',
  '<tr><td><a id="property-size"></a> <code>size</code></td><td>The number of entries.</td></tr>',
  '<tr><td><a id="property-name"></a> <code>name</code></td><td>Its name.</td></tr>',
  '</tbody></table>',
].join('');

/** The top-level nodes of a tree, each as its tag (and id or class) or its text. */
const outline = (tree: Root) =>
  tree.children.map((node) =>
    node.type === 'element' ? `${node.tagName}${node.properties.id ? `#${String(node.properties.id)}` : ''}${node.properties.className ? `.${String(node.properties.className)}` : ''}` : node.type,
  );

test('a member heading a guide uses gets its line after its own content, before the next heading', () => {
  const tree = render(page);
  assert.deepEqual(outline(tree), ['p', 'h3#open', 'p', 'p.api-used-in', 'h3#close', 'p', 'table']);
  const line = selectAll('.api-used-in', tree)[0];
  assert.equal(toText(line), 'Used in the guides: Guide 1 › Part');
  assert.deepEqual(selectAll('a', line).map((a) => a.properties.href), ['/docs/guide-1#part']);
});

test("a table property a guide uses gets its line, a <div>, in its row's description cell, three links then the rest folded", () => {
  const tree = render(page);
  const [sizeRow, nameRow] = selectAll('tbody tr', tree);
  const description = (row: Element) => row.children.filter((child): child is Element => child.type === 'element').at(-1)!;
  const cell = description(sizeRow);
  assert.deepEqual(cell.children[0], {type: 'text', value: 'The number of entries.', position: cell.children[0].position});
  assert.deepEqual(selectAll('div.api-used-in a', cell).map((a) => a.properties.href), ['/docs/guide-1#part', '/docs/guide-2#part', '/docs/guide-3#part']);
  assert.deepEqual(selectAll('.api-used-in-more a', cell).map((a) => a.properties.href), ['/docs/guide-4#part', '/docs/guide-5#part']);
  assert.equal(selectAll('.api-used-in-more summary', cell).length, 1);
  assert.equal(selectAll('.api-used-in', nameRow).length, 0, 'no guide uses name');
});

test('a page that is not an API page is left as it is', () => {
  const tree = fromHtml(page, {fragment: true});
  const before = structuredClone(tree);
  rehypeUsedIn({sectionsOf: (href) => uses.get(href), routeOf: () => undefined})(tree, {path: 'guide.md'});
  assert.deepEqual(tree, before);
});
