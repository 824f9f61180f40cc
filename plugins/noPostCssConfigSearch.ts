import type {Plugin} from '@docusaurus/types';

/**
 * The site has no PostCSS config file: Docusaurus hands postcss-loader its
 * plugins. Unless told so, postcss-loader still searches for a config, with
 * cosmiconfig, from the folder of every stylesheet up to the root, about
 * thirty file names a folder: 0.6 s of a cold build of one locale.
 */
export default function noPostCssConfigSearch(): Plugin {
  return {
    name: 'no-postcss-config-search',
    configurePostCss: (options) => ({...options, config: false}),
  };
}
