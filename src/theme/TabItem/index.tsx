// Why this file exists: the theme's panel takes no id, so no tab can name it.
// This is the theme's TabItem with the two attributes that tie a panel to its
// tab, an id and aria-labelledby, which src/theme/Tabs hands out.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Props as ThemeProps} from '@theme/TabItem';
import styles from './styles.module.css';

/** The theme's props, plus the ids src/theme/Tabs gives this panel and its tab. */
export interface Props extends ThemeProps {
  readonly panelId?: string;
  readonly tabId?: string;
}

export default function TabItem({children, hidden, className, panelId, tabId}: Props): ReactNode {
  return (
    <div role="tabpanel" id={panelId} aria-labelledby={tabId} className={clsx(styles.tabItem, className)} hidden={hidden}>
      {children}
    </div>
  );
}
