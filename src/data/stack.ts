// The day the tool versions quoted in the guides were last checked against
// the npm registry. Update it together with the versions.
export const stackCheckedOn = '2026-11-21';
