import {mkdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parse, HTMLElement, TextNode, type Node} from 'node-html-parser';
import {
  buildIndex,
  type PageTexts,
  searchIndexFolder,
  type IndexedDocument,
  type IndexedPage,
  type SearchIndexFile,
} from '../src/components/Search/engine.ts';
import {contentPages} from './contentPages.ts';

/** Parts of an article that are not its content, or not what readers search for. */
const excludedSelectors = [
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

const blockTags = new Set(['P', 'LI', 'TD', 'TH', 'DIV', 'SECTION', 'H4', 'H5', 'H6', 'DT', 'DD']);

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The article's text cut at each h2 and h3 that has an id. */
function sectionsOf(article: HTMLElement, title: string): PageTexts {
  const sections: PageTexts = [{anchor: '', heading: title, text: ''}];
  const walk = (node: Node) => {
    const current = sections[sections.length - 1];
    if (node instanceof TextNode) {
      if (current) {
        current.text += node.text;
      }
      return;
    }
    if (!(node instanceof HTMLElement)) {
      return;
    }
    const element = node;
    if (element.tagName === 'H1') {
      return;
    }
    if ((element.tagName === 'H2' || element.tagName === 'H3') && element.id) {
      sections.push({anchor: element.id, heading: clean(element.text), text: ''});
      return;
    }
    element.childNodes.forEach(walk);
    if (blockTags.has(element.tagName) && current) {
      current.text += ' ';
    }
  };
  article.childNodes.forEach(walk);
  return sections
    .map((section) => ({...section, text: clean(section.text)}))
    .filter((section, index) => index === 0 || section.text !== '' || section.heading !== '');
}

/**
 * Indexes the docs and blog posts of each locale's build into
 * <locale build>/search-index/: index.json (MiniSearch, one document per
 * page, no texts) and texts/<page>.json (each page's sections, which the
 * dialog fetches only for the results it shows, to pick the section and
 * write the excerpt).
 * Nothing of it is in any page's first load: the dialog loads it on open.
 */
export default function searchIndex(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir, routes}) {
      const folder = path.join(outDir, searchIndexFolder);
      await rm(folder, {recursive: true, force: true});
      await mkdir(path.join(folder, 'texts'), {recursive: true});
      const pages: IndexedPage[] = [];
      const documents: IndexedDocument[] = [];
      for (const [page, {route, html}] of (
        await contentPages(routes, context.baseUrl, outDir)
      ).entries()) {
        const document = parse(html);
        const article = document.querySelector('article');
        if (!article) {
          throw new Error(`${route} has no <article> to index for search`);
        }
        excludedSelectors.forEach((selector) =>
          article.querySelectorAll(selector).forEach((element) => element.remove()),
        );
        const title = clean(article.querySelector('h1')?.text ?? '');
        if (title === '') {
          throw new Error(`${route} has no <h1> title to index for search`);
        }
        const keywords = (
          document.querySelector('meta[name="keywords"]')?.getAttribute('content') ?? ''
        ).replaceAll(',', ' ');
        const texts = sectionsOf(article, title);
        pages.push({url: `${context.baseUrl}${route}`, title});
        documents.push({
          id: page,
          title,
          headings: texts.map((section) => section.heading).join(' '),
          keywords,
          text: texts.map((section) => section.text).join(' '),
        });
        await writeFile(path.join(folder, 'texts', `${page}.json`), JSON.stringify(texts));
      }
      const file: SearchIndexFile = {pages, index: buildIndex(documents).toJSON()};
      await writeFile(path.join(folder, 'index.json'), JSON.stringify(file));
    },
  };
}
