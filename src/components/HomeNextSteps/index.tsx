import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Path = {
  runtime: string;
  status: string;
  text: string;
  links: {to: string; label: string}[];
};

const paths: Path[] = [
  {
    runtime: 'Deno',
    status: 'Recommended',
    text: 'The primary runtime, for servers, scripts and the build that produces your binary.',
    links: [
      {to: '/docs/install#your-first-program', label: 'Run a first program with Deno'},
      {to: '/docs/tutorial', label: 'Build the tutorial app, server included'},
    ],
  },
  {
    runtime: 'Browser',
    status: 'Client',
    text: 'Data lives in the Origin Private File System, and four React hooks keep components live. Your IbexDB server serves the page, and the hooks sync with it.',
    links: [
      {to: '/docs/react', label: 'Use the React hooks'},
      {to: '/docs/query', label: 'Write live queries'},
    ],
  },
  {
    runtime: 'Node.js',
    status: 'Experimental',
    text: 'Node.js 20 or later works but is not production-ready yet: good for trying IbexDB out and for scripts.',
    links: [
      {to: '/docs/install#requirements', label: 'What works under Node.js'},
      {to: '/docs/install#the-three-modules', label: 'Which module to import where'},
    ],
  },
];

/** Paths into the guides for Deno, browser and Node.js readers. */
export default function HomeNextSteps(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-next-title">
      <div className="container">
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- the id only names the section (aria-labelledby); Heading would add a hash link to it */}
        <h2 id="home-next-title">Start where your code runs</h2>
        <ul className={styles.grid}>
          {paths.map(({runtime, status, text, links}) => (
            <li key={runtime} className={styles.card}>
              <Heading as="h3" className={styles.cardTitle}>
                {runtime} <span className={styles.status}>{status}</span>
              </Heading>
              <p>{text}</p>
              <ul className={styles.links}>
                {links.map(({to, label}) => (
                  <li key={to}>
                    <Link to={to}>{label}</Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          New to the ideas behind it? Start with the <Link to="/docs/concepts">concepts</Link>,
          or read the <Link to="/docs/faq">FAQ</Link>.
        </p>
      </div>
    </section>
  );
}
