import {useId, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {commitTypes} from '@site/src/data/commitTypes';
import {checkHeader, type HeaderCheck} from './checkHeader';
import styles from './styles.module.css';

function Verdict({check}: {check: HeaderCheck}): ReactNode {
  switch (check.kind) {
    case 'empty':
      return (
        <Translate
          id="commitChecker.empty"
          description="Shown before the reader types a commit header">
          Type a header such as “feat(auth): add login page”.
        </Translate>
      );
    case 'shape':
      return (
        <Translate
          id="commitChecker.shape"
          description="The header does not look like type(scope): subject">
          Not a conventional header: write type(scope): subject, with a space after the colon.
        </Translate>
      );
    case 'type':
      return (
        <Translate
          id="commitChecker.type"
          description="The header uses a type that commitlint does not allow"
          values={{type: <code>{check.type}</code>}}>
          {'{type} is not an allowed type (type-enum).'}
        </Translate>
      );
    case 'ok':
      return (
        <Translate
          id="commitChecker.ok"
          description="The header has a valid conventional shape"
          values={{type: <code>{check.type}</code>}}>
          {'Looks good: {type} is an allowed type.'}
        </Translate>
      );
  }
}

export default function CommitHeaderChecker(): ReactNode {
  const [header, setHeader] = useState('');
  const inputId = useId();
  const verdictId = useId();
  const check = checkHeader(header);
  return (
    <div className={styles.checker}>
      {/* The Markdown twin of the page (plugins/markdownTwins) leaves out the interactive part. */}
      <label htmlFor={inputId} className={styles.label} data-markdown-skip>
        <Translate id="commitChecker.label" description="Label of the commit header input">
          Commit header
        </Translate>
      </label>
      <input
        id={inputId}
        className={styles.input}
        data-markdown-skip
        type="text"
        aria-describedby={verdictId}
        value={header}
        placeholder={translate({
          id: 'commitChecker.placeholder',
          message: 'feat(auth): add login page',
          description: 'Example commit header in the input',
        })}
        onChange={(event) => setHeader(event.target.value)}
      />
      <p id={verdictId} role="status" className={styles[check.kind]} data-markdown-skip>
        <Verdict check={check} />
      </p>
      <p className={styles.types}>
        <Translate
          id="commitChecker.types"
          description="Label before the list of allowed commit types">
          Allowed types:
        </Translate>{' '}
        {commitTypes.join(', ')}
      </p>
    </div>
  );
}
