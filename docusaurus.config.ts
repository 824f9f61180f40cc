// This file runs in Node.js, once per locale build: keep it free of browser code.
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import {announcementBar} from './config/announcementBar.ts';
import {baseUrl, siteUrl} from './config/env.ts';
import {footer} from './config/footer.ts';
import {i18n} from './config/i18n.ts';
import {navbar} from './config/navbar.ts';
import {notFoundLocaleScript} from './config/notFoundLocale.ts';
import {additionalLanguages, darkCodeTheme, lightCodeTheme} from './config/prism.ts';
import {organizationName, projectName, repositoryUrl, taglines} from './config/project.ts';
import {createSitemapItems} from './config/sitemap.ts';
import {stockBundle} from './config/stockBundle.ts';
import {
  performanceClientModules,
  performancePlugins,
  ssrTemplate,
} from './config/performanceLayer.ts';
import contentSecurityPolicy from './plugins/contentSecurityPolicy.ts';
import rawJsonImports from './plugins/rawJsonImports.ts';
import robotsTxt from './plugins/robotsTxt.ts';
import setupCommand from './plugins/setupCommand.ts';
import searchIndex from './plugins/searchIndex.ts';
import markdownTwins from './plugins/markdownTwins/index.ts';
import noPostCssConfigSearch from './plugins/noPostCssConfigSearch.ts';

const config: Config = {
  title: 'Setup',
  // Docusaurus builds each locale with this config and names it in
  // DOCUSAURUS_CURRENT_LOCALE (write-translations does not: English).
  tagline: taglines[process.env.DOCUSAURUS_CURRENT_LOCALE === 'ko' ? 'ko' : 'en'],
  favicon: 'img/favicon.svg',

  url: siteUrl,
  baseUrl,
  organizationName,
  projectName,
  trailingSlash: true,
  titleDelimiter: '|',
  baseUrlIssueBanner: true,
  clientModules: ['./src/clientModules/searchHighlight.ts', ...performanceClientModules],

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  future: {
    v4: true,
    // Rspack's persistent cache is not evicted when a plugin's aliases change
    // (webpack/webpack#13627), so a stock build would leave modules of its own
    // to the next build with the layer: it neither reads nor writes the cache.
    faster: stockBundle ? {rspackPersistentCache: false} : true,
  },
  // The spec stores the colour mode under the plain key "theme", so opt out of
  // the per-site key prefix that the v4 flags turn on.
  storage: {namespace: false},

  i18n,
  headTags: [notFoundLocaleScript(i18n.localeConfigs.ko.baseUrl)],
  ...(ssrTemplate === undefined ? {} : {ssrTemplate}),

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          editUrl: `${repositoryUrl}/edit/main/`,
          editLocalizedFiles: true,
          showLastUpdateTime: true,
        },
        blog: {
          blogTitle: 'Blog',
          blogDescription:
            'Release notes from the Setup team and news about the project tools it configures.',
          showReadingTime: true,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All posts',
          editUrl: `${repositoryUrl}/edit/main/`,
          editLocalizedFiles: true,
          feedOptions: {type: ['rss', 'atom'], xslt: true},
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          lastmod: 'date',
          changefreq: 'weekly',
          priority: 0.5,
          filename: 'sitemap.xml',
          createSitemapItems,
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    rawJsonImports,
    noPostCssConfigSearch,
    ...performancePlugins,
    robotsTxt,
    setupCommand,
    searchIndex,
    markdownTwins,
    contentSecurityPolicy,
    [
      '@docusaurus/plugin-client-redirects',
      {redirects: [{from: '/docs', to: '/docs/intro'}]} satisfies RedirectOptions,
    ],
  ],

  themeConfig: {
    // Made by `npm run social-card`; Docusaurus writes it as an absolute URL.
    image: 'img/social-card.png',
    metadata: [{name: 'robots', content: 'index, follow'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar,
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    blog: {
      sidebar: {groupByYear: true},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
