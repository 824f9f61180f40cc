import {readFileSync} from 'node:fs';
import path from 'node:path';
import {buildDir} from './buildOutput.ts';
import {locales, type Locale} from './routes.ts';

export type SitemapEntry = {
  loc: string;
  lastmod?: string;
  /** hreflang → URL, from the entry's <xhtml:link rel="alternate"> elements. */
  alternates: Record<string, string>;
};

/** The entries of a locale's sitemap.xml, in the order it lists them. */
export function readSitemap(locale: Locale): SitemapEntry[] {
  const xml = readFileSync(path.join(buildDir, locale.segment, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, body = '']) => {
    const field = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(body)?.[1];
    const links = body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g);
    return {
      loc: field('loc') ?? '',
      lastmod: field('lastmod'),
      alternates: Object.fromEntries([...links].map(([, lang = '', href = '']) => [lang, href])),
    };
  });
}

/** Paths (e.g. /setup/kr/docs/intro/) of every page listed in both locales' sitemaps. */
export function sitemapPaths(): string[] {
  return locales.flatMap((locale) => readSitemap(locale).map(({loc}) => new URL(loc).pathname));
}
