import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

// Where each export of @docusaurus/utils-common's index lives in its lib/.
const exportsByModule: Record<string, readonly string[]> = {
  applyTrailingSlash: [
    'default as applyTrailingSlash',
    'addTrailingSlash',
    'addLeadingSlash',
    'removeTrailingSlash',
  ],
  stringUtils: ['addPrefix', 'removeSuffix', 'addSuffix', 'removePrefix'],
  errorUtils: ['getErrorCausalChain'],
};

/** The index as an ES module that re-exports the same names from lib/. */
function leanIndex(blogPostContainerID: unknown): string {
  const reexports = Object.entries(exportsByModule).map(
    ([module, names]) =>
      `export {${names.join(', ')}} from '@docusaurus/utils-common/lib/${module}.js';`,
  );
  return [
    ...reexports,
    `export const blogPostContainerID = ${JSON.stringify(blogPostContainerID)};`,
    '',
  ].join('\n');
}

/**
 * CUSTOM (Docusaurus 3.10.2): @docusaurus/utils-common's index is CommonJS
 * that requires tslib for one helper, so every page's main.js carries all of
 * tslib (3.3 KB of its gzip size, measured). The browser bundle gets an ES-module index instead,
 * re-exporting the same names from the package's own lib/ files. The build
 * fails, naming this file, if the package's exports change.
 */
export default function utilsCommonWithoutTslib(): Plugin {
  const real = require('@docusaurus/utils-common') as Record<string, unknown>;
  const listed = [
    'blogPostContainerID',
    ...Object.values(exportsByModule)
      .flat()
      .map((name) => name.replace(/^default as /, '')),
  ];
  const missing = Object.keys(real).filter((name) => !listed.includes(name));
  const extra = listed.filter((name) => !(name in real));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `plugins/utilsCommonWithoutTslib.ts no longer matches @docusaurus/utils-common (missing: ${missing.join(', ') || 'none'}; gone: ${extra.join(', ') || 'none'}).`,
    );
  }
  let lean = '';
  return {
    name: 'utils-common-without-tslib',
    async contentLoaded({actions}) {
      lean = await actions.createData('utils-common.js', leanIndex(real.blogPostContainerID));
    },
    configureWebpack: (_config, isServer) =>
      isServer ? {} : {resolve: {alias: {'@docusaurus/utils-common$': lean}}},
  };
}
