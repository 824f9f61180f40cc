import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {stockBundle} from '../../config/stockBundle.ts';
import {siteBaseUrl, sitePath, siteUrl, type Locale} from './routes.ts';

/** The build under test: the site's own, or with SETUP_STOCK_BUNDLE=1 the one without its performance layer. */
export const buildDir = path.resolve(
  import.meta.dirname,
  '../..',
  stockBundle ? 'build-stock' : 'build',
);

/**
 * The build file GitHub Pages serves for a URL path of the site: a page's
 * index.html for a path ending in /, the file itself otherwise
 * (/setup/kr/docs/intro/ → build/kr/docs/intro/index.html, /setup/kr/docs/intro.md
 * → build/kr/docs/intro.md).
 */
export function fileOfPath(urlPath: string): string {
  if (!urlPath.startsWith(siteBaseUrl)) {
    throw new Error(`${urlPath} is outside the site's base URL ${siteBaseUrl}`);
  }
  const relative = decodeURIComponent(urlPath.slice(siteBaseUrl.length));
  return path.join(
    buildDir,
    relative.endsWith('/') || !relative ? `${relative}index.html` : relative,
  );
}

/** The build file behind an absolute URL of the published site, or undefined for anything else. */
export function fileOfUrl(url: string): string | undefined {
  if (!URL.canParse(url)) {
    return undefined;
  }
  const {origin, pathname} = new URL(url);
  const site = new URL(`${siteUrl}${siteBaseUrl}`);
  return origin === site.origin && pathname.startsWith(site.pathname)
    ? fileOfPath(pathname)
    : undefined;
}

/** Whether an absolute URL of the published site names a file of the build. */
export function isBuildUrl(url: string): boolean {
  const file = fileOfUrl(url);
  return file !== undefined && existsSync(file);
}

export function readHtml(locale: Locale, route: string): Promise<string> {
  return readFile(fileOfPath(sitePath(locale.key, route)), 'utf8');
}

/** Reads a file of a locale's build by its name, e.g. 404.html or sitemap.xml. */
export function readBuildFile(locale: Locale, name: string): Promise<string> {
  return readFile(path.join(buildDir, locale.segment, name), 'utf8');
}

/** Reads an attribute-free text of the first matching element, e.g. <title>. */
export function textOf(html: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}\\b[^>]*>([^<]*)</${tag}>`).exec(html);
  return match?.[1];
}
