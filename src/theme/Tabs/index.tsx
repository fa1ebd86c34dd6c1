// Why this file exists: the theme renders tabs and panels without ids, so
// nothing ties a tab to the panel it shows. Assistive technology cannot go
// from one to the other, and HTML's ARIA rules require every selected tab to
// name its panel (the W3C checker reports it as an error). This wrapper gives
// each tab an id and aria-controls, and each panel (src/theme/TabItem) an id
// and aria-labelledby. The ids come from useId, so two tab groups on a page
// never share one. Selection, keyboard handling and the shared groupId choice
// stay the theme's.
import {Children, cloneElement, isValidElement, useId, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {WrapperProps} from '@docusaurus/types';
import type {Props as PanelProps} from '@site/src/theme/TabItem';

type Props = WrapperProps<typeof TabsType>;

export default function TabsWrapper({children, ...props}: Props): ReactNode {
  const id = useId();
  return (
    <Tabs {...props}>
      {Children.map(children, (child, index) => {
        if (!isValidElement<PanelProps>(child)) return child;
        const tabId = `${id}tab-${index}`;
        const panelId = `${id}panel-${index}`;
        return cloneElement(child, {
          attributes: {...child.props.attributes, id: tabId, 'aria-controls': panelId},
          tabId,
          panelId,
        });
      })}
    </Tabs>
  );
}
