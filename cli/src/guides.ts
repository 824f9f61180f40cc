// The guide that explains each piece, on the documentation site the command
// was built with (a fork's build points at the fork).
import type {Piece} from './choices.ts';
import {siteAddress} from './generated.ts';

export type Language = keyof typeof siteAddress;

const guidePaths = {
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
