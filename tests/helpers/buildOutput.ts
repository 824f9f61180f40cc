import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Locale} from './routes.ts';

export const buildDir = path.resolve(import.meta.dirname, '../../build');

/** The HTML file GitHub Pages serves for a route of a locale. */
export function htmlFileOf(locale: Locale, route: string): string {
  return path.join(buildDir, locale.segment, route, 'index.html');
}

export function readHtml(locale: Locale, route: string): Promise<string> {
  return readFile(htmlFileOf(locale, route), 'utf8');
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
