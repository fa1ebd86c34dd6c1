// Draws one item's commit graph: a shared history, a fork from two offline edits, and the merge commit that joins them.
import type {ReactNode} from 'react';
import Diagram, {Arrow, Dot, Text} from '@site/src/components/Diagram';

type Point = {x: number; y: number};

const radius = 16;

const created: Point = {x: 260, y: 40};
const edited: Point = {x: 260, y: 130};
const phone: Point = {x: 150, y: 230};
const laptop: Point = {x: 370, y: 230};
const merge: Point = {x: 260, y: 340};

/** An arrow from the rim of one commit to the rim of the next. */
function Edge({from, to}: {from: Point; to: Point}): ReactNode {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  const ux = dx / length;
  const uy = dy / length;
  return (
    <Arrow
      x1={from.x + ux * radius}
      y1={from.y + uy * radius}
      x2={to.x - ux * (radius + 2)}
      y2={to.y - uy * (radius + 2)}
    />
  );
}

export default function CommitGraphDiagram(): ReactNode {
  return (
    <Diagram
      title="An item's commit graph with a fork and a merge"
      description="Time runs downwards and arrows point from a commit to the commit that follows it. Commit 1 creates the item and commit 2 edits it; both are synced everywhere. Then a phone and a laptop each edit the item while offline, producing commits 3 and 4, which both have commit 2 as their parent. The graph now has two leaves, and until a merge commit joins them each device reads its own. Once the devices sync, a merge leader, chosen among the sessions that wrote one of the leaves in the last 5 seconds, writes merge commit M with parents 3 and 4 and merge base 2, and the item has a single leaf, its head, again. When neither session has written a leaf in that window, no merge commit is written and each device goes on reading its own leaf until a new edit."
      viewBox="0 0 540 420">
      <Dot cx={created.x} cy={created.y} r={radius} label="1" />
      <Text x={created.x + 30} y={created.y + 5} small>
        create the item
      </Text>
      <Edge from={created} to={edited} />
      <Dot cx={edited.x} cy={edited.y} r={radius} label="2" />
      <Text x={edited.x + 30} y={edited.y + 5} small>
        edit, synced everywhere
      </Text>
      <Text x={edited.x - 30} y={edited.y + 5} anchor="end" small>
        merge base
      </Text>
      <Edge from={edited} to={phone} />
      <Edge from={edited} to={laptop} />
      <Dot cx={phone.x} cy={phone.y} r={radius} tone="accent" label="3" />
      <Dot cx={laptop.x} cy={laptop.y} r={radius} tone="accent" label="4" />
      <Text x={phone.x - 28} y={phone.y - 4} anchor="end" small>
        phone,
      </Text>
      <Text x={phone.x - 28} y={phone.y + 14} anchor="end" small>
        offline edit
      </Text>
      <Text x={laptop.x + 28} y={laptop.y - 4} small>
        laptop,
      </Text>
      <Text x={laptop.x + 28} y={laptop.y + 14} small>
        offline edit
      </Text>
      <Text x={260} y={236} anchor="middle" bold>
        two leaves
      </Text>
      <Edge from={phone} to={merge} />
      <Edge from={laptop} to={merge} />
      <Dot cx={merge.x} cy={merge.y} r={radius + 4} label="M" />
      <Text x={merge.x + 34} y={merge.y - 4} small>
        merge commit: parents 3 and 4,
      </Text>
      <Text x={merge.x + 34} y={merge.y + 14} small>
        base 2, by an active leader
      </Text>
      <Text x={260} y={400} anchor="middle" bold>
        one head again
      </Text>
    </Diagram>
  );
}
