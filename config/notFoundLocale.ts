import type {HtmlTagObject} from '@docusaurus/types';
import {toLocaleNotFound} from '../src/inlineScripts/notFoundLocale.ts';

/** The <head> tag that runs src/inlineScripts/notFoundLocale.ts on every page. */
export function notFoundLocaleScript(koreanBaseUrl: string): HtmlTagObject {
  return {
    tagName: 'script',
    attributes: {},
    innerHTML: `(${toLocaleNotFound.toString()})(${JSON.stringify(koreanBaseUrl)});`,
  };
}
