import type {ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {commandsFor, packageManagers, type CommandRequest} from '@site/cli/src/packageManagers';

/**
 * The same command for npm, pnpm, Yarn and Bun. Every instance shares one
 * groupId, so the reader's choice applies on every page and is remembered.
 */
export default function PackageManagerTabs(props: CommandRequest): ReactNode {
  return (
    <Tabs groupId="package-manager">
      {packageManagers.map(({value, label}) => (
        <TabItem key={value} value={value} label={label}>
          <CodeBlock language="bash">{commandsFor(value, props)}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
