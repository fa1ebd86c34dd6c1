import type {HeldInput} from './client';

/**
 * What a reader has in the server's article when it goes live, kept across the
 * swap for the rendered one: where the page is scrolled to, the focus, the
 * selected text and the control a click was held from. The two articles hold the
 * same elements, so an element is found again by its path (child indexes from
 * the article) and checked by its tag and text before it is used.
 */

/** An element's place in the article: the index among its parent's children, from the article down. */
type Path = readonly number[];

interface Place {
  readonly path: Path;
  readonly tag: string;
  readonly text: string;
}

/** The reader's state in the server's article. */
export interface ReaderState {
  /** An element at the top of the viewport and its distance from it, when the article starts above the viewport. */
  readonly anchor?: {readonly place: Place; readonly top: number};
  readonly focus?: Place;
  /** The selection as offsets into the article's text. */
  readonly selection?: {readonly anchor: number; readonly focus: number};
}

function placeOf(root: Element, element: Element): Place | undefined {
  const path: number[] = [];
  for (let node: Element | null = element; node !== root; node = node.parentElement) {
    if (!node?.parentElement) return undefined;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return {path, tag: element.tagName, text: (element.textContent ?? '').slice(0, 200)};
}

function elementAt(root: Element, {path, tag, text}: Place): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node?.tagName === tag && (node.textContent ?? '').slice(0, 200) === text ? node : undefined;
}

/** The offset in the article's text of a point of a selection. */
function textOffset(root: Element, node: Node, offset: number): number {
  const range = document.createRange();
  range.selectNodeContents(root);
  range.setEnd(node, offset);
  return range.toString().length;
}

/** The text node and offset at `offset` characters into the article's text. */
function pointAt(root: Element, offset: number): [Node, number] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let left = offset;
  let last: Node = root;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (left <= length) return [node, left];
    left -= length;
    last = node;
  }
  return [last, last.textContent?.length ?? 0];
}

/** The reader's state in `root`, the server's content. */
export function readerState(root: Element): ReaderState {
  const state: {-readonly [Key in keyof ReaderState]: ReaderState[Key]} = {};
  const box = root.getBoundingClientRect();
  if (box.top < 0) {
    // Under the sticky navbar, the article's element at the viewport's top edge.
    const atTop = document.elementsFromPoint(box.left + box.width / 2, 1).find((element) => element !== root && root.contains(element));
    const place = atTop && placeOf(root, atTop);
    if (atTop && place) state.anchor = {place, top: atTop.getBoundingClientRect().top};
  }
  const focused = document.activeElement;
  if (focused && focused !== root && root.contains(focused)) state.focus = placeOf(root, focused);
  const selection = document.getSelection();
  if (selection?.anchorNode && selection.focusNode && !selection.isCollapsed && root.contains(selection.anchorNode) && root.contains(selection.focusNode)) {
    state.selection = {
      anchor: textOffset(root, selection.anchorNode, selection.anchorOffset),
      focus: textOffset(root, selection.focusNode, selection.focusOffset),
    };
  }
  return state;
}

/** What ends the keeping of the scroll position: the reader scrolling, pressing or typing. */
const readerMoves = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** How long the scroll position is kept while the rendered article's blocks take their sizes, in ms. */
const keepFor = 1000;

/**
 * Puts the scroll position, focus and selection of `state` back, in `root`, the
 * rendered article. Its blocks off screen skip rendering (content-visibility)
 * and take their real height in the frames after: until the reader moves, or
 * for a second, each change of the article's size (seen before it is painted)
 * brings the anchor back to where it was. Returns a function that stops that.
 */
export function restoreLayout(root: Element, {anchor, focus, selection}: ReaderState): () => void {
  const focusElement = focus && elementAt(root, focus);
  if (focusElement instanceof HTMLElement || focusElement instanceof SVGElement) focusElement.focus({preventScroll: true});
  if (selection) {
    document.getSelection()?.setBaseAndExtent(...pointAt(root, selection.anchor), ...pointAt(root, selection.focus));
  }
  const anchorElement = anchor && elementAt(root, anchor.place);
  if (!anchor || !anchorElement) return () => undefined;
  const align = () => {
    const drift = anchorElement.getBoundingClientRect().top - anchor.top;
    if (Math.abs(drift) >= 1) window.scrollBy(0, drift);
  };
  align();
  const observer = new ResizeObserver(align);
  observer.observe(root);
  const stop = (event?: Event) => {
    // The held inputs given again are not the reader moving.
    if (event && !event.isTrusted) return;
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of readerMoves) window.removeEventListener(type, stop, {capture: true});
  };
  const timer = window.setTimeout(stop, keepFor);
  for (const type of readerMoves) window.addEventListener(type, stop, {capture: true, passive: true});
  return stop;
}

/**
 * Gives the inputs held from controls of `server`, the server's content (gone
 * from the page, whole), again, in order, to the same controls in `root`, the
 * rendered content; a click held from a control of `root` itself (made after
 * the swap) goes to that control. A key goes where the focus is.
 */
export function replayHeld(server: Element, root: Element, inputs: readonly HeldInput[]): void {
  const init = {bubbles: true, cancelable: true, composed: true, view: window};
  for (const {control, key} of inputs) {
    const place = placeOf(server, control);
    const target = root.contains(control) ? control : place && elementAt(root, place);
    if (key === undefined) {
      target?.dispatchEvent(new MouseEvent('click', init));
      continue;
    }
    // A key goes where the focus is: an arrow given again before it may have moved it.
    const focused = document.activeElement;
    (focused && focused !== root && root.contains(focused) ? focused : target)?.dispatchEvent(new KeyboardEvent('keydown', {...init, key}));
  }
}
