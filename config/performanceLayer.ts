// The performance layer: every change the site makes to Docusaurus's bundle
// and page start-up only for its speed and size figures. One switch turns it
// all off (plugins/README.md): SETUP_STOCK_BUNDLE=1 builds the site on
// Docusaurus's own paths, the first thing to do when an upgrade breaks the
// layer. The functional tests pass either way; only the budgets need it.
import type {PluginConfig} from '@docusaurus/types';
import compileHints from '../plugins/compileHints.ts';
import preloadInOwnTask from '../plugins/preloadInOwnTask/index.ts';
import prismWithCodeBlocks from '../plugins/prismWithCodeBlocks.ts';
import routeChunkGroups from '../plugins/routeChunkGroups/index.ts';
import sharedVendorChunks from '../plugins/sharedVendorChunks.ts';
import utilsCommonWithoutTslib from '../plugins/utilsCommonWithoutTslib.ts';
import {ssrTemplate as startAfterPaintTemplate} from './ssrTemplate.ts';
import {stockBundle} from './stockBundle.ts';

/**
 * The bundle plugins. prismWithCodeBlocks also swaps src/theme/CodeBlock/Content's
 * stock content for the lean one, which needs its server alias.
 */
export const performancePlugins: PluginConfig[] = stockBundle
  ? []
  : [
      prismWithCodeBlocks,
      utilsCommonWithoutTslib,
      compileHints,
      sharedVendorChunks,
      routeChunkGroups,
      preloadInOwnTask,
    ];

/** Client modules that exist only for the figures. */
export const performanceClientModules: string[] = stockBundle
  ? []
  : ['./src/clientModules/prefetchAtIdle.ts'];

/** The page template that starts the app after the first paint; Docusaurus's own when off. */
export const ssrTemplate: string | undefined = stockBundle ? undefined : startAfterPaintTemplate;
