// A locale's search index as the build wrote it (plugins/searchIndex.ts):
// what the search tests read instead of the plugin's own data.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {
  searchIndexFolder,
  type PageTexts,
  type SearchIndexFile,
} from '../../src/components/Search/engine.ts';
import {buildDir} from './buildOutput.ts';
import type {Locale} from './routes.ts';

const folderOf = (locale: Locale) => path.join(buildDir, locale.segment, searchIndexFolder);

export async function readIndex(locale: Locale): Promise<SearchIndexFile> {
  return JSON.parse(await readFile(path.join(folderOf(locale), 'index.json'), 'utf8'));
}

/** A page's sections, as the dialog fetches them for excerpts. */
export async function readTexts(locale: Locale, page: number): Promise<PageTexts> {
  return JSON.parse(await readFile(path.join(folderOf(locale), 'texts', `${page}.json`), 'utf8'));
}
