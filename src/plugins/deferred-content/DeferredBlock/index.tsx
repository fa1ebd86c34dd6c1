import type {ReactNode} from 'react';
import type {DeferredContent} from '../client';
import {useLive} from '../useLive';

interface Props {
  /** The content, from `deferredContent`, whose region selector matches this block's element. */
  readonly content: DeferredContent;
  /** The block's element and its attributes. */
  readonly element: 'div' | 'main' | 'section';
  readonly attributes: Readonly<Record<string, string>>;
}

/**
 * A block of a page whose code waits for the reader. Until the reader reaches
 * into it, the block is the server's element with its HTML left as it is;
 * then the live content, in an element with the same attributes.
 */
export default function DeferredBlock({content, element: Element, attributes}: Props): ReactNode {
  const {live, serverRef} = useLive(content.deferral);
  if (!live) return <Element key="server" ref={serverRef} {...attributes} dangerouslySetInnerHTML={{__html: ''}} />;
  return (
    <Element key="live" {...attributes}>
      <content.Content />
    </Element>
  );
}
