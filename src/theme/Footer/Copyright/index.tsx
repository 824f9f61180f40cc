// Wraps the footer copyright to add the licence line under it. The copyright
// itself is translated by Docusaurus (footer.json); this line is not part of
// the footer config, so it goes through <Translate>.
import type {ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CopyrightType>;

export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <Copyright {...props} />
      <p className={styles.licence}>
        <Translate id="footer.licence" description="Licence line under the footer copyright">
          The configuration files and code samples are MIT licensed: copy them freely.
        </Translate>
      </p>
    </>
  );
}
