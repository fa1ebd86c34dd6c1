import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type Feature = {
  title: string;
  icon: ReactNode;
  text: ReactNode;
  link: {to: string; label: string};
};

/** Wraps one 24×24 stroke icon; decorative, so hidden from assistive technology. */
function Icon({children}: {children: ReactNode}): ReactNode {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false">
      {children}
    </svg>
  );
}

const features: Feature[] = [
  {
    title: 'Offline-first',
    icon: (
      <Icon>
        <ellipse cx="12" cy="5.5" rx="7" ry="2.5" />
        <path d="M5 5.5v13c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5v-13" />
        <path d="M5 12c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5" />
      </Icon>
    ),
    text: 'Every read, write and query runs against a local copy of your data, in the browser, Deno or Node.js. Your app keeps working without a network and catches up when it returns.',
    link: {to: '/docs/architecture', label: 'How IbexDB is built'},
  },
  {
    title: 'Real-time sync',
    icon: (
      <Icon>
        <path d="M4 11a8 8 0 0 1 14-4.5" />
        <path d="M18.5 3v3.5H15" />
        <path d="M20 13a8 8 0 0 1-14 4.5" />
        <path d="M5.5 21v-3.5H9" />
      </Icon>
    ),
    text: 'Changes travel between devices in the background, repository by repository, over a stateless protocol. You write no request code and no retry logic.',
    link: {to: '/docs/sync', label: 'How sync works'},
  },
  {
    title: 'Automatic conflict resolution',
    icon: (
      <Icon>
        <circle cx="6" cy="5" r="2" />
        <circle cx="18" cy="5" r="2" />
        <circle cx="12" cy="19" r="2" />
        <path d="M6 7v2a4 4 0 0 0 4 4h4a4 4 0 0 0 4-4V7" />
        <path d="M12 13v4" />
      </Icon>
    ),
    text: 'Each item keeps its own commit history. When two people edit the same item at once, a three-way merge with rules per field type gives every device the same result.',
    link: {to: '/docs/conflict-resolution', label: 'How conflicts are resolved'},
  },
  {
    title: 'Security built in',
    icon: (
      <Icon>
        <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" />
        <path d="M9 12l2 2 4-4" />
      </Icon>
    ),
    text: 'Every commit is signed by the session that wrote it, and authorization rules decide per item who may read or write. Every peer enforces them, so clients get only what you grant.',
    link: {to: '/docs/authorization', label: 'Write authorization rules'},
  },
  {
    title: 'Made for React',
    icon: (
      <Icon>
        <ellipse cx="12" cy="12" rx="9.5" ry="3.8" />
        <ellipse cx="12" cy="12" rx="9.5" ry="3.8" transform="rotate(60 12 12)" />
        <ellipse cx="12" cy="12" rx="9.5" ry="3.8" transform="rotate(120 12 12)" />
        <circle cx="12" cy="12" r="1.2" fill="currentColor" />
      </Icon>
    ),
    text: (
      <>
        The <code>useQuery</code> and <code>useItem</code> hooks re-render a component when its
        data changes, whether the edit happened here or on another device. There is no provider
        to set up.
      </>
    ),
    link: {to: '/docs/react', label: 'Use IbexDB with React'},
  },
];

/** The five feature blocks, each with an icon, a short text and a link to its guide. */
export default function HomeFeatures(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-features-title">
      <div className="container">
        <h2 id="home-features-title">Why IbexDB</h2>
        <ul className={styles.grid}>
          {features.map(({title, icon, text, link}) => (
            <li key={title} className={styles.feature}>
              {icon}
              <h3 className={styles.featureTitle}>{title}</h3>
              <p>{text}</p>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
