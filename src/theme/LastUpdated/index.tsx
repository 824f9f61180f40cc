// CUSTOM (Docusaurus 3.10.2): replaces theme-classic's LastUpdated to write the
// date with src/utils/dates.ts instead of Intl.DateTimeFormat, whose first use
// on a page loads ICU's locale data in a long task of its own. Same markup and
// the same translation ids as the stock component.
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {formatDate} from '@site/src/utils/dates';

function AtDate({lastUpdatedAt}: {lastUpdatedAt: number}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const at = new Date(lastUpdatedAt);
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={at.toISOString()} itemProp="dateModified">
              {formatDate(at, i18n.currentLocale, 'short')}
            </time>
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
      {process.env.NODE_ENV === 'development' && (
        <div>
          {/* eslint-disable-next-line @docusaurus/no-untranslated-text -- a note for maintainers, as in the stock component */}
          <small> (Simulated during dev for better perf)</small>
        </div>
      )}
    </span>
  );
}
