import {lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import type {Props} from '@theme/CopyPage';
import type {Outcome} from './Menu';
import styles from './styles.module.css';

/**
 * A doc page's hand-off menu, a menu button in the WAI-ARIA pattern: copy the
 * page, copy it with its API context, view its Markdown twin, or open it in
 * an assistant. The first view gets the button alone: the menu's body
 * (./Menu.tsx) is loaded the first time it opens. Where the browser refuses
 * the clipboard, the Markdown is shown selected in a read-only text box to
 * copy by hand. Every outcome is announced through a polite live region.
 */

const Menu = lazy(() => import('./Menu'));

/** The keys that open the menu, and the item each focuses. */
const openingKeys: Record<string, 'first' | 'last'> = {Enter: 'first', ' ': 'first', ArrowDown: 'first', ArrowUp: 'last'};

export default function CopyPage({pagePath}: Props): ReactNode {
  const menuId = useId();
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [outcome, setOutcome] = useState<Outcome>({message: ''});
  const button = useRef<HTMLButtonElement>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (outcome.manual) {
      textBox.current?.focus();
      textBox.current?.select();
    }
  }, [outcome]);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const at = openingKeys[event.key];
    if (!at) return;
    event.preventDefault();
    setOpen(at);
  }

  return (
    <div className={styles.copyPage}>
      <div className={styles.anchor}>
        <button
          ref={button}
          type="button"
          className="button button--secondary button--sm"
          aria-haspopup="menu"
          aria-expanded={Boolean(open)}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen(open ? false : 'first')}
          onKeyDown={onKeyDown}>
          Copy page
          <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
            <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
        {open && (
          <Suspense fallback={null}>
            <Menu id={menuId} pagePath={pagePath} focus={open} button={button} onClose={close} onOutcome={setOutcome} />
          </Suspense>
        )}
      </div>
      <p role="status" aria-live="polite" className={styles.message}>
        {outcome.message}
      </p>
      {outcome.manual && (
        <textarea
          ref={textBox}
          className={styles.markdown}
          readOnly
          rows={8}
          aria-label={outcome.manual.label}
          value={outcome.manual.markdown}
        />
      )}
    </div>
  );
}
