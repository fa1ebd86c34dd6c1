import {createContext, useContext, useId, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * Building blocks for the guides' diagrams. A diagram is an inline SVG with an
 * accessible name (`title`) and a text description (`description`); every
 * colour comes from CSS variables, so it follows the light and dark themes.
 */

type Tone = 'neutral' | 'primary' | 'accent' | 'muted';

const MarkerContext = createContext<string>('');

type DiagramProps = {
  /** The accessible name, also shown as the visible caption. */
  title: string;
  /** What the picture shows, in words, for readers who cannot see it. */
  description: string;
  /** The SVG coordinate box, for example `0 0 520 300`. Keep it at most 560 wide. */
  viewBox: string;
  children: ReactNode;
};

export default function Diagram({
  title,
  description,
  viewBox,
  children,
}: DiagramProps): ReactNode {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const markerId = `${id}-arrow`;
  const [, , width] = viewBox.split(/\s+/).map(Number);
  return (
    <figure className={styles.figure}>
      {/* On narrow screens the picture keeps a legible size and scrolls sideways. */}
      <div className={styles.scroller} tabIndex={0} role="group" aria-labelledby={titleId}>
        <svg
          className={styles.svg}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          viewBox={viewBox}
          style={{maxWidth: width}}
          xmlns="http://www.w3.org/2000/svg">
          <title id={titleId}>{title}</title>
          <desc id={descId}>{description}</desc>
          <defs>
            <marker
              id={markerId}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" className={styles.arrowHead} />
            </marker>
          </defs>
          <MarkerContext.Provider value={markerId}>{children}</MarkerContext.Provider>
        </svg>
      </div>
      <figcaption className={styles.caption}>{title}</figcaption>
    </figure>
  );
}

type BoxProps = {
  x: number;
  y: number;
  width: number;
  height: number;
  /** First line, bold. */
  label: string;
  /** Optional second line, smaller. */
  sublabel?: string;
  tone?: Tone;
  dashed?: boolean;
};

/** A rounded box with a centred label and an optional second line. */
export function Box({
  x,
  y,
  width,
  height,
  label,
  sublabel,
  tone = 'neutral',
  dashed = false,
}: BoxProps): ReactNode {
  const cx = x + width / 2;
  const cy = y + height / 2;
  return (
    <g className={styles[tone]}>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={8}
        className={clsx(styles.box, dashed && styles.dashed)}
      />
      <text
        x={cx}
        y={sublabel ? cy - 4 : cy + 5}
        textAnchor="middle"
        className={styles.label}>
        {label}
      </text>
      {sublabel && (
        <text x={cx} y={cy + 16} textAnchor="middle" className={styles.sublabel}>
          {sublabel}
        </text>
      )}
    </g>
  );
}

type ArrowProps = {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** Text placed beside the middle of the arrow. */
  label?: string;
  /** Offset of the label from the arrow's midpoint. */
  labelDx?: number;
  labelDy?: number;
  dashed?: boolean;
  /** Draw a head at both ends. */
  both?: boolean;
};

/** A straight arrow from (x1, y1) to (x2, y2). */
export function Arrow({
  x1,
  y1,
  x2,
  y2,
  label,
  labelDx = 0,
  labelDy = -8,
  dashed = false,
  both = false,
}: ArrowProps): ReactNode {
  const markerId = useContext(MarkerContext);
  const marker = `url(#${markerId})`;
  return (
    <g>
      <line
        x1={x1}
        y1={y1}
        x2={x2}
        y2={y2}
        className={clsx(styles.arrow, dashed && styles.dashed)}
        markerEnd={marker}
        markerStart={both ? marker : undefined}
      />
      {label && (
        <text
          x={(x1 + x2) / 2 + labelDx}
          y={(y1 + y2) / 2 + labelDy}
          textAnchor="middle"
          className={styles.arrowLabel}>
          {label}
        </text>
      )}
    </g>
  );
}

type TextProps = {
  x: number;
  y: number;
  children: ReactNode;
  anchor?: 'start' | 'middle' | 'end';
  /** Smaller, secondary text. */
  small?: boolean;
  /** Monospace, for paths, ids and code. */
  mono?: boolean;
  bold?: boolean;
};

/** A free-standing line of text. */
export function Text({
  x,
  y,
  children,
  anchor = 'start',
  small = false,
  mono = false,
  bold = false,
}: TextProps): ReactNode {
  return (
    <text
      x={x}
      y={y}
      textAnchor={anchor}
      className={clsx(
        styles.text,
        small && styles.small,
        mono && styles.mono,
        bold && styles.bold,
      )}>
      {children}
    </text>
  );
}

type DotProps = {
  cx: number;
  cy: number;
  r?: number;
  tone?: Tone;
  /** Short text drawn inside the circle. */
  label?: string;
};

/** A circle, for commits and graph nodes, with an optional short label inside. */
export function Dot({cx, cy, r = 14, tone = 'primary', label}: DotProps): ReactNode {
  return (
    <g className={styles[tone]}>
      <circle cx={cx} cy={cy} r={r} className={styles.box} />
      {label && (
        <text x={cx} y={cy + 5} textAnchor="middle" className={styles.label}>
          {label}
        </text>
      )}
    </g>
  );
}
