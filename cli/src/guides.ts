// The guide that explains each piece, on the documentation site the command
// was built with (a fork's build points at the fork).
import type {Piece} from './choices.ts';
import {siteAddress} from './generated.ts';

export type Language = keyof typeof siteAddress;

const guidePaths = {
  init: 'docs/init/',
  eslint: 'docs/tutorial-basics/setting-eslint/',
  prettier: 'docs/tutorial-basics/setting-prettier/',
  husky: 'docs/tutorial-basics/setting-husky/',
  commitlint: 'docs/tutorial-basics/setting-commitlint/',
  gitmessage: 'docs/tutorial-basics/setting-gitmessage/',
  env: 'docs/tutorial-basics/setting-env/',
  vscode: 'docs/tutorial-basics/setting-vscode-autoprefix/',
  lighthouse: 'docs/tutorial-basics/lighthouse-command/',
  typescript: 'docs/tutorial-basics/setting-typescript/',
  packageManager: 'docs/tutorial-basics/package-manager-command/',
  command: 'docs/init/command/',
  generator: 'docs/init/generator/',
} as const;

export type Guide = keyof typeof guidePaths;

/** The guide of a piece: type-aware rules are ESLint's, the Node version pins the package manager page's. */
export function guideOfPiece(piece: Piece | undefined): Guide {
  switch (piece) {
    case undefined:
    case 'node-version':
      return 'packageManager';
    case 'typed-lint':
      return 'eslint';
    default:
      return piece;
  }
}

export function guideUrl(language: Language, guide: Guide): string {
  return `${siteAddress[language]}${guidePaths[guide]}`;
}

/** The site-relative path of a guide, for links inside the site. */
export function guidePath(guide: Guide): string {
  return guidePaths[guide];
}

/** The section of a guide that explains a file the setup writes, by the file's path. */
export const fileSections: Readonly<Record<string, {guide: Guide; anchor: string}>> = {
  '.env.example': {guide: 'env', anchor: 'env-example'},
  '.gitignore': {guide: 'init', anchor: 'gitignore'},
  '.gitmessage': {guide: 'gitmessage', anchor: 'template'},
  '.husky/commit-msg': {guide: 'commitlint', anchor: 'hook'},
  '.husky/install.mjs': {guide: 'gitmessage', anchor: 'prepare'},
  '.husky/post-checkout': {guide: 'husky', anchor: 'worktrees'},
  '.husky/pre-commit': {guide: 'husky', anchor: 'pre-commit'},
  '.lintstagedrc.json': {guide: 'husky', anchor: 'lint-staged-config'},
  '.nvmrc': {guide: 'init', anchor: 'node-version'},
  '.prettierignore': {guide: 'prettier', anchor: 'prettierignore'},
  '.prettierrc': {guide: 'prettier', anchor: 'prettierrc'},
  '.vscode/extensions.json': {guide: 'vscode', anchor: 'install'},
  '.vscode/settings.json': {guide: 'vscode', anchor: 'settings-json'},
  '.yarnrc.yml': {guide: 'packageManager', anchor: 'yarn-4'},
  'commitlint.config.js': {guide: 'commitlint', anchor: 'example-config'},
  'eslint.config.js': {guide: 'eslint', anchor: 'example-config'},
  'eslint.staged.config.js': {guide: 'husky', anchor: 'staged-eslint'},
  'index.html': {guide: 'typescript', anchor: 'app-files'},
  'package.json': {guide: 'init', anchor: 'package-json'},
  'src/cli.ts': {guide: 'typescript', anchor: 'libraries'},
  'src/lib/config.ts': {guide: 'env', anchor: 'config-ts'},
  'src/lib/greeting.ts': {guide: 'typescript', anchor: 'app-files'},
  'src/main.ts': {guide: 'typescript', anchor: 'app-files'},
  'src/vite-env.d.ts': {guide: 'env', anchor: 'vite-env'},
  'tsconfig.json': {guide: 'typescript', anchor: 'tsconfig'},
  'vite.config.ts': {guide: 'typescript', anchor: 'alias'},
};
