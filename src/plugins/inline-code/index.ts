import type {Root} from 'hast';
import type {} from '@mdx-js/mdx';
import type {} from 'mdast-util-mdx';
import {SKIP, visit} from 'unist-util-visit';

/**
 * Compiles each inline `<code>` of a doc (one outside a `<pre>`, with no
 * attributes) to the HTML element itself, as MDX compiles a `<code>` written
 * as JSX in the file: MDX hands those to React as they are, and marks them so
 * with `_mdxExplicitJsx` (declared in @mdx-js/mdx's types;
 * tests/unit/inline-code.test.ts compiles a doc to check that the mark still
 * does it). React then renders inline code without a component. Through the
 * theme's MDXComponents every inline code is two components (MDXCode, which
 * tells inline code from a block, then CodeInline, which renders the same
 * `<code>`), and a guide holds a hundred or more: they render again with the
 * page on every navigation to it and at hydration. The HTML is the same
 * either way.
 *
 * Code blocks keep their way through MDXComponents (MDXPre, then the
 * highlighter's CodeBlock).
 */
export default function rehypeInlineCode() {
  return (tree: Root): void => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName === 'pre') return SKIP;
      if (node.tagName !== 'code' || parent === undefined || index === undefined || Object.keys(node.properties).length > 0) return undefined;
      parent.children[index] = {
        type: 'mdxJsxTextElement',
        name: 'code',
        attributes: [],
        children: node.children,
        data: {_mdxExplicitJsx: true},
      };
      return SKIP;
    });
  };
}
