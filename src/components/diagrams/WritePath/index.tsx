// Draws IbexDB's client write path: from an in-memory ManagedItem change to a signed commit on disk and at the peers.
import type {ReactNode} from 'react';
import Diagram, {Arrow, Box, Text} from '@site/src/components/Diagram';

export default function WritePathDiagram(): ReactNode {
  return (
    <Diagram
      title="The write path on a client"
      description="Step 1: a ManagedItem changes in memory and emits a change event right away. Step 2: 300 ms after the first pending change, the item commits; the repository builds a commit, delta-compressed when that is small enough, and signs it unless the database runs in trusted mode. Step 3: the commit is appended to the repository's .jsonl log; if the item now has several leaves and a session wrote one of them in the last 5 s, the merge leader chosen among those sessions writes a merge commit; queries update. Step 4: the sync client notices the new local commit and speeds its polling back up to 300 ms. Step 5: the commit reaches the peers through POST /batch-sync in the following sync rounds, and each peer verifies the signature before storing it."
      viewBox="0 0 560 540">
      <Box x={20} y={10} width={320} height={64} label="1. ManagedItem changes" sublabel="set(), setMulti(), delete()" tone="primary" />
      <Arrow x1={340} y1={42} x2={380} y2={42} />
      <Box x={380} y={10} width={160} height={64} label="change event" sublabel="UI re-renders" dashed />
      <Arrow x1={180} y1={74} x2={180} y2={118} label="300 ms after first change" labelDx={100} labelDy={4} />

      <Box x={20} y={118} width={320} height={64} label="2. Commit built" sublabel="delta if small enough, then signed" tone="primary" />
      <Arrow x1={180} y1={182} x2={180} y2={226} />

      <Box x={20} y={226} width={320} height={64} label="3. Appended to .jsonl" sublabel="one line per commit" tone="primary" />
      <Arrow x1={340} y1={258} x2={380} y2={258} />
      <Box x={380} y={226} width={160} height={64} label="Queries" sublabel="update incrementally" dashed />
      <Arrow x1={180} y1={290} x2={180} y2={334} />

      <Box x={20} y={334} width={320} height={64} label="4. Sync client wakes" sublabel="polls every 300 ms again" tone="accent" />
      <Arrow x1={180} y1={398} x2={180} y2={442} label="POST /batch-sync" labelDx={70} labelDy={4} />

      <Box x={20} y={442} width={320} height={64} label="5. Peers" sublabel="server, then other clients" tone="accent" />
      <Text x={360} y={470} small>
        each peer verifies the
      </Text>
      <Text x={360} y={488} small>
        signature before storing
      </Text>
    </Diagram>
  );
}
