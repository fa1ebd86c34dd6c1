import {useEffect, useLayoutEffect, useRef, useState} from 'react';
import type {Deferral} from './client';
import type {ReaderState} from './restore';

/** What puts the reader's state back: loaded with the content's code, not for the first view. */
type Restore = typeof import('./restore');

/** Nothing more to load. */
const nothing = (): Promise<void> => Promise.resolve();

/**
 * Whether a block whose code waits for the reader (`deferral`) renders live
 * yet. Until it does, its caller renders the server's element and nothing
 * inside it (an element with an empty `dangerouslySetInnerHTML`, which React
 * hydrates without reading its content); then, under another key, the live
 * block, which takes the server element's place among its parent's children.
 * This hook puts back what the reader had in the server's block: the scroll
 * position, the focus, the selected text, and the click on a control made
 * before the code ran; `prepare` loads what the live block needs besides the
 * content's own code. Without a deferral, or once the server's element is
 * gone (a page left and come back to), the block is live at once.
 */
export function useLive(deferral: Deferral | undefined, prepare: () => Promise<unknown> = nothing): boolean {
  const [live, setLive] = useState(() => deferral === undefined || !deferral.waiting());
  const place = useRef<{parent: Element; index: number} | null>(null);
  const state = useRef<ReaderState | undefined>(undefined);
  const restore = useRef<Restore | undefined>(undefined);
  const liveRoot = (): Element | undefined => place.current?.parent.children[place.current.index];

  useEffect(() => {
    if (live || !deferral) return undefined;
    const cancel = deferral.whenReady(
      () => {
        const {region} = deferral;
        if (region.parentElement) place.current = {parent: region.parentElement, index: Array.prototype.indexOf.call(region.parentElement.children, region)};
        state.current = restore.current?.readerState(region, deferral.takeHeld());
        setLive(true);
      },
      () => Promise.all([import('./restore').then((module) => (restore.current = module)), prepare()]),
    );
    return () => {
      cancel();
      // Left before it went live: the way back renders the block, which then needs its code.
      deferral.load();
    };
  }, [live, deferral, prepare]);
  useLayoutEffect(() => {
    const root = liveRoot();
    return live && root && state.current ? restore.current?.restoreLayout(root, state.current) : undefined;
  }, [live]);
  useEffect(() => {
    const root = liveRoot();
    if (live && root && state.current) restore.current?.replayHeld(root, state.current);
    state.current = undefined;
  }, [live]);
  return live;
}
