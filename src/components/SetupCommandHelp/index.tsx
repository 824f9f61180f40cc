import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {helpText} from '@site/cli/src/usage';

/** The command's --help in the page's language: the same text the command prints. */
export default function SetupCommandHelp(): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  return (
    <CodeBlock language="text">
      {helpText(currentLocale === 'ko' ? 'ko' : 'en').trimEnd()}
    </CodeBlock>
  );
}
