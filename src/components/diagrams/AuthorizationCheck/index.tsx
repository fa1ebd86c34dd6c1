// Draws how IbexDB picks the authorization rule that decides one read or write of an item.
import type {ReactNode} from 'react';
import Diagram, {Arrow, Box} from '@site/src/components/Diagram';

const left = {x: 20, width: 300};
const right = {x: 380, width: 160};
const stepHeight = 60;
const steps = [
  {y: 112, label: '1. Enforced built-ins', sublabel: '/sys/sessions, /sys/stats'},
  {y: 212, label: '2. First matching user rule', sublabel: 'in registration order'},
  {y: 312, label: '3. Optional built-ins', sublabel: '/sys/<name>, /user/<id>'},
];

export default function AuthorizationCheckDiagram(): ReactNode {
  const leftEdge = left.x + left.width;
  const centre = left.x + left.width / 2;
  return (
    <Diagram
      title="The authorization check"
      description="A request to read or write an item goes through up to four steps in order. First the enforced built-in rules for /sys/sessions and /sys/stats, then the first user rule whose path matches, in registration order, then the optional built-in rules for /sys/<name> and /user/<id>. The first step that has a matching rule hands the decision to that rule, which allows the request when it returns true and denies it when it returns false. When no step has a matching rule, the request is allowed."
      viewBox="0 0 560 480">
      <Box
        x={left.x}
        y={16}
        width={left.width}
        height={56}
        label="Request for an item"
        sublabel="session, path, read or write"
        tone="primary"
      />
      <Arrow x1={centre} y1={72} x2={centre} y2={steps[0].y} />
      {steps.map((step, i) => (
        <g key={step.label}>
          <Box
            x={left.x}
            y={step.y}
            width={left.width}
            height={stepHeight}
            label={step.label}
            sublabel={step.sublabel}
          />
          <Arrow
            x1={leftEdge}
            y1={step.y + stepHeight / 2}
            x2={right.x}
            y2={step.y + stepHeight / 2}
            label="match"
          />
          <Arrow
            x1={centre}
            y1={step.y + stepHeight}
            x2={centre}
            y2={steps[i + 1]?.y ?? 412}
            label="no match"
            labelDx={42}
            labelDy={5}
          />
        </g>
      ))}
      <Box
        x={left.x}
        y={412}
        width={left.width}
        height={52}
        label="4. No rule applies"
        sublabel="the repository is public"
        tone="muted"
        dashed
      />
      <Box
        x={right.x}
        y={112}
        width={right.width}
        height={260}
        label="Rule decides"
        sublabel="returns true or false"
        tone="primary"
      />
      <Arrow x1={415} y1={372} x2={415} y2={412} label="true" labelDx={-22} labelDy={5} />
      <Arrow x1={505} y1={372} x2={505} y2={412} label="false" labelDx={24} labelDy={5} />
      <Arrow x1={leftEdge} y1={438} x2={right.x} y2={438} label="allowed" />
      <Box x={right.x} y={412} width={72} height={52} label="Allow" tone="accent" />
      <Box x={468} y={412} width={72} height={52} label="Deny" tone="muted" />
    </Diagram>
  );
}
