import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Docs pages show example files with `!!raw-loader!` imports. raw-loader turns
 * any file into a JavaScript module holding its text, but the bundler still
 * types *.json files as JSON and fails to parse that output, so JSON files
 * of the example project are given the plain JavaScript module type.
 */
export default function rawJsonImports(context: LoadContext): Plugin {
  const examples = path.join(context.siteDir, 'examples');
  return {
    name: 'raw-json-imports',
    configureWebpack: () => ({
      module: {
        rules: [{test: /\.json$/i, include: examples, type: 'javascript/auto'}],
      },
    }),
  };
}
