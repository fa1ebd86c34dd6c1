// Why this file exists: the theme renders tabs and panels without ids, so
// nothing ties a tab to the panel it shows. Assistive technology cannot go
// from one to the other, and HTML's ARIA rules require every selected tab to
// name its panel (the W3C checker reports it as an error). This wrapper gives
// each tab an id and aria-controls, and each panel (src/theme/TabItem) an id
// and aria-labelledby. The ids come from useId, so two tab groups on a page
// never share one. Selection, keyboard handling and the shared groupId choice
// stay the theme's.
//
// It also narrows `queryString`. The theme writes the choice into the address
// with the router's history.replace, and a new location re-renders every link
// and location reader on the page: on a throttled phone that alone took a tab
// press past 200 ms (`npm run bench`, "First press on a tab"). The choice is
// stored and shared by groupId anyway, so the address takes part only when it
// already names the group (`/docs/react?package-manager=deno`): such a link
// still picks its tab, and a press there keeps the address in step, so that a
// reload does not bring the linked tab back.
import {Children, cloneElement, isValidElement, useId, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {WrapperProps} from '@docusaurus/types';
import type {Props as PanelProps} from '@site/src/theme/TabItem';

type Props = WrapperProps<typeof TabsType>;

/** The query-string key the theme reads a group's choice from, or none. */
function queryKey({queryString, groupId}: Pick<Props, 'queryString' | 'groupId'>): string | undefined {
  if (typeof queryString === 'string') return queryString;
  return queryString ? groupId : undefined;
}

export default function TabsWrapper({children, queryString, ...props}: Props): ReactNode {
  const id = useId();
  const {search} = useLocation();
  const key = queryKey({queryString, groupId: props.groupId});
  const addressNamesGroup = key !== undefined && new URLSearchParams(search).has(key);
  return (
    <Tabs {...props} queryString={addressNamesGroup ? queryString : undefined}>
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
