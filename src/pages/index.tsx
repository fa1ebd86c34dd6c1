import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import MarkdownTwinLink from '@theme/MarkdownTwinLink';
import HomeContent from '@site/src/components/HomeContent';
import styles from './index.module.css';

/**
 * The home page. Layout renders no <main>, so the page provides it, for the
 * landmarks and the skip-to-content link.
 */
export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title={siteConfig.title} description={siteConfig.tagline}>
      <MarkdownTwinLink pagePath="/" />
      <main className={styles.main}>
        <HomeContent />
      </main>
    </Layout>
  );
}
