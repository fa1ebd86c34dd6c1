import {useEffect, useRef, useState, type ReactNode} from 'react';
import type {Props} from '@theme/CopyPage';
import {markdownTwinPath} from '../../twin-url';
import styles from './styles.module.css';

/**
 * "Copy page" and "View as Markdown" for a doc page. The Markdown twin is
 * fetched only on click. Where the browser refuses the clipboard, the
 * Markdown is shown selected in a read-only text box to copy by hand. Every
 * outcome is announced through a polite live region.
 */

type Status =
  | {kind: 'idle'}
  | {kind: 'copied'}
  | {kind: 'manual'; markdown: string}
  | {kind: 'failed'};

const messages: Record<Status['kind'], string> = {
  idle: '',
  copied: 'Copied the page as Markdown.',
  manual: 'Your browser did not allow copying. The Markdown is selected below: press Ctrl+C, or ⌘C on a Mac, to copy it.',
  failed: 'The Markdown of this page could not be loaded. Check your connection and try again.',
};

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
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
  const markdownUrl = markdownTwinPath(pagePath);
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const textBox = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (status.kind === 'manual') {
      textBox.current?.focus();
      textBox.current?.select();
    }
  }, [status]);

  async function copy() {
    setStatus({kind: 'idle'});
    const markdown = fetchMarkdown(markdownUrl);
    try {
      await copyToClipboard(markdown);
      setStatus({kind: 'copied'});
    } catch {
      try {
        setStatus({kind: 'manual', markdown: await markdown});
      } catch {
        setStatus({kind: 'failed'});
      }
    }
  }

  return (
    <div className={styles.copyPage}>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary button--sm" onClick={() => void copy()}>
          Copy page
        </button>
        {/* eslint-disable-next-line @docusaurus/no-html-links -- the Markdown twin is a static file, not a route: the router must not handle it */}
        <a className="button button--secondary button--sm" href={markdownUrl}>
          View as Markdown
        </a>
      </div>
      <p role="status" aria-live="polite" className={styles.message}>
        {messages[status.kind]}
      </p>
      {status.kind === 'manual' && (
        <textarea
          ref={textBox}
          className={styles.markdown}
          readOnly
          rows={8}
          aria-label="Markdown of this page"
          value={status.markdown}
        />
      )}
    </div>
  );
}
