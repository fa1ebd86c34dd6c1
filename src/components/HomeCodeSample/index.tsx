import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import styles from './styles.module.css';

/** A complete React component: a schema, `db.create` and a live query, using IbexDB's public API. */
const sampleSource = `import {DataRegistry} from 'ibexdb';
import {useDB, useQuery} from 'ibexdb/react';

const taskSchema = {
  ns: 'task',
  version: 1,
  fields: {
    text: {type: 'string', required: true},
    done: {type: 'boolean', default: () => false},
  },
} as const;

DataRegistry.default.registerSchema(taskSchema);

export function OpenTasks() {
  const db = useDB();
  const openTasks = useQuery({
    source: '/data/tasks',
    schema: taskSchema,
    predicate: ({item}) => !item.get('done'),
  });
  const addTask = () =>
    db.create('/data/tasks', taskSchema, {text: 'Try IbexDB'});

  return (
    <>
      <button onClick={addTask}>Add a task</button>
      <ul>
        {openTasks.results().map((task) => (
          <li key={task.path}>{task.get('text')}</li>
        ))}
      </ul>
    </>
  );
}`;

/** The "core idea" section: three short steps beside a real, type-correct sample. */
export default function HomeCodeSample(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-code-title">
      <div className={`container ${styles.layout}`}>
        <div>
          <h2 id="home-code-title">Your data, live in your components</h2>
          <ol className={styles.steps}>
            <li>
              Describe your data once with a <Link to="/docs/schema">schema</Link>.
            </li>
            <li>
              Write with <code>db.create</code>: the change is saved on the device at once and
              synced in the background.
            </li>
            <li>
              Read with a live <Link to="/docs/query">query</Link>: it re-renders the component
              whenever the results change, on this device or any other.
            </li>
          </ol>
        </div>
        <div className={styles.code}>
          <CodeBlock language="tsx" title="open-tasks.tsx">
            {sampleSource}
          </CodeBlock>
        </div>
      </div>
    </section>
  );
}
