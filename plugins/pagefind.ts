import {readdir, rm} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {contentPages} from './contentPages';

/** Parts of an article that are not its content, or not what readers search for. */
export const excludedSelectors = [
  '.theme-doc-breadcrumbs',
  '.theme-doc-footer',
  '.theme-doc-toc-mobile',
  '.pagination-nav',
  '.theme-code-block',
  '.hash-link',
  '.theme-edit-this-page',
  // Interactive parts, such as the "Copy page" button.
  '[data-markdown-skip]',
];

/**
 * Indexes the docs and blog posts of each locale's build with Pagefind, into
 * <locale build>/pagefind/. Each locale gets its own index (Pagefind also splits
 * by the pages' lang), and the browser fetches it only when a reader opens search.
 */
export default function pagefind(context: LoadContext): Plugin {
  return {
    name: 'pagefind',
    async postBuild({outDir}) {
      // Pagefind exports only an ES module entry, which the config loader
      // (jiti, through require) cannot resolve; its file loads fine by path.
      const {close, createIndex} = (await import(
        path.join(context.siteDir, 'node_modules/pagefind/lib/index.js')
      )) as typeof import('pagefind');
      const {index, errors} = await createIndex({excludeSelectors: excludedSelectors});
      if (!index) {
        throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
      }
      try {
        for (const {route, html} of await contentPages(outDir)) {
          if (!html.includes('<article')) {
            throw new Error(`${route} has no <article> to index for search`);
          }
          const added = await index.addHTMLFile({
            url: `${context.baseUrl}${route}`,
            // The article is the searchable body: not the navbar, sidebar, TOC or footer.
            content: html.replace('<article', '<article data-pagefind-body'),
          });
          if (added.errors.length > 0) {
            throw new Error(`Pagefind could not index ${route}: ${added.errors.join('; ')}`);
          }
        }
        const output = path.join(outDir, 'pagefind');
        const written = await index.writeFiles({outputPath: output});
        if (written.errors.length > 0) {
          throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
        }
        // Pagefind also writes its ready-made interfaces; the site has its own.
        for (const file of await readdir(output)) {
          if (/^pagefind-(component-ui|modular-ui|ui|highlight)\./.test(file)) {
            await rm(path.join(output, file));
          }
        }
      } finally {
        await close();
      }
    },
  };
}
