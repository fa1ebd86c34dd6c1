import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import HomeHero from '@site/src/components/HomeHero';
import HomeHowItWorks from '@site/src/components/HomeHowItWorks';
import HomeFeatures from '@site/src/components/HomeFeatures';
import HomeCodeSample from '@site/src/components/HomeCodeSample';
import HomeFacts from '@site/src/components/HomeFacts';
import HomeNextSteps from '@site/src/components/HomeNextSteps';
import MarkdownTwinLink from '@theme/MarkdownTwinLink';
import styles from './index.module.css';

/**
 * The home page, in the order a first-time reader needs it: what IbexDB is and how to
 * install it, how it works, what sets it apart, what it looks like in code, its limits,
 * and where to start for each runtime. Layout renders no <main>, so the page provides it
 * for landmarks and skip-to-content.
 */
export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title={siteConfig.title} description={siteConfig.tagline}>
      <MarkdownTwinLink pagePath="/" />
      <main className={styles.main}>
        <HomeHero title={siteConfig.title} tagline={siteConfig.tagline} />
        <HomeHowItWorks />
        <HomeFeatures />
        <HomeCodeSample />
        <HomeFacts />
        <HomeNextSteps />
      </main>
    </Layout>
  );
}
