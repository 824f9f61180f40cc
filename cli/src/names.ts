// Names and words the command knows in more than one place: the folders of
// generated files, and how a path becomes one word of a shell command.

/** Folders of what a build, a framework or an install wrote: never code written by hand. */
export const generatedFolders: ReadonlySet<string> = new Set([
  'node_modules',
  'dist',
  'build',
  'out',
  'coverage',
  'vendor',
  '.next',
  '.nuxt',
  '.svelte-kit',
  '.astro',
  '.output',
  '.vercel',
  '.turbo',
]);

/**
 * Characters that stay live inside double quotes in sh ($ ` \ ") or in
 * cmd.exe (% !), and control characters: a path holding any of them cannot
 * be written into a package.json script safely.
 */
export const shellLive = /["$`\\%!\p{Cc}]/gu;

/** A path as one word for sh and for cmd.exe, which both read double quotes. */
export function quoted(file: string): string {
  return /^[\w./@-]+$/.test(file) ? file : `"${file}"`;
}
