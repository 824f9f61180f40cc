// The tool versions the guides are written for. The example project installs
// exactly these (tests/example/versions.test.ts), so the docs and the tested
// files cannot disagree. Checked against the npm registry on stackCheckedOn.
export const toolVersions = {
  eslint: '10.15.0',
  '@eslint/js': '10.0.1',
  'typescript-eslint': '8.74.0',
  'eslint-config-prettier': '10.1.8',
  prettier: '3.10.1',
  typescript: '6.0.3',
  husky: '9.1.7',
  'lint-staged': '17.6.1',
  '@commitlint/cli': '21.2.4',
  '@commitlint/config-conventional': '21.2.4',
  lighthouse: '13.5.0',
  vite: '8.3.8',
} as const;

export type Tool = keyof typeof toolVersions;
