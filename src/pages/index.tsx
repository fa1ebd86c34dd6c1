import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import MarkdownTwinLink from '@theme/MarkdownTwinLink';
import {packageManagerGroup} from '@site/src/components/HomeInstall/group';
import {deferredContent} from '@site/src/plugins/deferred-content/client';
import DeferredBlock from '@site/src/plugins/deferred-content/DeferredBlock';
import styles from './index.module.css';

/**
 * The page's content (src/components/HomeContent): the server's HTML shows it, and its
 * code (the install tabs, the diagram, the sample) loads when the reader first reaches
 * into it, or at once for a reader whose package manager choice is saved
 * (src/plugins/deferred-content).
 */
const content = deferredContent(() => import('@site/src/components/HomeContent'), {region: 'main[data-home]', tabGroups: [packageManagerGroup]});
await content.ready;

/** The element that holds the content. Layout renders no <main>, so the page provides it for landmarks and skip-to-content. */
const mainAttributes = {className: styles.main, 'data-home': ''};

/** The home page. */
export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title={siteConfig.title} description={siteConfig.tagline}>
      <MarkdownTwinLink pagePath="/" />
      <DeferredBlock content={content} element="main" attributes={mainAttributes} />
    </Layout>
  );
}
