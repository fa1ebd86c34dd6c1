// Draws sync rounds between two peers: in each round a peer sends a Bloom filter of its commit ids and receives the commits the filter lacks, plus the other side's filter.
import type {ReactNode} from 'react';
import Diagram, {Arrow, Box, Text} from '@site/src/components/Diagram';
import styles from './styles.module.css';

const left = 100;
const right = 420;

type Message = {
  y: number;
  toRight: boolean;
  label: string;
  detail: string;
};

const messages: Message[] = [
  {y: 116, toRight: true, label: '1. Bloom filter of A’s commit ids', detail: 'all A holds, hashed with fresh seeds'},
  {y: 196, toRight: false, label: '2. commits missing on A', detail: '+ Bloom filter of B’s commit ids'},
  {y: 276, toRight: true, label: '3. commits missing on B', detail: '+ a new filter of A, new seeds'},
  {y: 356, toRight: false, label: '4. leftovers missing on A', detail: '+ a new filter of B, new seeds'},
];

export default function SyncCycleDiagram(): ReactNode {
  return (
    <Diagram
      title="Sync rounds between two peers"
      description="Peer A, a client, and peer B, a server, send messages down two timelines. In the first sync round, A sends a Bloom filter of its commit ids, and B answers with every commit the filter does not contain, which A is certainly missing, together with a Bloom filter of its own commit ids. In the next round, A sends the commits missing on B together with a new filter built with fresh hash seeds, and B answers with the leftovers missing on A and a new filter of its own. Rounds repeat, and each one leaves fewer commits unsent."
      viewBox="0 0 520 430">
      <Box x={20} y={10} width={160} height={56} label="Peer A" sublabel="for example a browser" tone="primary" />
      <Box x={340} y={10} width={160} height={56} label="Peer B" sublabel="for example the server" tone="accent" />
      <line x1={left} y1={66} x2={left} y2={390} className={styles.lifeline} />
      <line x1={right} y1={66} x2={right} y2={390} className={styles.lifeline} />
      {messages.map(({y, toRight, label, detail}) => (
        <g key={label}>
          <Arrow
            x1={toRight ? left : right}
            y1={y}
            x2={toRight ? right : left}
            y2={y}
            label={label}
          />
          <Text x={(left + right) / 2} y={y + 22} anchor="middle" small>
            {detail}
          </Text>
        </g>
      ))}
      <Text x={260} y={416} anchor="middle" bold>
        …and again every round, until nothing is left
      </Text>
    </Diagram>
  );
}
