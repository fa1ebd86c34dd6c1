/**
 * Test-only page (test builds add it at /__test/color-mode-cycle): the theme's
 * colour-mode toggle with `respectPrefersColorScheme` on, bound to local state,
 * so the tests can prove its three-step cycle (light, dark, system) although
 * the site itself keeps that option off.
 */
import {useState, type ReactNode} from 'react';
import type {ColorMode} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import ColorModeToggle from '@theme/ColorModeToggle';

export default function ColorModeCycleTestPage(): ReactNode {
  const [mode, setMode] = useState<ColorMode | null>('light');
  return (
    <Layout title="Colour mode cycle test" noFooter>
      <main className="container margin-vert--xl">
        <Heading as="h1">Colour mode cycle test</Heading>
        <ColorModeToggle respectPrefersColorScheme value={mode} onChange={setMode} />
        <p>
          Choice: <output id="color-mode-choice">{mode ?? 'system'}</output>
        </p>
      </main>
    </Layout>
  );
}
