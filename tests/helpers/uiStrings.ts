// The interface texts of each locale, read from where the build takes them,
// so that no spec retypes one: a reworded or retranslated string changes the
// page and the test together.
// - Korean: i18n/kr/code.json (keys are translation ids), then the theme's
//   own Korean (@docusaurus/theme-translations locales/ko) for any id the
//   file leaves out, as Docusaurus does.
// - English: the `message` defaults of translate()/<Translate> in src/,
//   extracted with @docusaurus/babel the way `docusaurus write-translations`
//   does, then the theme's defaults (@docusaurus/theme-translations
//   locales/base, the messages theme-classic's own components default to).
import {globSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {extractAllSourceCodeFileTranslations, getBabelOptions} from '@docusaurus/babel';
import {koreanPath} from '../../config/i18n.ts';
import {projectDir} from '../../scripts/lib/run.ts';
import {escapeRegExp} from './regExp.ts';
import type {Locale} from './routes.ts';

type Messages = Record<string, string>;

const themeLocales = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-translations')),
  '../locales',
);

/** A folder of theme-translations' JSON files, without their ___DESCRIPTION entries. */
function themeMessages(folder: string): Messages {
  const files = globSync('*.json', {cwd: path.join(themeLocales, folder)});
  const entries = files.flatMap((file) =>
    Object.entries(
      JSON.parse(readFileSync(path.join(themeLocales, folder, file), 'utf8')) as Messages,
    ),
  );
  return Object.fromEntries(entries.filter(([id]) => !id.endsWith('___DESCRIPTION')));
}

async function sourceMessages(): Promise<Messages> {
  const files = globSync('src/**/*.{ts,tsx,js,jsx}', {cwd: projectDir}).map((file) =>
    path.join(projectDir, file),
  );
  const extracted = await extractAllSourceCodeFileTranslations(
    files,
    getBabelOptions({isServer: true}),
  );
  return Object.fromEntries(
    extracted.flatMap(({translations}) =>
      Object.entries(translations).map(([id, {message}]) => [id, message]),
    ),
  );
}

function codeJson(): Messages {
  const file = path.join(projectDir, 'i18n', koreanPath, 'code.json');
  const translations = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  return Object.fromEntries(Object.entries(translations).map(([id, {message}]) => [id, message]));
}

const messages: Record<Locale['key'], Messages> = {
  en: {...themeMessages('base'), ...(await sourceMessages())},
  ko: {...themeMessages('ko'), ...codeJson()},
};

type Values = Record<string, string | number>;

/** The message of a translation id in a locale, its {placeholders} filled from values. */
export function uiText(locale: Locale['key'], id: string, values: Values = {}): string {
  const message = messages[locale][id];
  if (message === undefined) {
    throw new Error(`No ${locale} message for the translation id ${id}`);
  }
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    String(values[name] ?? placeholder),
  );
}

/**
 * The whole message as a pattern: placeholders given in values are filled,
 * the others match any text ("{count} results" → /^.+ results$/).
 */
export function uiTextPattern(locale: Locale['key'], id: string, values: Values = {}): RegExp {
  const parts = uiText(locale, id, values).split(/\{\w+\}/);
  return new RegExp(`^${parts.map(escapeRegExp).join('.+')}$`);
}

/** A message in any locale, for a helper that works on pages of both (e.g. the menu button's name). */
export function anyLocalePattern(id: string): RegExp {
  const sources = (Object.keys(messages) as Locale['key'][]).map(
    (locale) => uiTextPattern(locale, id).source,
  );
  return new RegExp(sources.map((source) => `(?:${source})`).join('|'));
}
