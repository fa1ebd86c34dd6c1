// Why this file exists: two features change a doc page's content block, and a
// plugin's theme can wrap only the classic theme's component, so the site
// composes them here. Every doc page links to its Markdown twin in its head and
// shows "Copy page" and "View as Markdown" above its title
// (src/plugins/markdown-twins); the block itself is src/plugins/deferred-content's
// (@theme-original), which waits for the reader before its article's code loads.
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@theme/CopyPage';
import MarkdownTwinLink from '@theme/MarkdownTwinLink';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {permalink} = useDoc().metadata;
  return (
    <>
      <MarkdownTwinLink pagePath={permalink} />
      <CopyPage pagePath={permalink} />
      <Content {...props} />
    </>
  );
}
