// Why this file exists: every doc page (guides and API pages) asks "Was this
// page helpful?" after its content, above the edit link, the last-updated
// date and the pager. The footer itself is the classic theme's (@theme-init:
// the component this plugin's theme wraps), rendered unchanged. It sits
// outside the page's Markdown, so the Markdown twins never carry the question.
import type {ReactNode} from 'react';
import Footer from '@theme-init/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@theme/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const {permalink} = useDoc().metadata;
  return (
    <>
      <PageFeedback pagePath={permalink} />
      <Footer {...props} />
    </>
  );
}
