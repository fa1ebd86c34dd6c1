import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import {packageManagerGroup} from './group';
import styles from './styles.module.css';

type Command = {manager: string; line: string};

/** The same commands, in the same order, as the installation guide's tabs. */
const commands: Command[] = [
  {manager: 'npm', line: 'npm install ibexdb'},
  {manager: 'pnpm', line: 'pnpm add ibexdb'},
  {manager: 'yarn', line: 'yarn add ibexdb'},
  {manager: 'bun', line: 'bun add ibexdb'},
  {manager: 'deno', line: 'deno add jsr:@ibexdb/ibexdb'},
];

/**
 * The install line, one tab per package manager. It shares the guides' `package-manager`
 * group, so a choice made here is the one the installation and React guides show.
 * Every panel holds one line, so switching tabs never moves the page.
 */
export default function HomeInstall(): ReactNode {
  return (
    <div className={styles.install}>
      <Tabs groupId={packageManagerGroup} queryString>
        {commands.map(({manager, line}) => (
          <TabItem key={manager} value={manager} label={manager} default={manager === 'npm'}>
            <CodeBlock language="bash">{line}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
      <p className={styles.note}>
        The guides remember your choice. Runtimes, modules and the Deno import map are in
        the <Link to="/docs/install">installation guide</Link>.
      </p>
    </div>
  );
}
