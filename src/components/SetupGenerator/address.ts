// The generator's address: the choices (choices.ts writes them) and the file
// the explorer shows, so that a shared link opens the same view.
import {parseOptions, serializeOptions, type Options} from '@site/cli/src/choices.ts';

/** The file the explorer opens with: the ESLint config when there is one, else package.json. */
export function defaultFile(paths: readonly string[]): string {
  return paths.includes('eslint.config.js') ? 'eslint.config.js' : 'package.json';
}

export function readAddress(search: string): {options: Options; file: string | undefined} {
  return {
    options: parseOptions(search),
    file: new URLSearchParams(search).get('file') ?? undefined,
  };
}

/** The query string for the choices and the shown file; the defaults are left out. */
export function writeAddress(options: Options, file: string, paths: readonly string[]): string {
  const query = serializeOptions(options);
  if (file === defaultFile(paths)) {
    return query;
  }
  return `${query ? `${query}&` : '?'}file=${encodeURIComponent(file).replaceAll('%2F', '/')}`;
}
