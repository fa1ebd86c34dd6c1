import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type Destination = {to: string; title: string; text: string};

const destinations: Destination[] = [
  {to: '/docs/install', title: 'Installation', text: 'Add IbexDB to a Deno, Node.js or browser project.'},
  {to: '/docs/tutorial', title: 'Tutorial', text: 'Build a synced to-do app with login, end to end.'},
  {to: '/docs/concepts', title: 'Concepts', text: 'Items, repositories, schemas and sessions in one page.'},
  {to: '/docs/schema', title: 'Schema', text: 'Field types, defaults, validation and upgrades.'},
  {to: '/docs/read-write-data', title: 'Reading and writing data', text: 'Create, change and delete items.'},
  {to: '/docs/faq', title: 'FAQ', text: 'Short answers to the questions asked most often.'},
];

/** The closing "Where to next" links into the guides. */
export default function HomeNextSteps(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-next-title">
      <div className="container">
        <h2 id="home-next-title">Where to next</h2>
        <ul className={styles.grid}>
          {destinations.map(({to, title, text}) => (
            <li key={to}>
              <Link className={styles.card} to={to}>
                <span className={styles.cardTitle}>{title}</span>
                <span className={styles.cardText}>{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
