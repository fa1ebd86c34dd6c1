// One device's view of the item's commit graph, drawn with the guides' Diagram
// primitives: the laptop's commits on the left, the phone's on the right,
// creations and merge commits in the middle, time running downwards. While the
// graph is forked, the leaf the device shows is marked "head", the others "leaf".
import type {ReactNode} from 'react';
import Diagram, {Arrow, Dot, Text} from '@site/src/components/Diagram';
import {bestLeaf, deviceLeaves, deviceNames, type Commit, type DeviceId, type World} from './engine';
import styles from './styles.module.css';

/** Rows shown at once; older commits scroll out at the top. */
const visibleRows = 5;
const rowHeight = 34;
const top = 24;
const radius = 9;
const lanes = {laptop: 50, shared: 150, phone: 250};

function laneOf(commit: Commit): number {
  if (commit.kind !== 'edit') return lanes.shared;
  return lanes[commit.author];
}

function describe(device: DeviceId, commits: readonly Commit[], leaves: readonly string[], head: string | null): string {
  const lines = commits.map((commit) => {
    const parents = commit.parents.length === 0 ? 'no parent' : `parent${commit.parents.length > 1 ? 's' : ''} ${commit.parents.join(' and ')}`;
    return `${commit.id}: ${deviceNames[commit.author]} ${commit.summary} (${parents})`;
  });
  const fork =
    leaves.length > 1
      ? `${leaves.length} leaves, ${leaves.join(' and ')}: the graph has forked. Its head, the leaf it shows until the merge commit arrives, is ${head}`
      : `one leaf, ${leaves[0]}, which is its head`;
  return `${deviceNames[device]} holds ${commits.length} commits, oldest first. ${lines.join('. ')}. It has ${fork}.`;
}

export default function CommitGraphView({world, device}: {world: World; device: DeviceId}): ReactNode {
  const held = new Set(world.devices[device].held);
  const commits = world.order.filter((id) => held.has(id)).map((id) => world.commits[id]);
  const leaves = deviceLeaves(world, device);
  const head = bestLeaf(world, device);
  const shown = commits.slice(-visibleRows);
  const hidden = commits.length - shown.length;
  const row = new Map(shown.map((commit, index) => [commit.id, index]));
  const point = (commit: Commit) => ({x: laneOf(commit), y: top + row.get(commit.id)! * rowHeight});
  return (
    <div className={styles.graph}>
      <Diagram
        title={`${deviceNames[device]}'s commit graph`}
        description={describe(device, commits, leaves, head)}
        viewBox={`0 0 300 ${top + visibleRows * rowHeight}`}>
        <Text x={lanes.laptop} y={12} anchor="middle" small>
          laptop
        </Text>
        {hidden > 0 && (
          <Text x={lanes.shared} y={12} anchor="middle" small>
            {`${hidden} older above`}
          </Text>
        )}
        <Text x={lanes.phone} y={12} anchor="middle" small>
          phone
        </Text>
        {shown.flatMap((commit) =>
          commit.parents.map((parentId) => {
            const to = point(commit);
            const parent = world.commits[parentId];
            const from = row.has(parentId) ? point(parent) : {x: laneOf(parent), y: top - rowHeight / 2};
            const dx = to.x - from.x;
            const dy = to.y - from.y;
            const length = Math.hypot(dx, dy);
            return (
              <Arrow
                key={`${parentId}-${commit.id}`}
                x1={from.x + (dx / length) * (row.has(parentId) ? radius : 0)}
                y1={from.y + (dy / length) * (row.has(parentId) ? radius : 0)}
                x2={to.x - (dx / length) * (radius + 2)}
                y2={to.y - (dy / length) * (radius + 2)}
              />
            );
          }),
        )}
        {shown.map((commit) => {
          const {x, y} = point(commit);
          const isLeaf = leaves.includes(commit.id);
          const tone = commit.kind === 'edit' ? (commit.author === 'laptop' ? 'primary' : 'accent') : 'neutral';
          return (
            <g key={commit.id}>
              <Dot cx={x} cy={y} r={radius} tone={tone} />
              <Text x={x + radius + 4} y={y + 4} small mono>
                {commit.id}
              </Text>
              {commit.kind === 'merge' && (
                <Text x={x - radius - 4} y={y + 4} anchor="end" small bold>
                  merge
                </Text>
              )}
              {isLeaf && leaves.length > 1 && (
                <Text x={x + radius + 4} y={y + 18} small bold>
                  {commit.id === head ? 'head' : 'leaf'}
                </Text>
              )}
            </g>
          );
        })}
      </Diagram>
    </div>
  );
}
