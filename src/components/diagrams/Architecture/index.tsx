// Draws IbexDB's architecture: an app using a local IbexDB instance that syncs over HTTP with a multi-tenant Server.
import type {ReactNode} from 'react';
import Diagram, {Arrow, Box, Text} from '@site/src/components/Diagram';

export default function ArchitectureDiagram(): ReactNode {
  return (
    <Diagram
      title="IbexDB architecture"
      description="Your app calls a local IbexDB instance. Inside it, repositories are loaded in memory, queries run locally over them, repositories persist their commit logs to storage (OPFS in browsers, the file system elsewhere), and one sync client per repository and peer swaps commits and Bloom filters with the server over POST /batch-sync. The server routes requests through its endpoints for sync, auth, health and static assets to one IbexDB instance per organization (tenant), each with its own data directory."
      viewBox="0 0 560 640">
      <Box x={140} y={10} width={280} height={56} label="Your app" sublabel="UI, React hooks, logic" />
      <Arrow x1={280} y1={66} x2={280} y2={104} label="item(), create(), query()" labelDx={90} labelDy={4} />

      <Box x={10} y={104} width={540} height={232} label="" tone="muted" dashed />
      <Text x={24} y={128} bold>
        IbexDB instance (client)
      </Text>
      <Box x={30} y={144} width={230} height={60} label="Repositories" sublabel="loaded in memory" tone="primary" />
      <Box x={300} y={144} width={230} height={60} label="Queries" sublabel="local, incremental" tone="primary" />
      <Box x={30} y={256} width={230} height={60} label="Storage" sublabel="OPFS / file system" />
      <Box x={300} y={256} width={230} height={60} label="Sync clients" sublabel="one per repository and peer" tone="accent" />
      <Arrow x1={260} y1={174} x2={300} y2={174} />
      <Arrow x1={145} y1={204} x2={145} y2={256} label=".jsonl logs" labelDx={44} labelDy={4} />
      <Arrow x1={240} y1={204} x2={330} y2={256} both />

      <Arrow x1={415} y1={316} x2={415} y2={392} both />
      <Text x={400} y={352} anchor="end" small mono>
        POST /batch-sync
      </Text>
      <Text x={400} y={372} anchor="end" small>
        commits and Bloom filters over HTTP
      </Text>

      <Box x={10} y={392} width={540} height={236} label="" tone="muted" dashed />
      <Text x={24} y={416} bold>
        Server (ibexdb/server)
      </Text>
      <Box
        x={30}
        y={432}
        width={500}
        height={60}
        label="Endpoints and middlewares"
        sublabel="/batch-sync · /auth/* · /healthy · static assets"
      />
      <Arrow x1={180} y1={492} x2={145} y2={548} />
      <Arrow x1={380} y1={492} x2={415} y2={548} />
      <Box x={30} y={548} width={230} height={60} label="IbexDB · org acme" sublabel="<path>/acme/" tone="primary" />
      <Box x={300} y={548} width={230} height={60} label="IbexDB · org beta" sublabel="<path>/beta/" tone="primary" />
    </Diagram>
  );
}
