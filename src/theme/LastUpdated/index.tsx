// Why this file exists: the theme formats the date with Intl.DateTimeFormat,
// whose first use on a page costs tens of milliseconds of main-thread time on
// a phone, during hydration. The site has one locale (en), so the date is
// formatted here from a fixed table of month names, giving the same text the
// theme would ("Nov 23, 2026"). Sentence, markup and translation ids are the
// theme's, less its `itemprop="dateModified"`: a doc page has no item
// (`itemscope`) for that property to belong to, and an itemprop outside any
// item is invalid HTML.
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The date in UTC as en-US writes it with a short month: "Nov 23, 2026". */
export function formatDate(date: Date): string {
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

function AtDate({lastUpdatedAt}: {lastUpdatedAt: number}): ReactNode {
  const date = new Date(lastUpdatedAt);
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={date.toISOString()}>{formatDate(date)}</time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  );
}

function ByUser({lastUpdatedBy}: {lastUpdatedBy: string}): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{user: <b>{lastUpdatedBy}</b>}}>
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <AtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <ByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
