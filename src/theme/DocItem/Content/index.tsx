// Why this file exists: every doc page links to its Markdown twin (a
// <link rel="alternate" type="text/markdown"> in the head, per page) and shows
// the "Copy page" and "View as Markdown" controls above its title. The
// content itself is the theme's own, rendered unchanged.
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';
import {markdownTwinPath} from '@site/src/plugins/markdown-twins/twin-url';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const markdownUrl = markdownTwinPath(useDoc().metadata.permalink);
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      <CopyPage markdownUrl={markdownUrl} />
      <Content {...props} />
    </>
  );
}
