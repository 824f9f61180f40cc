import {baseUrl, siteUrl} from './env.ts';

/**
 * Where the generator page and the scripts the build publishes live. Both are
 * the default locale's: the scripts are the same in every language.
 */
export const generatorUrls = {
  generatorPageUrl: `${siteUrl}${baseUrl}docs/init/generator/`,
  generatorScriptsUrl: `${siteUrl}${baseUrl}generator/`,
};

/** The folder of the build that holds the published scripts. */
export const generatorScriptsFolder = 'generator';
