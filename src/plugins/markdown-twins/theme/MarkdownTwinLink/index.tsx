import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import type {Props} from '@theme/MarkdownTwinLink';
import {markdownTwinPath} from '../../twin-url';

/**
 * Names a page's Markdown twin in the page's head, for tools that look for
 * one: `<link rel="alternate" type="text/markdown">`. Doc pages get it from
 * the site's DocItem/Content wrapper (src/theme); another page with a twin (the home page)
 * renders it itself.
 */
export default function MarkdownTwinLink({pagePath}: Props): ReactNode {
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={markdownTwinPath(pagePath)} />
    </Head>
  );
}
