/**
 * Test-only page (test builds add it at /__test/lazy): a button mounts a
 * component loaded lazily with the framework's loader and its default
 * options (200 ms delay, no time-out), through the theme's Loading component,
 * so the tests can fail or delay that chunk and watch what a reader sees.
 */
import {useState, type ReactNode} from 'react';
import Loadable from 'react-loadable';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';

const LazyPanel = Loadable({
  loader: () => import(/* webpackChunkName: "test-lazy-panel" */ './_lazy-panel'),
  loading: Loading,
});

export default function LazyTestPage(): ReactNode {
  const [shown, setShown] = useState(false);
  return (
    <Layout title="Lazy loading test" noFooter>
      <main className="container margin-vert--xl">
        <Heading as="h1">Lazy loading test</Heading>
        <button type="button" className="button button--primary" onClick={() => setShown(true)}>
          Load the panel
        </button>
        {shown && <LazyPanel />}
      </main>
    </Layout>
  );
}
