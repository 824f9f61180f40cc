// CUSTOM (React 19.3.1): how the browser gets a block's highlighted lines:
// ./drawLines.tsx, with
// Prism, is a chunk of its own, loaded when a block first needs drawing. The
// server build uses ./serverLines.ts in its place
// (plugins/prismWithCodeBlocks.ts). Not React.lazy: React outlines a
// server-rendered Suspense boundary once a page's HTML passes 12.8 KB, and
// the block would then come as plain text with a script to swap its lines in.
import {useEffect, useState} from 'react';
import type drawLinesFunction from './drawLines';

type DrawLines = typeof drawLinesFunction;

let loaded: DrawLines | undefined;
let loading: Promise<DrawLines> | undefined;

/** ./drawLines.tsx once loaded; asks for it while `wanted`. */
export default function useLines(wanted: boolean): DrawLines | undefined {
  // A function is stored as a value: useState would call it as an initializer.
  const [drawLines, setDrawLines] = useState<DrawLines | undefined>(() => loaded);
  useEffect(() => {
    if (wanted && drawLines === undefined) {
      loading ??= import('./drawLines').then((module) => (loaded = module.default));
      void loading.then((draw) => setDrawLines(() => draw));
    }
  }, [wanted, drawLines]);
  return drawLines;
}
