// Why this file exists: when a lazily loaded part of a page fails, the
// framework's fallback shows the error in a red box with a Retry button, but
// its white-on-red text misses WCAG AA contrast. This wrapper renders that box
// with an accessible red and announces it; the loading spinner is the original.
import type {ReactNode} from 'react';
import Loading from '@theme-original/Loading';
import type LoadingType from '@theme/Loading';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof LoadingType>;

export default function LoadingWrapper(props: Props): ReactNode {
  if (props.error) {
    return (
      <div className={styles.errorBox} role="alert">
        <p>{String(props.error)}</p>
        <button type="button" className="button button--secondary button--sm" onClick={props.retry}>
          Retry
        </button>
      </div>
    );
  }
  return <Loading {...props} />;
}
