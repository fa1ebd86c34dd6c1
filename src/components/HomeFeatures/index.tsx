import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
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
    title: 'Signed commits, an audit trail',
    icon: (
      <Icon>
        <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" />
        <path d="M9 12l2 2 4-4" />
      </Icon>
    ),
    text: 'Every change is a commit signed with the key of the session (the signed identity of a device or server) that wrote it, and every peer, each copy of the database that syncs, checks the signature before storing it. Only trusted mode, a setting for back ends that no client can reach, turns the checks off. The signed, append-only log doubles as an audit trail.',
    link: {to: '/docs/commit-graph#signed-and-verified-commits', label: 'Signed and verified commits'},
  },
  {
    title: 'History for every item',
    icon: (
      <Icon>
        <circle cx="6" cy="5" r="2" />
        <circle cx="18" cy="5" r="2" />
        <circle cx="12" cy="19" r="2" />
        <path d="M6 7v2a4 4 0 0 0 4 4h4a4 4 0 0 0 4-4V7" />
        <path d="M12 13v4" />
      </Icon>
    ),
    text: 'Each item keeps its own commit graph, like a tiny Git repository. When edits made at the same time fork that history, a device that wrote one of them in the last five seconds joins them with a three-way merge, by rules for each field type; until a merge commit arrives, each device shows one version, preferring its own.',
    link: {to: '/docs/commit-graph', label: 'The commit graph'},
  },
  {
    title: 'One binary to deploy',
    icon: (
      <Icon>
        <rect x="4" y="4" width="16" height="16" rx="2" />
        <path d="M9 9h6v6H9z" />
        <path d="M9 1.5V4M15 1.5V4M9 20v2.5M15 20v2.5M1.5 9H4M1.5 15H4M20 9h2.5M20 15h2.5" />
      </Icon>
    ),
    text: (
      <>
        <code>compile</code> bundles your client code, its assets and your IbexDB server into one
        executable, for Linux or macOS on x64 or arm64, or for Windows on x64. Building it needs Deno.
      </>
    ),
    link: {to: '/docs/tutorial#step-12-build-a-single-binary', label: 'Build a single binary'},
  },
];

/** What sets IbexDB apart, in three blocks, each with an icon, a short text and a link to its guide. */
export default function HomeFeatures(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-features-title">
      <div className="container">
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- the id only names the section (aria-labelledby); Heading would add a hash link to it */}
        <h2 id="home-features-title">What sets IbexDB apart</h2>
        <ul className={styles.grid}>
          {features.map(({title, icon, text, link}) => (
            <li key={title} className={styles.feature}>
              {icon}
              <Heading as="h3" className={styles.featureTitle}>{title}</Heading>
              <p>{text}</p>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
