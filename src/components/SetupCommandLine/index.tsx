import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SetupCommandData} from '@site/plugins/setupCommand';

/** The setup command's one line, with the address of the tarball this build packed. */
export function useSetupCommandLine(flags: readonly string[]): string {
  const {tarballUrl} = usePluginData('setup-command') as SetupCommandData;
  return ['npx -y', tarballUrl, ...flags].join(' ');
}

export default function SetupCommandLine({flags = []}: {flags?: string[]}): ReactNode {
  return <CodeBlock language="bash">{useSetupCommandLine(flags)}</CodeBlock>;
}
