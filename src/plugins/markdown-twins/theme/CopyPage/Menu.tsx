import {useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {documentedVersion} from '../../../../site';
import {assistantPrompt, assistants, contextPackPath, contextTokensPath, formatTokens} from '../../hand-off';
import {markdownTwinPath} from '../../twin-url';
import styles from './styles.module.css';

/**
 * The body of the hand-off menu (./index.tsx), loaded the first time the menu
 * opens: its items, their keys, and the work they do. The Markdown is fetched
 * on click, and the context packs' token estimates when the menu opens; both
 * are same-origin files the offline cache holds.
 */

/** What an item's work ended in, for the button's live region and text box. */
export type Outcome = {message: string; manual?: {markdown: string; label: string}};

export interface MenuProps {
  readonly id: string;
  readonly pagePath: string;
  /** Which item takes focus when the menu opens. */
  readonly focus: 'first' | 'last';
  readonly button: RefObject<HTMLButtonElement | null>;
  /** Closes the menu; with `refocus`, focus goes back to the button. */
  readonly onClose: (refocus: boolean) => void;
  readonly onOutcome: (outcome: Outcome) => void;
}

type Copied = 'page' | 'context';

const copiedNames: Record<Copied, string> = {
  page: 'the page',
  context: 'the page with its API context',
};

const boxLabels: Record<Copied, string> = {
  page: 'Markdown of this page',
  context: 'Markdown of this page with its API context',
};

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** The build's token estimates, by page path; fetched once, when a menu first opens. */
let tokenEstimates: Promise<Record<string, number>> | undefined;
function loadTokenEstimates(): Promise<Record<string, number>> {
  tokenEstimates ??= fetchText(contextTokensPath)
    .then((text) => JSON.parse(text) as Record<string, number>)
    .catch((error: unknown) => {
      tokenEstimates = undefined;
      throw error;
    });
  return tokenEstimates;
}

/**
 * A ClipboardItem may hold a promise, so the write starts while the click
 * still counts as the reader's gesture (Safari needs that); other browsers
 * get the text once it has arrived.
 */
async function copyToClipboard(markdown: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = markdown.then((text) => new Blob([text], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await markdown);
  }
}

export default function Menu({id, pagePath, focus, button, onClose, onOutcome}: MenuProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const markdownUrl = markdownTwinPath(pagePath);
  const prompt = assistantPrompt(new URL(markdownUrl, siteConfig.url).href, documentedVersion);
  const [tokens, setTokens] = useState<number | undefined>();
  const menu = useRef<HTMLDivElement>(null);

  const items = (): HTMLElement[] => {
    const found = menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    return found ? Array.from(found) : [];
  };

  useEffect(() => {
    const list = items();
    (focus === 'first' ? list[0] : list.at(-1))?.focus();
    // Only the opening places focus: a later `focus` change comes from the button, which closed the menu.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    let current = true;
    loadTokenEstimates().then(
      (estimates) => current && setTokens(estimates[pagePath]),
      () => current && setTokens(undefined),
    );
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      current = false;
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [pagePath, button, onClose]);

  async function copy(what: Copied) {
    onClose(true);
    onOutcome({message: ''});
    const markdown = fetchText(what === 'page' ? markdownUrl : contextPackPath(pagePath));
    try {
      await copyToClipboard(markdown);
      onOutcome({message: `Copied ${copiedNames[what]} as Markdown.`});
    } catch {
      try {
        onOutcome({
          message: 'Your browser did not allow copying. The Markdown is selected below: press Ctrl+C, or ⌘C on a Mac, to copy it.',
          manual: {markdown: await markdown, label: boxLabels[what]},
        });
      } catch {
        onOutcome({message: `The Markdown of ${copiedNames[what]} could not be loaded. Check your connection and try again.`});
      }
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const target = {
      ArrowDown: (index + 1) % list.length,
      ArrowUp: (index - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    }[event.key];
    if (target !== undefined) {
      event.preventDefault();
      list[target]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    } else if (event.key === ' ' && document.activeElement instanceof HTMLAnchorElement) {
      // Space activates a menu item, a link included.
      event.preventDefault();
      document.activeElement.click();
    }
  }

  return (
    <div ref={menu} id={id} role="menu" tabIndex={-1} aria-label="Copy page" className={styles.menu} onKeyDown={onKeyDown}>
      <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={() => void copy('page')}>
        Copy page{' '}
        <span className={styles.detail}>as Markdown</span>
      </button>
      <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={() => void copy('context')}>
        Copy page with API context{' '}
        <span className={styles.detail}>
          {tokens === undefined ? 'the reference entries its samples use' : `${formatTokens(tokens)} (characters ÷ 4)`}
        </span>
      </button>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- the Markdown twin is a static file, not a route: the router must not handle it */}
      <a role="menuitem" tabIndex={-1} className={styles.item} href={markdownUrl} onClick={() => onClose(false)}>
        View as Markdown
      </a>
      {assistants.map(({name, link}) => (
        // eslint-disable-next-line @docusaurus/no-html-links -- an assistant's site, opened in a new tab
        <a key={name} role="menuitem" tabIndex={-1} className={styles.item} href={link(prompt)} target="_blank" rel="noopener noreferrer" onClick={() => onClose(true)}>
          Open in {name}{' '}
          <span className={styles.detail}>opens in a new tab</span>
        </a>
      ))}
    </div>
  );
}
