import type {ReactNode} from 'react';
import {toolVersions, type Tool} from '@site/src/data/toolVersions';

/** The exact version of a tool that the example project installs and tests. */
export default function ToolVersion({tool}: {tool: Tool}): ReactNode {
  return <code>{toolVersions[tool]}</code>;
}
