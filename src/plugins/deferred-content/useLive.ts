import {useCallback, useEffect, useLayoutEffect, useRef, useState} from 'react';
import type {Deferral} from './client';
import type {ReaderState} from './restore';

/** What puts the reader's state back: loaded with the content's code, not for the first view. */
type Restore = typeof import('./restore');

/** The swap in progress: the server's element, where it stood, and what the reader had in it. */
interface Swap {
  readonly server: Element;
  readonly parent: Element;
  readonly index: number;
  readonly state: ReaderState | undefined;
}

/**
 * Whether a block whose code waits for the reader (`deferral`) renders live
 * yet. Until it does, its caller renders the server's element (with
 * `serverRef` as its ref) and nothing inside it: an element with an empty
 * `dangerouslySetInnerHTML`, which React hydrates without reading its content.
 * Then, under another key, the live block, which takes the server element's
 * place among its parent's children. This hook puts back what the reader had in
 * the server's block (the scroll position, the focus, the selected text) and
 * gives the inputs held before the code ran to the same controls (and those
 * made in the live block before that hand-over, after them). Without a
 * deferral, or once the server's element is gone (a page left and come back
 * to), the block is live at once (and empty until its code, asked for when the
 * page was left, has arrived); if React rendered the page anew instead of
 * hydrating it, the block goes live as soon as its code has loaded.
 */
export function useLive(deferral: Deferral | undefined): {live: boolean; serverRef: (element: Element | null) => void} {
  const [live, setLive] = useState(() => deferral === undefined || !deferral.waiting());
  const serverElement = useRef<Element | null>(null);
  const serverRef = useCallback((element: Element | null) => {
    serverElement.current = element;
  }, []);
  const swap = useRef<Swap | undefined>(undefined);
  const restore = useRef<Restore | undefined>(undefined);
  const liveRoot = (): Element | undefined => swap.current?.parent.children[swap.current.index];

  useLayoutEffect(() => {
    if (!live && deferral && serverElement.current !== deferral.region) deferral.reach();
  }, [live, deferral]);
  useEffect(() => {
    if (live || !deferral) return undefined;
    const cancel = deferral.whenReady(
      () => {
        const {region} = deferral;
        // A server element React did not hydrate is gone: nothing of it to keep.
        if (region.isConnected && region.parentElement) {
          const index = Array.prototype.indexOf.call(region.parentElement.children, region);
          swap.current = {server: region, parent: region.parentElement, index, state: restore.current?.readerState(region)};
        }
        setLive(true);
      },
      () => import('./restore').then((module) => (restore.current = module)),
    );
    return () => {
      cancel();
      // Left before it went live: the way back renders the block, which then needs its code.
      deferral.load();
    };
  }, [live, deferral]);
  useLayoutEffect(() => {
    const root = liveRoot();
    if (live && root) deferral?.holdWithin(root);
    const state = swap.current?.state;
    return live && root && state ? restore.current?.restoreLayout(root, state) : undefined;
  }, [live, deferral]);
  useEffect(() => {
    const root = liveRoot();
    const current = swap.current;
    if (!live || !current || !root || !deferral) return;
    // Released even if the code that gives them again is missing: the listeners must stop holding.
    const inputs = deferral.release();
    restore.current?.replayHeld(current.server, root, inputs);
    swap.current = undefined;
  }, [live, deferral]);
  return {live, serverRef};
}
