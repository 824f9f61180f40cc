import {readFileSync} from 'node:fs';
import path from 'node:path';
import {buildDir} from './buildOutput.ts';
import {locales} from './routes.ts';

/** Paths (e.g. /setup/kr/docs/intro/) of every page listed in both locales' sitemaps. */
export function sitemapPaths(): string[] {
  return locales.flatMap((locale) => {
    const xml = readFileSync(path.join(buildDir, locale.segment, 'sitemap.xml'), 'utf8');
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
  });
}
