// Why this file exists: every doc page links to its Markdown twin in its head
// and shows "Copy page" and "View as Markdown" above its title
// (src/plugins/markdown-twins). The content block itself is the classic theme's.
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
