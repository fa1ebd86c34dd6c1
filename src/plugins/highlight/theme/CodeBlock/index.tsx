// Why this file exists: code blocks are highlighted at build time
// (../../rehype.ts), so this plugin's CodeBlock replaces the classic theme's,
// which runs Prism in the browser, renders every block twice during hydration
// and again on each colour-mode switch. Markdown blocks arrive as an HTML
// string in the `highlighted` prop and render as is; a block written in JSX
// with a string child (no build-time pass sees it) renders as plain,
// uncoloured text. Title, highlighted lines, copy and word-wrap buttons keep
// the theme's look; a guide's fragment also gets "Copy as file", and a
// guide's sample a "Runs in" line when its IbexDB names say. The code
// skips rendering work while off screen (content-visibility), holding its
// height from the line count, so long pages lay out and switch colour modes
// quickly.
import {useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock';
import {translate} from '@docusaurus/Translate';
import {codeLineHtml, escapeHtml} from '../../escape';
import Buttons from './Buttons';
import styles from './styles.module.css';

declare module '@theme/CodeBlock' {
  interface Props {
    /** The block's HTML from the build-time highlighter. */
    readonly highlighted?: string;
    /**
     * A declaration of the API reference (meta `signature`): shown, not meant
     * to be copied or wrapped, so it renders without buttons.
     */
    readonly signature?: boolean;
    /** A fragment's complete file (src/plugins/copy-as-file): the URL its "Copy as file" button fetches. */
    readonly copyFile?: string;
    /** Where a guide's sample runs (`Deno, Node.js (experimental)`), from its IbexDB names. */
    readonly runsIn?: string;
  }
}

/** Infima's --ifm-pre-line-height, for the size an off-screen block reserves. */
const lineHeight = 1.45;

function languageOf({className, language}: Props): string {
  return language ?? /\blanguage-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
}

function plainHtml(children: ReactNode): string {
  const code = Array.isArray(children) ? children.join('') : typeof children === 'string' || typeof children === 'number' ? String(children) : '';
  return code
    .replace(/\r?\n$/, '')
    .split(/\r?\n/)
    .map((line) => codeLineHtml(escapeHtml(line)))
    .join('');
}

export default function CodeBlock(props: Props): ReactNode {
  const codeRef = useRef<HTMLElement>(null);
  const language = languageOf(props);
  const html = props.highlighted ?? plainHtml(props.children);
  const lineCount = html.split('\n').length - 1;
  const code = (
    <code
      ref={codeRef}
      className={styles.lines}
      style={{containIntrinsicBlockSize: `auto ${lineCount * lineHeight}em`}}
      dangerouslySetInnerHTML={{__html: html}}
    />
  );
  const pre = (
    <pre tabIndex={0} className={clsx('prism-code', `language-${language}`, styles.pre, 'thin-scrollbar')}>
      {code}
    </pre>
  );
  if (props.signature) {
    // One element for a declaration: the API pages hold dozens of them.
    return (
      <pre
        tabIndex={0}
        className={clsx('theme-code-block', 'prism-code', `language-${language}`, styles.container, styles.pre, styles.signature, 'thin-scrollbar')}
        dangerouslySetInnerHTML={{__html: html}}
      />
    );
  }
  return (
    <div className={clsx('theme-code-block', `language-${language}`, styles.container)}>
      {props.title && <div className={clsx('theme-code-block-title', styles.title)}>{props.title}</div>}
      <div className={styles.content}>
        {pre}
        <Buttons codeRef={codeRef} copyFile={props.copyFile} />
      </div>
      {props.runsIn && (
        <p className={styles.runsIn}>
          {translate({id: 'ibexdb.CodeBlock.runsIn', message: 'Runs in:', description: 'Before the runtimes a code sample runs in'})} {props.runsIn}
        </p>
      )}
    </div>
  );
}
