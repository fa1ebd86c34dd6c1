/** The lazily loaded part of the lazy-load test page (its own chunk). */
import type {ReactNode} from 'react';

export default function LazyPanel(): ReactNode {
  return <p id="lazy-panel">The lazily loaded panel is here.</p>;
}
