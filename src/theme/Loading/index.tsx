// Why this file exists: the framework's fallback shows the error of a lazily
// loaded part in a red box whose white text misses WCAG AA contrast, and its
// loader is a picture without a name, drawn in React's blue in either colour
// mode. This one shows the error in an accessible red and announces it, and
// its loader says "Loading…" in the theme's colours. When each shows is
// Docusaurus's choice (SPEC: the loader after 200 ms, and no time-out).
import type {ComponentProps, ReactNode} from 'react';
import type LoadingType from '@theme/Loading';
import styles from './styles.module.css';

type Props = ComponentProps<typeof LoadingType>;

export default function Loading({error, retry, pastDelay}: Props): ReactNode {
  if (error) {
    return (
      <div className={styles.errorBox} role="alert">
        <p>{String(error)}</p>
        <button type="button" className="button button--secondary button--sm" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      Loading…
    </div>
  );
}
