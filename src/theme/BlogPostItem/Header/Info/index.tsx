// CUSTOM (Docusaurus 3.10.2): replaces theme-classic's post date and reading
// time to write the date with src/utils/dates.ts instead of
// Intl.DateTimeFormat, whose first use on a page loads ICU's locale data in a
// long task of its own. Same markup and translation ids as the stock component.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluralForm} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {formatDate} from '@site/src/utils/dates';
import styles from './styles.module.css';

function ReadingTime({minutes}: {minutes: number}): ReactNode {
  const {selectMessage} = usePluralForm();
  const readingTime = Math.ceil(minutes);
  return selectMessage(
    readingTime,
    translate(
      {
        id: 'theme.blog.post.readingTime.plurals',
        description:
          'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
        message: 'One min read|{readingTime} min read',
      },
      {readingTime},
    ),
  );
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {i18n} = useDocusaurusContext();
  const {date, readingTime} = metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatDate(date, i18n.currentLocale, 'long')}</time>
      {readingTime !== undefined && (
        <>
          {' · '}
          <ReadingTime minutes={readingTime} />
        </>
      )}
    </div>
  );
}
