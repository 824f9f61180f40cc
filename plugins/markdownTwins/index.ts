// Writes a Markdown twin of every doc and blog post beside its page
// (docs/intro/ → docs/intro.md), and llms.txt and llms-full.txt at the root
// of each locale's build. The twins are made from the built HTML, so the
// imported example files, the package-manager tabs and the versions appear as
// the reader sees them.
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {guidesCategorySlug, llmsText} from '../../config/llms.ts';
import {markdownPath} from '../../src/components/CopyPage/markdownTwin.ts';
import {contentPages} from '../contentPages.ts';
import {htmlToMarkdown, LostContentError} from './htmlToMarkdown.ts';
import {llmsFullTxt, llmsTxt, type ListedPage} from './llmsTxt.ts';

/** The parts of a processed sidebar item this plugin reads. */
type SidebarItem = {
  type: string;
  id?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string; slug?: string; permalink?: string};
};

/** Doc ids in sidebar order, each with whether it sits in the guides category. */
function sidebarDocs(items: readonly SidebarItem[], inGuides = false): [string, boolean][] {
  return items.flatMap((item): [string, boolean][] => {
    if (item.type === 'doc' && item.id) {
      return [[item.id, inGuides]];
    }
    if (item.type !== 'category') {
      return [];
    }
    const guides =
      inGuides || item.link?.permalink?.replace(/\/$/, '').endsWith(guidesCategorySlug) === true;
    const linked: [string, boolean][] =
      item.link?.type === 'doc' && item.link.id ? [[item.link.id, guides]] : [];
    return [...linked, ...sidebarDocs(item.items ?? [], guides)];
  });
}

function pluginContent<T>(plugins: readonly {name: string; content: unknown}[], name: string): T {
  const found = plugins.find((plugin) => plugin.name === name);
  if (!found) {
    throw new Error(`markdown twins: the ${name} plugin is not loaded`);
  }
  return found.content as T;
}

export default function markdownTwins(context: LoadContext): Plugin {
  const siteRoot = `${context.siteConfig.url}${context.baseUrl}`;
  return {
    name: 'markdown-twins',
    async postBuild({outDir, plugins, routes}) {
      const written = new Map<string, string>();
      for (const {route, html} of await contentPages(routes, context.baseUrl, outDir)) {
        let markdown: string;
        try {
          markdown = htmlToMarkdown(html, `${siteRoot}${route}`);
        } catch (error) {
          if (error instanceof LostContentError) {
            throw new Error(
              `The Markdown twin of ${context.baseUrl}${route} would lose ${error.message}. Render it as plain HTML, or mark an interactive part with data-markdown-skip.`,
              {cause: error},
            );
          }
          throw error;
        }
        const file = path.join(outDir, markdownPath(route));
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, markdown);
        written.set(`${context.baseUrl}${route}`, markdown);
      }

      const text = llmsText[context.i18n.currentLocale];
      if (!text) {
        throw new Error(`config/llms.ts has no llms.txt text for ${context.i18n.currentLocale}`);
      }
      const docs = pluginContent<DocsContent>(plugins, 'docusaurus-plugin-content-docs');
      const blog = pluginContent<BlogContent>(plugins, 'docusaurus-plugin-content-blog');
      const [version] = docs.loadedVersions;
      if (!version) {
        throw new Error('markdown twins: the docs plugin has no version');
      }
      const docById = new Map(version.docs.map((doc) => [doc.id, doc]));
      const listed = (pageUrl: string, title: string, description: string): ListedPage => {
        // Metadata permalinks come without the slash that trailingSlash adds to routes.
        const permalink = pageUrl.endsWith('/') ? pageUrl : `${pageUrl}/`;
        if (!written.has(permalink)) {
          throw new Error(`markdown twins: ${permalink} is in llms.txt but has no Markdown twin`);
        }
        const route = permalink.slice(context.baseUrl.length);
        return {title, description, markdownUrl: `${siteRoot}${markdownPath(route)}`};
      };
      const ordered = Object.values(version.sidebars as Record<string, SidebarItem[]>).flatMap(
        (items) => sidebarDocs(items),
      );
      const inSidebar = ordered.flatMap(([id, guide]) => {
        const doc = docById.get(id);
        return doc ? [{doc, guide}] : [];
      });
      const sections = {
        gettingStarted: inSidebar
          .filter(({guide}) => !guide)
          .map(({doc}) => listed(doc.permalink, doc.title, doc.description)),
        guides: inSidebar
          .filter(({guide}) => guide)
          .map(({doc}) => listed(doc.permalink, doc.title, doc.description)),
        blog: blog.blogPosts.map(({metadata}) =>
          listed(metadata.permalink, metadata.title, metadata.description),
        ),
      };
      await writeFile(
        path.join(outDir, 'llms.txt'),
        llmsTxt(context.siteConfig.title, text, sections),
      );
      await writeFile(
        path.join(outDir, 'llms-full.txt'),
        llmsFullTxt(
          inSidebar.map(({doc}) => written.get(`${doc.permalink.replace(/\/$/, '')}/`) ?? ''),
        ),
      );
    },
  };
}
