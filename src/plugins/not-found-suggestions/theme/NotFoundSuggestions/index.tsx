import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {pageIndexFile, type IndexedPage} from '../../page-index';
import type {Suggestion} from '../../rank';
import styles from './styles.module.css';

/**
 * The pages whose address or title is closest to the one the reader asked
 * for, on the not-found page. The page index is fetched once, after the page
 * shows; the message above the list is a polite live region, so the outcome
 * is announced, and it labels the list. The block keeps the height of a full
 * list from the first paint, so nothing below it moves when the list arrives.
 * The ranking is fetched with the index: every doc page carries this
 * component (the docs layout shows it for an unknown /docs address), and only
 * a not-found page needs it.
 */

type State =
  | {kind: 'looking'}
  | {kind: 'found'; pages: Suggestion[]}
  | {kind: 'none'}
  | {kind: 'failed'};

const messages: Record<State['kind'], string> = {
  looking: '',
  found: 'Pages with a similar address:',
  none: 'No page has a similar address.',
  failed: 'Could not look for similar pages.',
};

/** The message's id, which labels the list: the page shows one block. */
const messageId = 'not-found-suggestions';

let indexRequest: Promise<IndexedPage[]> | undefined;

function loadIndex(url: string): Promise<IndexedPage[]> {
  indexRequest ??= fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as IndexedPage[];
  });
  // A failed request is tried again on the next not-found page.
  indexRequest.catch(() => {
    indexRequest = undefined;
  });
  return indexRequest;
}

export default function NotFoundSuggestions(): ReactNode {
  const {pathname} = useLocation();
  const indexUrl = useBaseUrl(`/${pageIndexFile}`);
  const [state, setState] = useState<State>({kind: 'looking'});

  useEffect(() => {
    let current = true;
    Promise.all([loadIndex(indexUrl), import('../../rank')]).then(
      ([pages, {suggestPages}]) => {
        const found = suggestPages(pathname, pages);
        if (current) setState(found.length > 0 ? {kind: 'found', pages: found} : {kind: 'none'});
      },
      () => {
        if (current) setState({kind: 'failed'});
      },
    );
    return () => {
      current = false;
    };
  }, [pathname, indexUrl]);

  return (
    <div className={styles.suggestions}>
      <p id={messageId} role="status" className={styles.message}>
        {messages[state.kind]}
      </p>
      {state.kind === 'found' && (
        <ul aria-labelledby={messageId} className={styles.list}>
          {state.pages.map((page) => (
            <li key={page.path} className={styles.page}>
              <Link to={page.path} className={styles.title}>
                {page.title}
              </Link>
              <span className={styles.path}>{page.path}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
