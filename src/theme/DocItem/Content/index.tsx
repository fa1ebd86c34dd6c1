// Why this file exists: every doc page links to its Markdown twin in its head
// and shows "Copy page" and "View as Markdown" above its title
// (src/plugins/markdown-twins). The content block itself is the classic theme's.
//
// It also renders the page's body (the compiled MDX component, which DocItem
// hands down as a new element each time it renders) through a memo that skips
// it while the component is the same. Every client-side navigation renders the
// page being left once more, in full, inside the click or the Back that starts
// it: React 19 passes a change of the router's context to every reader below
// Docusaurus's PendingNavigation, whose route elements then make new props all
// the way down. With the memo that render stops at the body; only the router
// links inside it still run. A changed body (a new module, as on an edit under
// `npm start`) is a new component and renders as before.
import {isValidElement, memo, type ComponentType, type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@theme/CopyPage';
import MarkdownTwinLink from '@theme/MarkdownTwinLink';

type Props = WrapperProps<typeof ContentType>;

/** Renders the body component it is given; as a memo, again only when that component changes. */
const Body = memo(function Body({component: Component}: {component: ComponentType}) {
  return <Component />;
});

/** The body as an element the memo can hold: the MDX component DocItem passes, given no props, or the children as they are. */
function memoizedBody(children: ReactNode): ReactNode {
  if (isValidElement(children) && typeof children.type === 'function' && Object.keys(children.props as object).length === 0) {
    return <Body component={children.type as ComponentType} />;
  }
  return children;
}

export default function ContentWrapper({children, ...props}: Props): ReactNode {
  const {permalink} = useDoc().metadata;
  return (
    <>
      <MarkdownTwinLink pagePath={permalink} />
      <CopyPage pagePath={permalink} />
      <Content {...props}>{memoizedBody(children)}</Content>
    </>
  );
}
