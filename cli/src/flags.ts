// The command-line flags for a set of choices, as the generator page shows
// them (args.ts reads them back in the command). Only what differs from the
// defaults is written, so that the command detects the rest.
import {defaultOptions, pieces, type Options} from './choices.ts';
import type {Language} from './guides.ts';

/** The flags for a set of choices, in the order --help lists them. */
export function flagsFor(options: Options, language: Language): string[] {
  const flags: string[] = [];
  if (options.packageManager !== defaultOptions.packageManager) {
    flags.push('--pm', options.packageManager);
  }
  if (options.kind !== defaultOptions.kind) {
    flags.push('--kind', options.kind);
  }
  if (options.typescript !== defaultOptions.typescript) {
    flags.push('--typescript', options.typescript);
  }
  const off = pieces.filter((piece) => !options.pieces.has(piece));
  if (off.length > 0) {
    flags.push('--without', off.join(','));
  }
  if (language !== 'en') {
    flags.push('--lang', language);
  }
  return flags;
}
