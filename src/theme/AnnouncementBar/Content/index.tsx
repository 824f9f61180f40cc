// Ejected from @docusaurus/theme-classic 3.10.2 (AnnouncementBar/Content).
// Why: Docusaurus does not translate themeConfig.announcementBar.content, so
// the stock component would show the English HTML on Korean pages.
// CUSTOM: render a translated message with a router link instead of the HTML
// string; the bar itself (colours, close button, dismissal stored by id)
// stays the theme's own.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

export default function AnnouncementBarContent(props: Props): ReactNode {
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      <Translate
        id="announcement.stack.message"
        description="Announcement bar text; {link} is a link to the introduction"
        values={{
          link: (
            <Link to="/docs/intro">
              <Translate
                id="announcement.stack.link"
                description="Link text in the announcement bar">
                start with the introduction
              </Translate>
            </Link>
          ),
        }}>
        {'The guides now cover ESLint 10, TypeScript 6 and 7, and Node 24 LTS: {link}.'}
      </Translate>
    </div>
  );
}
