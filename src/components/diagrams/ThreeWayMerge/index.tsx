// Draws a three-way merge of one task, field by field: the common base, two concurrent versions and the merged result.
import type {ReactNode} from 'react';
import Diagram, {Arrow, Box, Text} from '@site/src/components/Diagram';

type Row = {
  field: string;
  base: string;
  phone: string;
  laptop: string;
  merged: string;
  rule: string;
};

const rows: Row[] = [
  {field: 'text', base: 'Buy milk', phone: 'Buy oat milk', laptop: 'Buy milk', merged: 'Buy oat milk', rule: 'only the phone changed it'},
  {field: 'done', base: 'false', phone: 'false', laptop: 'true', merged: 'true', rule: 'only the laptop changed it'},
  {field: 'tags', base: '{home}', phone: '{home, shop}', laptop: '{ }', merged: '{shop}', rule: 'shop added on the phone; home removed on the laptop'},
];

const columns = [
  {key: 'base', title: 'Base', x: 90},
  {key: 'phone', title: 'Phone', x: 240},
  {key: 'laptop', title: 'Laptop', x: 390},
] as const;

const cellWidth = 140;
const cellHeight = 44;
const rowGap = 56;
const top = 44;
const mergedTop = 290;

export default function ThreeWayMergeDiagram(): ReactNode {
  return (
    <Diagram
      title="A three-way merge, field by field"
      description="A task has a base version with text Buy milk, done false and tags home. Offline, the phone changes text to Buy oat milk and adds the tag shop. Offline, the laptop sets done to true and removes the tag home. The merge compares each side with the base: text takes the phone's value because only the phone changed it, done takes the laptop's value because only the laptop changed it, and tags become shop, because the phone's addition is kept and the laptop's removal of home, a tag present in the base, is applied."
      viewBox="0 0 540 470">
      {columns.map((column) => (
        <Text key={column.key} x={column.x + cellWidth / 2} y={28} anchor="middle" bold>
          {column.title}
        </Text>
      ))}
      {rows.map((row, index) => {
        const y = top + index * rowGap;
        return (
          <g key={row.field}>
            <Text x={10} y={y + 27} mono>
              {row.field}
            </Text>
            {columns.map((column) => {
              const value = row[column.key];
              const changed = column.key !== 'base' && value !== row.base;
              return (
                <Box
                  key={column.key}
                  x={column.x}
                  y={y}
                  width={cellWidth}
                  height={cellHeight}
                  label={value}
                  tone={column.key === 'base' ? 'muted' : changed ? 'accent' : 'neutral'}
                />
              );
            })}
          </g>
        );
      })}
      <Arrow x1={160} y1={212} x2={270} y2={244} />
      <Arrow x1={310} y1={212} x2={310} y2={244} />
      <Arrow x1={460} y1={212} x2={350} y2={244} />
      <Text x={310} y={mergedTop - 16} anchor="middle" bold>
        Merged: each side diffed against the base
      </Text>
      {rows.map((row, index) => {
        const y = mergedTop + index * rowGap;
        return (
          <g key={row.field}>
            <Text x={10} y={y + 27} mono>
              {row.field}
            </Text>
            <Box
              x={90}
              y={y}
              width={440}
              height={48}
              label={row.merged}
              sublabel={row.rule}
              tone="primary"
            />
          </g>
        );
      })}
    </Diagram>
  );
}
