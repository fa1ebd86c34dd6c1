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
        works offline, within the limit below.
      </>
    ),
    link: {to: '/docs/sync#connecting-to-peers', label: 'Connecting to peers'},
  },
  {
    title: 'No failover in 0.3.1',
    text: '0.3.1 makes no promise of high availability, nor of how many clients one server carries. Clients keep working from their local copies while the server is down, but first starts and every exchange between users wait for it. Run it under a process manager, back up its data directory and load-test your set-up.',
    link: {to: '/docs/faq#is-ibexdb-highly-available', label: 'High availability'},
  },
  {
    title: 'Offline time is bounded by the session',
    text: 'A device signs its edits with a session that lasts 30 days and is renewed on load when fewer than 15 are left. Edits signed after it expired are rejected, and 0.3.1 makes no promise that renewal works without the server: bring devices online well within that window.',
    link: {to: '/docs/sessions#offline-limit', label: 'The offline limit'},
  },
  {
    title: 'Nothing is ever physically deleted',
    text: 'A delete is a soft delete, and garbage collection is not implemented: history grows with every edit on every device that synced it, and personal data written to an item cannot be erased. Keep data you may have to erase out of IbexDB.',
    link: {to: '/docs/commit-graph#guarantees-and-limits', label: 'Commit graph: guarantees and limits'},
  },
  {
    title: 'No transactions, no unique constraints',
    text: 'Each item commits on its own, and concurrent writes to one field keep one value, not necessarily the newest. Invariants across items, counters and unique values need a design that survives concurrent writes.',
    link: {to: '/docs/read-write-data#guarantees-and-limits', label: 'Reading and writing: guarantees and limits'},
  },
  {
    title: 'No API confirms an upload',
    text: 'Edits sync in the background, and nothing tells your app that a device’s edits have reached the server. Logging out deletes edits the server has not received.',
    link: {to: '/docs/sync#guarantees-and-limits', label: 'Sync: guarantees and limits'},
  },
  {
    title: 'Each release takes production clients offline',
    text: 'A production client that meets a server running another build saves its data and stops syncing until the page is reloaded. Your app has to notice the new version and ask users to reload.',
    link: {to: '/docs/install#guarantees-and-limits', label: 'Production server: guarantees and limits'},
  },
  {
    title: 'Access is open until a rule covers it',
    text: 'A repository that none of your authorization rules matches, outside the system and per-user ones, can be read and written by every session, anonymous ones included. End your rules with a deny-all catch-all.',
    link: {to: '/docs/authorization#guarantees-and-limits', label: 'Authorization: guarantees and limits'},
  },
  {
    title: 'The signing key lives on the device',
    text: 'Each device keeps its session’s private key with its local data, so a script injected into your page can sign changes as the user. Serve a Content-Security-Policy, never render untrusted HTML, and know how to revoke a session.',
    link: {to: '/docs/sessions#security-of-a-deployment', label: 'Security of a deployment'},
  },
  {
    title: 'Open repositories live in memory',
    text: 'Opening a repository loads its whole history into memory, so split data into many medium-sized repositories, for example one per user or workspace.',
    link: {to: '/docs/architecture#memory-model', label: 'The memory model'},
  },
  {
    title: 'Node.js support is experimental',
    text: 'Deno is the recommended runtime. Node.js 20 or later runs the core and server modules but is not production-ready, and the development server and compile need Deno.',
    link: {to: '/docs/install#requirements', label: 'Runtime requirements'},
  },
  {
    title: 'Known defects, each with a workaround',
    text: 'A few parts of 0.3.1 do not yet behave as the guides describe, among them a query’s limit, unsubscribing from a query’s changes and a manual sync, which uploads nothing. The list says what to do instead.',
    link: {to: '/docs/faq#known-defects', label: 'Known defects of 0.3.1'},
  },
  {
    title: 'The API may change before 1.0',
    text: `These pages cover version ${documentedVersion}. Backward compatibility is not guaranteed before 1.0, so pin the version you test with.`,
    link: {to: '/docs/install#install-the-package', label: 'Installing a pinned version'},
  },
  {
    title: 'Apache License 2.0',
    text: 'IbexDB is open source under the Apache License 2.0.',
    link: {to: '/docs/faq#licensing', label: 'Licensing'},
  },
];

/** What a team decides on before choosing IbexDB, each with the guarantees and limits section that explains it. */
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
