// CUSTOM (Docusaurus 3.10.2): theme-classic draws the copy and word-wrap
// buttons in the browser only, so right after hydration every code block of
// the page mounts them in the same synchronous render. Mounted in a
// transition instead, React splits that work into short tasks, and the
// buttons come a moment later. On the TypeScript guide at 4x CPU slowdown
// (eight traces each) the longest task after main.js went from 108 to 90 ms
// (medians); the blocking time summed over those tasks stayed about the same.
import {startTransition, useEffect, useState, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';

export default function CodeBlockButtons(props: Props): ReactNode {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? <Buttons {...props} /> : null;
}
