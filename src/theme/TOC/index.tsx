// Wraps the table of contents in a named navigation landmark. On blog posts
// the stock TOC column sits outside <main> and every landmark, which axe
// reports ("region"); on docs pages the landmark also lets screen-reader users
// jump straight to the page outline.
import type {ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav
      className={styles.landmark}
      aria-label={translate({
        id: 'theme.TOCCollapsible.toggleButtonLabel',
        message: 'On this page',
        description: 'The label used by the button on the collapsible TOC component',
      })}>
      <TOC {...props} />
    </nav>
  );
}
