import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {MDXProvider} from '@mdx-js/react';
import MDXCode from '@theme/MDXComponents/Code';
import MDXPre from '@theme/MDXComponents/Pre';
import Sample from '@site/src/pages/_home-sample.mdx';
import styles from './styles.module.css';

/**
 * The two MDX elements a fenced code block becomes, mapped as in the guides, so the sample
 * renders as the same CodeBlock (title, copy button) without loading the whole MDX map.
 */
const codeComponents = {pre: MDXPre, code: MDXCode};

/**
 * "In code": three short steps beside a complete React component. The sample is the fenced
 * block in src/pages/_home-sample.mdx, which `npm run check:samples` type-checks.
 */
export default function HomeCodeSample(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-code-title">
      <div className={`container ${styles.layout}`}>
        <div>
          {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- the id only names the section (aria-labelledby); Heading would add a hash link to it */}
          <h2 id="home-code-title">Your data, live in your components</h2>
          <ol className={styles.steps}>
            <li>
              Describe your data once with a <Link to="/docs/schema">schema</Link>.
            </li>
            <li>
              Write with <code>db.create</code>. The new item is in memory at once, ready to read
              and edit; about 300 ms after the first uncommitted change, IbexDB commits it on the
              device, and sync sends it on in the background.
            </li>
            <li>
              Read with a live <Link to="/docs/query">query</Link>. It re-renders the component
              whenever its results change, by an edit on this device or one synced from another.
              Each user&apos;s tasks live in their own <code>/user/</code> repository, which only
              that user&apos;s sessions can read or write.
            </li>
          </ol>
        </div>
        <div className={styles.code}>
          <MDXProvider components={codeComponents}>
            <Sample />
          </MDXProvider>
        </div>
      </div>
    </section>
  );
}
