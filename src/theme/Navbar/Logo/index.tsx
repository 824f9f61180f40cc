// Wraps the navbar logo to add a badge with the month the tool versions in
// the guides were last checked: tooling advice goes stale fast, and readers
// should see at a glance how fresh it is.
import type {ReactNode} from 'react';
import Logo from '@theme-original/Navbar/Logo';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {stackCheckedOn} from '@site/src/data/stack';
import styles from './styles.module.css';

export default function NavbarLogoWrapper(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {htmlLang} = i18n.localeConfigs[i18n.currentLocale] ?? {htmlLang: 'en'};
  const month = new Intl.DateTimeFormat(htmlLang, {
    year: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(stackCheckedOn));
  return (
    <>
      <Logo />
      <span
        className={styles.badge}
        title={translate(
          {
            id: 'navbar.stackBadge.title',
            message: 'Tool versions in these guides were checked in {month}',
            description: 'Tooltip of the navbar badge',
          },
          {month},
        )}>
        {translate(
          {
            id: 'navbar.stackBadge.label',
            message: 'Checked {month}',
            description: 'Navbar badge with the month the tool versions were checked',
          },
          {month},
        )}
      </span>
    </>
  );
}
