import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomeHero from '@site/src/components/HomeHero';
import HomeHowItWorks from '@site/src/components/HomeHowItWorks';
import HomeFeatures from '@site/src/components/HomeFeatures';
import HomeCodeSample from '@site/src/components/HomeCodeSample';
import HomeFacts from '@site/src/components/HomeFacts';
import HomeNextSteps from '@site/src/components/HomeNextSteps';

/**
 * The home page's content, in the order a first-time reader needs it: what IbexDB is
 * and how to install it, how it works, what sets it apart, what it looks like in code,
 * its limits, and where to start for each runtime.
 */
export default function HomeContent(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <HomeHero title={siteConfig.title} tagline={siteConfig.tagline} />
      <HomeHowItWorks />
      <HomeFeatures />
      <HomeCodeSample />
      <HomeFacts />
      <HomeNextSteps />
    </>
  );
}
