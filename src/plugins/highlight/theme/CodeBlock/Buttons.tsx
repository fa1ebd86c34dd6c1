import {useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import copy from 'copy-text-to-clipboard';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * The copy and word-wrap buttons of a code block. They hold no state until
 * used and read the code from the page when clicked, so a block costs no work
 * at hydration. Their icons are CSS masks (styles.module.css), not SVG
 * elements, so a page of many blocks stays light. Labels are the theme's, so
 * translations carry over.
 */
export default function Buttons({codeRef}: {codeRef: RefObject<HTMLElement | null>}): ReactNode {
  const [copied, setCopied] = useState(false);
  const [wrapped, setWrapped] = useState(false);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copyCode = () => {
    copy(codeRef.current?.textContent?.replace(/\n$/, '') ?? '');
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), 1000);
  };
  const wrapLabel = translate({
    id: 'theme.CodeBlock.wordWrapToggle',
    message: 'Toggle word wrap',
    description: 'The title attribute for toggle word wrapping button of code block lines',
  });
  return (
    <div className={styles.buttons}>
      <button
        type="button"
        className={clsx('clean-btn', styles.wrap, wrapped && styles.pressed)}
        aria-label={wrapLabel}
        title={wrapLabel}
        aria-pressed={wrapped}
        onClick={() => {
          codeRef.current?.classList.toggle(styles.wrapped, !wrapped);
          setWrapped(!wrapped);
        }}
      />
      <button
        type="button"
        className={clsx('clean-btn', styles.copy, copied && styles.copied)}
        aria-label={
          copied
            ? translate({id: 'theme.CodeBlock.copied', message: 'Copied', description: 'The copied button label on code blocks'})
            : translate({
                id: 'theme.CodeBlock.copyButtonAriaLabel',
                message: 'Copy code to clipboard',
                description: 'The ARIA label for copy code blocks button',
              })
        }
        title={translate({id: 'theme.CodeBlock.copy', message: 'Copy', description: 'The copy button label on code blocks'})}
        onClick={copyCode}
      />
    </div>
  );
}
