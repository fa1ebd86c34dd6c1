// Why this file exists: Infima lets a wide table scroll sideways inside the
// page. A scrolling region must be reachable by keyboard, so every Markdown
// table here is focusable (tabIndex 0); the other MDX components are the
// theme's own, spread from the original map.
import type {ComponentProps, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default {
  ...MDXComponents,
  table: Table,
};
