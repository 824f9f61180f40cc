import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {PluginRouteConfig, RouteConfig} from '@docusaurus/types';

export type ContentPage = {
  /** The page's route in its locale's build, with a trailing slash: docs/intro/. */
  route: string;
  html: string;
};

/** The plugins whose routes with a source file are the pages readers read. */
const contentPlugins = new Set([
  'docusaurus-plugin-content-docs',
  'docusaurus-plugin-content-blog',
]);

const leaves = (routes: RouteConfig[]): RouteConfig[] =>
  routes.flatMap((route) => (route.routes ? leaves(route.routes) : [route]));

/**
 * The docs and blog posts of a locale's build, the pages readers read:
 * search indexes them and each gets a Markdown twin. They are the routes
 * Docusaurus made from a Markdown file (route metadata names it), so list
 * pages (categories, the blog's list, tag, archive and author pages) and the
 * client-redirects plugin's pages are not among them.
 */
export async function contentPages(
  routes: PluginRouteConfig[],
  baseUrl: string,
  outDir: string,
): Promise<ContentPage[]> {
  const paths = routes
    .filter((route) => contentPlugins.has(route.plugin.name))
    .flatMap((route) => leaves([route]))
    .filter((route) => route.metadata?.sourceFilePath !== undefined)
    .map((route) => route.path.slice(baseUrl.length));
  return Promise.all(
    [...new Set(paths)].sort().map(async (route) => ({
      route,
      html: await readFile(path.join(outDir, route, 'index.html'), 'utf8'),
    })),
  );
}
