// Where playwright.config.mts serves the builds (see its webServer entries).
import {baseUrl, localeSegments} from '../../tools/site.ts';

export const port = 4173;
export const origin = `http://127.0.0.1:${port}`;
/** The same build served at the domain root, where its assets (under the base URL) are missing. */
export const wrongBaseOrigin = 'http://127.0.0.1:4174';

/** The URL path of a route (relative to a locale's base, e.g. 'docs/intro/') in a locale. */
export function sitePath(locale: keyof typeof localeSegments, route = ''): string {
  return `${baseUrl}${localeSegments[locale]}${route}`;
}
