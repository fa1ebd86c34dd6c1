// Why this file exists: a doc page's article waits for the reader before its
// code loads (../../../client/index.tsx). Until then this block renders the theme's
// content element with the server's HTML left as it is: React hydrates the
// element and nothing inside it. Once the article's code has loaded, it renders
// the theme's own block in its place (../../../useLive.ts puts back what the
// reader had). The theme's block, with the MDX components it maps (code blocks,
// admonitions, details), loads with the article (../../../article.ts): the
// first view needs neither. Pages that do not wait render the theme's block.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/DocItem/Content';
import {contentBlock} from '../../../article';
import {deferralOf} from '../../../client';
import {waitingAttribute} from '../../../scroll';
import {useLive} from '../../../useLive';

const useContentBlock = contentBlock.useModule;

const articleClass = clsx(ThemeClassNames.docs.docMarkdown, 'markdown');

/**
 * The theme's block, which a page's module loads with its article (../../../article.ts),
 * so it is there when a page renders live. Only a page gone back to (see loadOnce) can
 * render before it has arrived: the article's place then stays empty and busy.
 */
function LiveContent(props: Props): ReactNode {
  const Content = useContentBlock()?.default;
  return Content ? <Content {...props} /> : <div className={articleClass} aria-busy="true" {...{[waitingAttribute]: ''}} />;
}

export default function DocItemContent(props: Props): ReactNode {
  const {live, serverRef} = useLive(deferralOf(props.children));
  if (!live) return <div key="server" ref={serverRef} className={articleClass} dangerouslySetInnerHTML={{__html: ''}} />;
  return <LiveContent key="live" {...props} />;
}
