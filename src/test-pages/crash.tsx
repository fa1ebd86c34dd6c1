/**
 * Test-only page (test builds add it at /__test/crash): after it mounts it
 * throws an error with a cause, so the browser tests can see the theme's
 * "This page crashed." fallback. Once a test sets
 * `window.ibexCrashTest = 'recovered'`, "Try again" renders the page normally.
 */
import {useEffect, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

declare global {
  interface Window {
    ibexCrashTest?: 'crash' | 'recovered';
  }
}

function CrashingContent(): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (mounted && window.ibexCrashTest !== 'recovered') {
    throw new Error('Deliberate crash of the crash-test page', {
      cause: new Error('The crash test flag is still set'),
    });
  }
  return (
    <main className="container margin-vert--xl">
      <Heading as="h1">The crash-test page rendered</Heading>
    </main>
  );
}

export default function CrashTestPage(): ReactNode {
  return (
    <Layout title="Crash test" noFooter>
      <CrashingContent />
    </Layout>
  );
}
