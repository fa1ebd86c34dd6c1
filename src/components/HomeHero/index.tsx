import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import HomeInstall from '@site/src/components/HomeInstall';
import styles from './styles.module.css';

type HomeHeroProps = {
  /** The product name, shown as the page's only h1. */
  title: string;
  tagline: string;
};

/** The home page's opening block: what IbexDB is and for whom, the install line, and the two calls to action. */
export default function HomeHero({title, tagline}: HomeHeroProps): ReactNode {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className="container">
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- Heading drops an h1's id, and this id names the hero section (aria-labelledby) */}
        <h1 id="home-hero-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.tagline}>{tagline}</p>
        <p className={styles.positioning}>
          For TypeScript developers building collaborative or offline-first apps. The database
          runs inside your app, in the browser, Deno or Node.js, so once your data is on the
          device, reads, writes and queries stay local and keep working offline, within the
          lifetime of the device&apos;s session. Devices sync through an IbexDB server that you
          run yourself and can ship as a single executable.
        </p>
        <HomeInstall />
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/tutorial">
            Get started
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/api/">
            API reference
          </Link>
        </div>
      </div>
    </section>
  );
}
