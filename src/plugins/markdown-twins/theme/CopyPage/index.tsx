import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props} from '@theme/CopyPage';
import {documentedVersion} from '../../../../site';
import {assistantPrompt, assistants, contextPackPath, contextTokensPath, formatTokens} from '../../hand-off';
import {markdownTwinPath} from '../../twin-url';
import styles from './styles.module.css';

/**
 * A doc page's hand-off menu, a menu button in the WAI-ARIA pattern: copy the
 * page, copy it with its API context, view its Markdown twin, or open it in
 * an assistant. Only the button renders until the menu opens. The Markdown is
 * fetched on click, and the context pack's token estimate when the menu
 * opens; both are same-origin files the offline cache holds. Where the
 * browser refuses the clipboard, the Markdown is shown selected in a
 * read-only text box to copy by hand. Every outcome is announced through a
 * polite live region.
 */

type Copied = 'page' | 'context';

type Status =
  | {kind: 'idle'}
  | {kind: 'copied'; what: Copied}
  | {kind: 'manual'; what: Copied; markdown: string}
  | {kind: 'failed'; what: Copied};

const copiedNames: Record<Copied, string> = {
  page: 'the page',
  context: 'the page with its API context',
};

function message(status: Status): string {
  switch (status.kind) {
    case 'idle':
      return '';
    case 'copied':
      return `Copied ${copiedNames[status.what]} as Markdown.`;
    case 'manual':
      return 'Your browser did not allow copying. The Markdown is selected below: press Ctrl+C, or ⌘C on a Mac, to copy it.';
    case 'failed':
      return `The Markdown of ${copiedNames[status.what]} could not be loaded. Check your connection and try again.`;
  }
}

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

export default function CopyPage({pagePath}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const markdownUrl = markdownTwinPath(pagePath);
  const packUrl = contextPackPath(pagePath);
  const prompt = assistantPrompt(new URL(markdownUrl, siteConfig.url).href, documentedVersion);
  const menuId = useId();
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [tokens, setTokens] = useState<number | undefined>();
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);

  const items = (): HTMLElement[] => {
    const found = menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    return found ? Array.from(found) : [];
  };

  useEffect(() => {
    if (status.kind === 'manual') {
      textBox.current?.focus();
      textBox.current?.select();
    }
  }, [status]);

  useEffect(() => {
    if (!open) return undefined;
    const list = items();
    (open === 'first' ? list[0] : list.at(-1))?.focus();
    let current = true;
    loadTokenEstimates().then(
      (estimates) => current && setTokens(estimates[pagePath]),
      () => current && setTokens(undefined),
    );
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      current = false;
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [open, pagePath]);

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  async function copy(what: Copied) {
    close();
    setStatus({kind: 'idle'});
    const markdown = fetchText(what === 'page' ? markdownUrl : packUrl);
    try {
      await copyToClipboard(markdown);
      setStatus({kind: 'copied', what});
    } catch {
      try {
        setStatus({kind: 'manual', what, markdown: await markdown});
      } catch {
        setStatus({kind: 'failed', what});
      }
    }
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const at = {Enter: 'first', ' ': 'first', ArrowDown: 'first', ArrowUp: 'last'}[event.key] as 'first' | 'last' | undefined;
    if (!at) return;
    event.preventDefault();
    setOpen(at);
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
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
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key === ' ' && document.activeElement instanceof HTMLAnchorElement) {
      // Space activates a menu item, a link included.
      event.preventDefault();
      document.activeElement.click();
    }
  }

  return (
    <div className={styles.copyPage} ref={root}>
      <div className={styles.anchor}>
        <button
          ref={button}
          type="button"
          className="button button--secondary button--sm"
          aria-haspopup="menu"
          aria-expanded={Boolean(open)}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen(open ? false : 'first')}
          onKeyDown={onButtonKeyDown}>
          Copy page
          <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
            <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
        {open && (
          <div ref={menu} id={menuId} role="menu" tabIndex={-1} aria-label="Copy page" className={styles.menu} onKeyDown={onMenuKeyDown}>
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
            <a role="menuitem" tabIndex={-1} className={styles.item} href={markdownUrl} onClick={() => setOpen(false)}>
              View as Markdown
            </a>
            {assistants.map(({name, link}) => (
              // eslint-disable-next-line @docusaurus/no-html-links -- an assistant's site, opened in a new tab
              <a key={name} role="menuitem" tabIndex={-1} className={styles.item} href={link(prompt)} target="_blank" rel="noopener noreferrer" onClick={close}>
                Open in {name}{' '}
                <span className={styles.detail}>opens in a new tab</span>
              </a>
            ))}
          </div>
        )}
      </div>
      <p role="status" aria-live="polite" className={styles.message}>
        {message(status)}
      </p>
      {status.kind === 'manual' && (
        <textarea
          ref={textBox}
          className={styles.markdown}
          readOnly
          rows={8}
          aria-label={status.what === 'page' ? 'Markdown of this page' : 'Markdown of this page with its API context'}
          value={status.markdown}
        />
      )}
    </div>
  );
}
