// Draws IbexDB's data model: a database holds repositories, a repository holds items, each item has its own commit graph.
import type {ReactNode} from 'react';
import Diagram, {Arrow, Box, Dot, Text} from '@site/src/components/Diagram';

export default function DataModelDiagram(): ReactNode {
  return (
    <Diagram
      title="The IbexDB data model"
      description="A database instance holds repositories named /type/repo, such as /data/tasks, /user/alice and /sys/users. The repository /data/tasks holds items named /type/repo/item, such as /data/tasks/t1 and /data/tasks/t2. Each item has its own commit graph: t1 has two commits, then two concurrent commits that a merge commit joins; t2 has a straight line of three commits. Below, the path grammar: a type, a repository name and an item key, each introduced by a slash."
      viewBox="0 0 560 560">
      <Box
        x={140}
        y={10}
        width={280}
        height={56}
        label="IbexDB database"
        sublabel="one data directory"
        tone="primary"
      />
      <Arrow x1={230} y1={66} x2={95} y2={110} />
      <Arrow x1={280} y1={66} x2={280} y2={110} />
      <Arrow x1={330} y1={66} x2={465} y2={110} />
      <Box x={10} y={110} width={170} height={56} label="/data/tasks" sublabel="repository" tone="accent" />
      <Box x={195} y={110} width={170} height={56} label="/user/alice" sublabel="repository" />
      <Box x={380} y={110} width={170} height={56} label="/sys/users" sublabel="system repository" tone="muted" />
      <Arrow x1={95} y1={166} x2={95} y2={200} />

      <Box x={10} y={200} width={540} height={200} label="" tone="muted" dashed />
      <Text x={24} y={224} bold>
        Items in /data/tasks
      </Text>
      <Text x={536} y={224} anchor="end" small>
        each with its own commit graph
      </Text>

      <Box x={26} y={240} width={190} height={56} label="/data/tasks/t1" sublabel="schema task, v1" />
      <Dot cx={262} cy={268} label="1" />
      <Dot cx={318} cy={268} label="2" />
      <Dot cx={378} cy={246} label="3" tone="accent" />
      <Dot cx={378} cy={290} label="3′" tone="accent" />
      <Dot cx={448} cy={268} label="M" />
      <Arrow x1={276} y1={268} x2={304} y2={268} />
      <Arrow x1={331} y1={262} x2={364} y2={250} />
      <Arrow x1={331} y1={274} x2={364} y2={286} />
      <Arrow x1={392} y1={250} x2={434} y2={263} />
      <Arrow x1={392} y1={286} x2={434} y2={273} />
      <Text x={470} y={273} small>
        merge
      </Text>

      <Box x={26} y={320} width={190} height={56} label="/data/tasks/t2" sublabel="schema task, v1" />
      <Dot cx={262} cy={348} label="1" />
      <Dot cx={318} cy={348} label="2" />
      <Dot cx={374} cy={348} label="3" />
      <Arrow x1={276} y1={348} x2={304} y2={348} />
      <Arrow x1={332} y1={348} x2={360} y2={348} />
      <Text x={396} y={353} small>
        head
      </Text>

      <Text x={280} y={440} anchor="middle" bold>
        Path grammar
      </Text>
      <Box x={30} y={456} width={160} height={56} label="/type" sublabel="data, user, sys…" tone="primary" />
      <Box x={200} y={456} width={160} height={56} label="/repo" sublabel="tasks, alice…" tone="accent" />
      <Box x={370} y={456} width={160} height={56} label="/item" sublabel="a key such as t1" />
      <Text x={280} y={540} anchor="middle" small mono>
        a-z 0-9 - _ · at most 4 slashes
      </Text>
    </Diagram>
  );
}
