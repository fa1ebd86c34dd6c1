// Why this file exists: Infima lets a wide table scroll sideways inside the
// page. A scrolling region must be reachable by keyboard, so every Markdown
// table here is focusable (tabIndex 0). Tables also skip rendering work while
// off screen (content-visibility), reserving a height from their row count:
// the API pages hold hundreds of rows.
//
// Links and headings skip the theme's one-line wrappers (its `a` only
// renders Link, its headings only render Heading): a guide holds up to a
// hundred links and dozens of headings, and every navigation to it renders
// them all, so each layer costs that many renders. Inline code skips
// MDXComponents altogether (src/plugins/inline-code). The other MDX
// components are the theme's own, spread from the original map.
import {Children, isValidElement, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import MDXComponents from '@theme-original/MDXComponents';
import styles from './styles.module.css';

/** Height of a one-line row: Infima's cell padding and line height, in rem. */
const rowHeight = 3.2;

function rowCount(sections: ReactNode): number {
  let rows = 0;
  Children.forEach(sections, (section) => {
    if (isValidElement<{children?: ReactNode}>(section)) {
      rows += Children.count(section.props.children);
    }
  });
  return rows;
}

function Table({className, style, ...props}: ComponentProps<'table'>): ReactNode {
  return (
    <table
      tabIndex={0}
      className={clsx(className, styles.table)}
      style={{containIntrinsicBlockSize: `auto ${rowCount(props.children) * rowHeight}rem`, ...style}}
      {...props}
    />
  );
}

type HeadingProps = Omit<ComponentProps<typeof Heading>, 'as'>;

export default {
  ...MDXComponents,
  a: Link,
  h1: (props: HeadingProps) => <Heading as="h1" {...props} />,
  h2: (props: HeadingProps) => <Heading as="h2" {...props} />,
  h3: (props: HeadingProps) => <Heading as="h3" {...props} />,
  h4: (props: HeadingProps) => <Heading as="h4" {...props} />,
  h5: (props: HeadingProps) => <Heading as="h5" {...props} />,
  h6: (props: HeadingProps) => <Heading as="h6" {...props} />,
  table: Table,
};
