import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Diagram, {Arrow, Box, Text} from '@site/src/components/Diagram';
import styles from './styles.module.css';

type Peer = {x: number; name: string; code: string; codeNote: string; storage: string};

/** The two kinds of client the picture shows; the server sits below them. */
const peers: Peer[] = [
  {x: 10, name: 'Browser', code: 'Your app', codeNote: 'UI and React hooks', storage: 'OPFS'},
  {x: 290, name: 'Deno or Node.js', code: 'Your code', codeNote: 'scripts and services', storage: 'File system'},
];

/** One client: a dashed frame holding your code, IbexDB and the device's storage. */
function PeerColumn({x, name, code, codeNote, storage}: Peer): ReactNode {
  const centre = x + 130;
  return (
    <g>
      <Box x={x} y={10} width={260} height={262} label="" tone="muted" dashed />
      <Text x={x + 14} y={34} bold>
        {name}
      </Text>
      <Box x={x + 20} y={48} width={220} height={52} label={code} sublabel={codeNote} />
      <Arrow x1={centre} y1={100} x2={centre} y2={124} both />
      <Box x={x + 20} y={124} width={220} height={52} label="IbexDB" sublabel="your data, in memory" tone="primary" />
      <Arrow x1={centre} y1={176} x2={centre} y2={208} label="commit, ~300 ms" labelDx={62} labelDy={4} />
      <Box x={x + 20} y={208} width={220} height={52} label={storage} sublabel="append-only commit log" />
    </g>
  );
}

/** How the parts fit, drawn with the same primitives as the guides' architecture diagram. */
function HowItWorksDiagram(): ReactNode {
  return (
    <Diagram
      title="How IbexDB works"
      description="Two clients, a browser and a Deno or Node.js process, each run your code with IbexDB inside. Your code reads, writes and queries IbexDB's copy of the data in memory. About 300 ms after the first uncommitted change, IbexDB appends a commit to a log on the device's storage: the Origin Private File System in the browser, the file system in Deno and Node.js. In the background, both clients swap signed commits over HTTP with an IbexDB server that you run, which can be compiled into a single executable."
      viewBox="0 0 560 400">
      {peers.map((peer) => (
        <PeerColumn key={peer.name} {...peer} />
      ))}
      <Arrow x1={140} y1={272} x2={140} y2={332} both />
      <Arrow x1={420} y1={272} x2={420} y2={332} both />
      <Text x={280} y={298} anchor="middle" small>
        signed commits
      </Text>
      <Text x={280} y={316} anchor="middle" small>
        over HTTP
      </Text>
      <Box
        x={10}
        y={332}
        width={540}
        height={60}
        label="IbexDB server that you run"
        sublabel="ibexdb/server · compiles to one executable"
        tone="accent"
      />
    </Diagram>
  );
}

/** "How it works": three steps from a write to every device, beside the diagram. */
export default function HomeHowItWorks(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-how-title">
      <div className={`container ${styles.layout}`}>
        <div>
          {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- the id only names the section (aria-labelledby); Heading would add a hash link to it */}
          <h2 id="home-how-title">How it works</h2>
          <ol className={styles.steps}>
            <li>
              Your code talks to IbexDB in the same process. Once a repository is on the
              device, reads, writes and queries run against its data in memory and do not wait
              for the network, online or not. The first start needs your server to register the
              device&apos;s signing key, and the first time a device opens a repository (a named
              collection of items), it loads it from the server. That key&apos;s session lasts 30
              days and is renewed on load, so a device must come back online well within it:
              see <Link to="/docs/sessions#offline-limit">the offline limit</Link>.
            </li>
            <li>
              About 300 ms after the first uncommitted change, IbexDB turns your edits into a
              signed commit and appends it to a log on the device.
            </li>
            <li>
              In the background, IbexDB swaps commits with your server, which passes them on
              to the other devices your <Link to="/docs/authorization">rules</Link> let read
              them; a repository that none of your rules covers is open to anyone, for reading and writing.
              When two devices edit the same item at once, the item&apos;s history forks, and
              a device that wrote one of the edits in the last five seconds writes a{' '}
              <Link to="/docs/conflict-resolution">three-way merge</Link>. Until a merge arrives,
              or when neither device has written for five seconds, each shows its own version.
            </li>
          </ol>
          <p>
            <Link to="/docs/architecture">Read the architecture guide</Link>
          </p>
        </div>
        <div className={styles.picture}>
          <HowItWorksDiagram />
        </div>
      </div>
    </section>
  );
}
