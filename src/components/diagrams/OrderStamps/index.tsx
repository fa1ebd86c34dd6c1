// Draws order stamps in a list: inserting between two neighbours and moving an item each write only one item's stamp.
import type {ReactNode} from 'react';
import Diagram, {Box, Text} from '@site/src/components/Diagram';

type Entry = {name: string; stamp: string; written?: boolean};

type Step = {title: string; entries: Entry[]; note: string};

const steps: Step[] = [
  {
    title: 'A list sorted by stamp',
    entries: [
      {name: 'A', stamp: 'stamp d'},
      {name: 'B', stamp: 'stamp k'},
      {name: 'C', stamp: 'stamp r'},
    ],
    note: 'Each item stores its own stamp; sorting the strings gives the order.',
  },
  {
    title: 'Insert X between A and B',
    entries: [
      {name: 'A', stamp: 'stamp d'},
      {name: 'X', stamp: 'stamp g', written: true},
      {name: 'B', stamp: 'stamp k'},
      {name: 'C', stamp: 'stamp r'},
    ],
    note: 'X gets between(d, k), here g. No other item is written.',
  },
  {
    title: 'Move C to the top',
    entries: [
      {name: 'C', stamp: 'stamp b', written: true},
      {name: 'A', stamp: 'stamp d'},
      {name: 'X', stamp: 'stamp g'},
      {name: 'B', stamp: 'stamp k'},
    ],
    note: 'C gets a new stamp that sorts before d. No other item is written.',
  },
];

const slotWidth = 116;
const slotGap = 12;
const stepHeight = 130;

export default function OrderStampsDiagram(): ReactNode {
  return (
    <Diagram
      title="Order stamps: only the moved item changes"
      description="Three rows show one list. First, items A, B and C carry the stamps d, k and r, so sorting the stamps gives A, B, C. Second, a new item X is inserted between A and B with the stamp between(d, k), here g; A, B and C keep their stamps. Third, C moves to the top by taking a stamp that sorts before d, here b; again no other item changes. Letters stand in for real stamps."
      viewBox="0 0 520 420">
      {steps.map((step, stepIndex) => {
        const top = stepIndex * stepHeight;
        return (
          <g key={step.title}>
            <Text x={10} y={top + 24} bold>
              {`${stepIndex + 1}. ${step.title}`}
            </Text>
            {step.entries.map((entry, slot) => (
              <Box
                key={entry.name}
                x={10 + slot * (slotWidth + slotGap)}
                y={top + 36}
                width={slotWidth}
                height={52}
                label={entry.name}
                sublabel={entry.stamp}
                tone={entry.written ? 'accent' : 'neutral'}
              />
            ))}
            <Text x={10} y={top + 110} small>
              {step.note}
            </Text>
          </g>
        );
      })}
      <Text x={10} y={408} small>
        Letters stand in for real stamps, which use a wider range of characters.
      </Text>
    </Diagram>
  );
}
