import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {documentedVersion} from '@site/src/site';
import styles from './styles.module.css';

type Fact = {title: string; text: ReactNode; link: {to: string; label: string}};

const facts: Fact[] = [
  {
    title: 'Sync needs a server you run',
    text: (
      <>
        Devices sync through an IbexDB server that you build with <code>ibexdb/server</code>,
        deploy and operate. A browser needs that server to register its signing key on the
        first start and to load each repository the first time it opens it; after that it
        works offline.
      </>
    ),
    link: {to: '/docs/sync#connecting-to-peers', label: 'Connecting to peers'},
  },
  {
    title: 'The API may change before 1.0',
    text: `These pages cover version ${documentedVersion}. Backward compatibility is not guaranteed before 1.0, so pin the version you test with.`,
    link: {to: '/docs/install#install-the-package', label: 'Installing a pinned version'},
  },
  {
    title: 'Node.js support is experimental',
    text: 'Deno is the recommended runtime. Node.js 20 or later runs the core and server modules but is not production-ready, and the development server and compile need Deno.',
    link: {to: '/docs/install#requirements', label: 'Runtime requirements'},
  },
  {
    title: 'Open repositories live in memory',
    text: 'Opening a repository loads its whole history into memory, so split data into many medium-sized repositories, for example one per user or workspace.',
    link: {to: '/docs/architecture#memory-model', label: 'The memory model'},
  },
];

/** The limits a reader should know before choosing IbexDB, each with the guide that explains it. */
export default function HomeFacts(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-facts-title">
      <div className="container">
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- the id only names the section (aria-labelledby); Heading would add a hash link to it */}
        <h2 id="home-facts-title">Before you choose IbexDB</h2>
        <ul className={styles.list}>
          {facts.map(({title, text, link}) => (
            <li key={title} className={styles.fact}>
              <Heading as="h3" className={styles.factTitle}>{title}</Heading>
              <p>{text}</p>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
