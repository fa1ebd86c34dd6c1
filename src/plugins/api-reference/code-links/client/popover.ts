/**
 * The popover of the names that code samples link to the API reference
 * (src/plugins/api-reference/code-links): pointing at one with a mouse or pen, or focusing it with
 * the keyboard, shows its signature and summary below it (above it near the bottom
 * of the window), without covering it. The popover stays while the pointer is over
 * the name or the popover, or while the name has keyboard focus; Escape closes it.
 * While open it describes the link (aria-describedby), so a screen reader reads the
 * name and then its signature and summary. A touch only follows the link.
 *
 * No page loads this module for its first view: ./index.ts, the client module,
 * imports it on the first pointer or keyboard focus on a linked name and hands
 * it that event (`start`). From then on one listener per event on the document,
 * nothing per link. The text comes from one small JSON file per reference page,
 * fetched the first time a name of that page is shown.
 *
 * Other links can use the same popover: a source names them by a selector and
 * gives their text (`addPopoverSource`), and `wakeFor` in ./index.ts, the one
 * module other features import, loads that source with this module.
 */
import {symbolDataPath} from '../data-path';
import {linkSelector} from './link-selector';
import styles from './popover.module.css';

const popoverId = 'code-link-popover';
/** Space kept between the popover and the window's edges, in px. */
const margin = 8;
/** How long the popover waits for the pointer to reach it when leaving the name, in ms. */
const leaveDelay = 300;

type Entry = readonly [signature: string, summary: string];

/** What the popover shows: a declaration in code, a term in bold, and text; any of them may be absent. */
export type PopoverContent = {code?: string; term?: string; text?: string};

/** A kind of link the popover opens for, and where its content comes from. */
export type PopoverSource = {selector: string; content: (link: HTMLAnchorElement) => Promise<PopoverContent | undefined>};

const files = new Map<string, Promise<Record<string, Entry>>>();
let popover: HTMLElement | undefined;
/** The link the popover is open for, or opening for. */
let current: HTMLAnchorElement | undefined;
/** A link whose popover Escape closed: it stays closed until the pointer or focus leaves it. */
let dismissed: HTMLAnchorElement | undefined;
let leaveTimer: number | undefined;

function entriesOf(url: URL): Promise<Record<string, Entry>> {
  const file = symbolDataPath(url.pathname);
  let entries = files.get(file);
  if (!entries) {
    entries = fetch(file)
      .then((response) => (response.ok ? (response.json() as Promise<Record<string, Entry>>) : {}))
      .catch(() => {
        files.delete(file);
        return {};
      });
    files.set(file, entries);
  }
  return entries;
}

const sources: PopoverSource[] = [
  {
    selector: linkSelector,
    content: async (link) => {
      const url = new URL(link.href);
      const entry = (await entriesOf(url))[url.hash.slice(1)];
      return entry && {code: entry[0], text: entry[1]};
    },
  },
];

/** Opens the popover for another kind of link too. */
export function addPopoverSource(source: PopoverSource): void {
  sources.push(source);
}

function popoverElement(): HTMLElement {
  if (!popover) {
    popover = document.createElement('div');
    popover.id = popoverId;
    popover.className = styles.popover;
    popover.setAttribute('role', 'tooltip');
    popover.hidden = true;
    document.body.append(popover);
  }
  return popover;
}

/** Below the link, or above it when the window has no room below; inside the window's width. */
function place(box: HTMLElement, link: HTMLElement): void {
  const rect = link.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const below = rect.bottom + box.offsetHeight + margin <= window.innerHeight || rect.top < box.offsetHeight + margin;
  const left = Math.max(margin, Math.min(rect.left, width - box.offsetWidth - margin));
  box.style.left = `${left + window.scrollX}px`;
  box.style.top = `${(below ? rect.bottom : rect.top - box.offsetHeight) + window.scrollY}px`;
}

/** Closes the popover, if open. */
function closePopover(): void {
  window.clearTimeout(leaveTimer);
  current?.removeAttribute('aria-describedby');
  current = undefined;
  if (popover) popover.hidden = true;
}

/** Shows the popover of a linked name (`linkSelector`) or another source's link, once its text has loaded. */
async function openPopover(link: HTMLAnchorElement): Promise<void> {
  window.clearTimeout(leaveTimer);
  if (link === current || link === dismissed) return;
  closePopover();
  current = link;
  const content = await sources.find((source) => link.matches(source.selector))?.content(link);
  if (current !== link || !content || !link.isConnected) return;
  const box = popoverElement();
  const parts: Node[] = [];
  if (content.code) {
    const code = document.createElement('code');
    code.textContent = content.code;
    parts.push(code);
  }
  if (content.term || content.text) {
    const text = document.createElement('p');
    if (content.term) {
      const term = document.createElement('strong');
      term.textContent = content.term;
      text.append(term, content.text ? `: ${content.text}` : '');
    } else {
      text.textContent = content.text ?? '';
    }
    parts.push(text);
  }
  box.replaceChildren(...parts);
  box.hidden = false;
  place(box, link);
  link.setAttribute('aria-describedby', popoverId);
}

const linkOf = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? target.closest<HTMLAnchorElement>(sources.map((source) => source.selector).join(', ')) : null;

const inPopover = (target: EventTarget | null): boolean => target instanceof Node && Boolean(popover?.contains(target));

function onPointerOver(event: PointerEvent): void {
  if (event.pointerType === 'touch') return;
  if (inPopover(event.target)) {
    window.clearTimeout(leaveTimer);
    return;
  }
  const link = linkOf(event.target);
  if (link) void openPopover(link);
}

function onPointerOut(event: PointerEvent): void {
  const link = linkOf(event.target);
  if (link && link === dismissed && !link.contains(event.relatedTarget as Node | null)) dismissed = undefined;
  if (!current || event.pointerType === 'touch' || !(link === current || inPopover(event.target))) return;
  const to = event.relatedTarget;
  if (inPopover(to) || (to instanceof Node && current.contains(to)) || document.activeElement === current) return;
  window.clearTimeout(leaveTimer);
  leaveTimer = window.setTimeout(closePopover, leaveDelay);
}

function onFocusIn(event: FocusEvent): void {
  const link = linkOf(event.target);
  // A tap focuses a link too; only keyboard focus shows the popover.
  if (link?.matches(':focus-visible')) void openPopover(link);
}

function onFocusOut(event: FocusEvent): void {
  if (event.target === dismissed) dismissed = undefined;
  if (event.target === current) closePopover();
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key === 'Escape' && current) {
    // Pointing at or focusing the name again opens it again; staying on it does not.
    dismissed = current.matches(':hover') || document.activeElement === current ? current : undefined;
    closePopover();
  }
}

let started = false;

/**
 * Listens from now on, once however often called, and handles `first`, the
 * event that woke the module up, when the reader is still on its name: the
 * popover then opens as if the module had listened all along.
 */
export function start(first?: PointerEvent | FocusEvent): void {
  if (!started) {
    started = true;
    document.addEventListener('pointerover', onPointerOver);
    document.addEventListener('pointerout', onPointerOut);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    document.addEventListener('keydown', onKeyDown);
  }
  const link = linkOf(first?.target ?? null);
  if (!link) return;
  if (first instanceof FocusEvent) {
    if (document.activeElement === link) onFocusIn(first);
  } else if (first && first.pointerType !== 'touch' && link.matches(':hover')) {
    void openPopover(link);
  }
}

/** A new page replaces the links: nothing stays open for one that left. */
export function onRouteDidUpdate(): void {
  dismissed = undefined;
  closePopover();
}
