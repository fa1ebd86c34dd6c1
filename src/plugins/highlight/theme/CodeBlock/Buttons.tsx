import {useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import copy from 'copy-text-to-clipboard';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The text of a fragment's complete file, fetched when its button is used. */
async function fetchFile(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Puts a fragment's complete file on the clipboard. The clipboard API takes the text as
 * a promise, so the copy keeps the click's permission while the file loads; a browser
 * without it copies once the text is there.
 */
async function copyFileAt(url: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = fetchFile(url).then((text) => new Blob([text], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  if (!copy(await fetchFile(url))) throw new Error('the browser refused to copy');
}

type FileState = 'idle' | 'copied' | 'failed';

/**
 * The copy and word-wrap buttons of a code block, and for a guide's fragment "Copy as
 * file" (src/plugins/copy-as-file). They hold no state until used and read the code
 * from the page, or fetch the file, when clicked, so a block costs no work at
 * hydration and no request before use. Their icons are CSS masks (styles.module.css),
 * not SVG elements, so a page of many blocks stays light. Labels are the theme's where
 * it has them, so translations carry over.
 */
export default function Buttons({codeRef, copyFile}: {codeRef: RefObject<HTMLElement | null>; copyFile?: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  const [wrapped, setWrapped] = useState(false);
  const [fileState, setFileState] = useState<FileState>('idle');
  const timer = useRef<number>(undefined);
  const fileTimer = useRef<number>(undefined);
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      window.clearTimeout(fileTimer.current);
    },
    [],
  );

  const copyCode = () => {
    copy(codeRef.current?.textContent?.replace(/\n$/, '') ?? '');
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), 1000);
  };
  const copyAsFile = (url: string) => {
    const show = (state: FileState) => {
      setFileState(state);
      window.clearTimeout(fileTimer.current);
      fileTimer.current = window.setTimeout(() => setFileState('idle'), 2000);
    };
    copyFileAt(url).then(
      () => show('copied'),
      (error: unknown) => {
        console.error('Copy as file:', error);
        show('failed');
      },
    );
  };
  const wrapLabel = translate({
    id: 'theme.CodeBlock.wordWrapToggle',
    message: 'Toggle word wrap',
    description: 'The title attribute for toggle word wrapping button of code block lines',
  });
  const fileLabels: Record<FileState, string> = {
    idle: translate({id: 'ibexdb.CodeBlock.copyAsFile', message: 'Copy as file', description: 'The label of the button that copies a fragment as a complete file'}),
    copied: translate({id: 'ibexdb.CodeBlock.copiedAsFile', message: 'Copied as file', description: 'The label of that button once it copied the file'}),
    failed: translate({
      id: 'ibexdb.CodeBlock.copyAsFileFailed',
      message: 'Could not copy the file: try again',
      description: 'The label of that button when the file could not be loaded or copied',
    }),
  };
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
      {copyFile && (
        <button
          type="button"
          className={clsx('clean-btn', styles.copyFile, fileState === 'copied' && styles.copied, fileState === 'failed' && styles.failed)}
          aria-label={fileLabels[fileState]}
          title={fileLabels[fileState]}
          onClick={() => copyAsFile(copyFile)}
        />
      )}
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
