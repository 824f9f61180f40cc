import type * as Preset from '@docusaurus/preset-classic';
import {baseUrl, siteUrl} from './env.ts';
import {koreanPath} from './i18n.ts';

type SitemapOptions = Exclude<Preset.Options['sitemap'], false | undefined>;
type CreateSitemapItems = NonNullable<SitemapOptions['createSitemapItems']>;
type SitemapItem = Awaited<ReturnType<CreateSitemapItems>>[number];

/** What the sitemap library writes as <xhtml:link rel="alternate" hreflang="..."/>. */
type Alternate = {lang: string; url: string};

/** The URLs of one page in every locale, with English as x-default. */
function alternatesOf(pathInLocale: string): Alternate[] {
  const english = `${siteUrl}${baseUrl}${pathInLocale}`;
  return [
    {lang: 'en', url: english},
    {lang: 'ko', url: `${siteUrl}${baseUrl}${koreanPath}/${pathInLocale}`},
    {lang: 'x-default', url: english},
  ];
}

// Docusaurus lists a locale's pages but not their translations; search engines
// pair the two locales through these alternates. Every page has a Korean
// counterpart (tests/content/mirror.test.ts), and tests/build checks each URL.
export const createSitemapItems: CreateSitemapItems = async ({
  defaultCreateSitemapItems,
  ...params
}) => {
  const localeRoot = `${siteUrl}${params.siteConfig.baseUrl}`;
  const items = await defaultCreateSitemapItems(params);
  return items.map((item): SitemapItem & {links: Alternate[]} => {
    if (!item.url.startsWith(localeRoot)) {
      throw new Error(`Sitemap URL ${item.url} is outside the locale's base URL ${localeRoot}`);
    }
    return {...item, links: alternatesOf(item.url.slice(localeRoot.length))};
  });
};
