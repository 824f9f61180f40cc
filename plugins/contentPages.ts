import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {listPagePath} from '../src/components/CopyPage/markdownTwin.ts';

export type ContentPage = {
  /** The page's route in its locale's build, with a trailing slash: docs/intro/. */
  route: string;
  html: string;
};

/**
 * The docs and blog posts of a locale's build, the pages readers read:
 * search indexes them and each gets a Markdown twin. List pages and the
 * client-redirects plugin's pages (/docs/ to the introduction) are left out.
 */
export async function contentPages(outDir: string): Promise<ContentPage[]> {
  const pages: ContentPage[] = [];
  for (const section of ['docs', 'blog']) {
    const entries = await readdir(path.join(outDir, section), {recursive: true}).catch(() => []);
    for (const entry of entries.sort()) {
      if (!entry.endsWith('index.html')) {
        continue;
      }
      const route = `${path.posix.join(section, path.dirname(entry).split(path.sep).join('/'))}/`;
      if (listPagePath.test(route)) {
        continue;
      }
      const html = await readFile(path.join(outDir, route, 'index.html'), 'utf8');
      if (!/<meta http-equiv="refresh"/i.test(html)) {
        pages.push({route, html});
      }
    }
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}
