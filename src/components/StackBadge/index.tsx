// A navbar item (type "custom-stackBadge" in config/navbar.ts) with the month
// the tool versions in the guides were last checked: tooling advice goes
// stale fast, and readers should see at a glance how fresh it is.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {stackCheckedOn} from '@site/src/data/stack';
import {formatDate} from '@site/src/utils/dates';
import styles from './styles.module.css';

type Props = {
  /** Set by the theme when the item is drawn in the phone menu. */
  mobile?: boolean;
  className?: string;
};

export default function StackBadge({mobile = false, className}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const month = formatDate(stackCheckedOn, i18n.currentLocale, 'month');
  const Item = mobile ? 'li' : 'div';
  return (
    <Item className={clsx(mobile ? ['menu__list-item', styles.inMenu] : 'navbar__item', className)}>
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
    </Item>
  );
}
