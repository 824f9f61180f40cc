import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Writes robots.txt naming every locale's sitemap, into the default locale's
 * build (the root of the published folder). Crawlers read it only at a
 * domain root, so it takes effect when the site is served from a domain of
 * its own; a project site under github.io/setup/ cannot own /robots.txt.
 */
export default function robotsTxt(context: LoadContext): Plugin {
  const {siteConfig, i18n} = context;
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      if (i18n.currentLocale !== i18n.defaultLocale) {
        return;
      }
      const sitemaps = i18n.locales.map((locale) => {
        const localeBaseUrl = i18n.localeConfigs[locale]?.baseUrl ?? siteConfig.baseUrl;
        return `Sitemap: ${siteConfig.url}${localeBaseUrl}sitemap.xml`;
      });
      const text = ['User-agent: *', 'Allow: /', '', ...sitemaps, ''].join('\n');
      await writeFile(path.join(outDir, 'robots.txt'), text);
    },
  };
}
