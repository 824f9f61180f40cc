// The moment the tool versions of the guides (toolVersions.ts) and of the
// examples were last checked against the npm registry. Move it with the
// versions: the tests that install from the registry see the registry as it
// stood then (scripts/lib/readerEnv.ts), so a release published since cannot
// change what they install.
export const stackCheckedAt = '2026-11-26T00:00:00Z';

/** The day of stackCheckedAt, which the navbar badge shows as a month. */
export const stackCheckedOn = stackCheckedAt.slice(0, 10);
