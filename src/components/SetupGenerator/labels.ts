// The generator's words for readers, in the page's language. translate() needs
// literal ids and messages, so each label is written out once here.
import {translate} from '@docusaurus/Translate';
import type {Blocker, Kind, Piece, TypeScriptSetup} from '@site/cli/src/choices.ts';

export function kindLabel(kind: Kind): string {
  return kind === 'vite'
    ? translate({id: 'generator.kind.vite', message: 'Browser app built with Vite'})
    : translate({id: 'generator.kind.node', message: 'Node.js package or CLI (tsc, no bundler)'});
}

export function typescriptLabel(setup: TypeScriptSetup): string {
  return setup === '6'
    ? translate({id: 'generator.typescript.6', message: 'TypeScript 6.0'})
    : translate({id: 'generator.typescript.7', message: 'TypeScript 7 beside 6.0 (faster tsc)'});
}

export function pieceLabel(piece: Piece): string {
  switch (piece) {
    case 'eslint':
      return translate({id: 'generator.piece.eslint', message: 'ESLint'});
    case 'typed-lint':
      return translate({id: 'generator.piece.typedLint', message: 'Type-aware ESLint rules'});
    case 'prettier':
      return translate({id: 'generator.piece.prettier', message: 'Prettier'});
    case 'husky':
      return translate({
        id: 'generator.piece.husky',
        message: 'husky and lint-staged (pre-commit hook)',
      });
    case 'commitlint':
      return translate({id: 'generator.piece.commitlint', message: 'commitlint (commit-msg hook)'});
    case 'gitmessage':
      return translate({
        id: 'generator.piece.gitmessage',
        message: 'Commit message template (.gitmessage)',
      });
    case 'env':
      return translate({id: 'generator.piece.env', message: 'Environment file (.env.example)'});
    case 'vscode':
      return translate({id: 'generator.piece.vscode', message: 'VS Code settings'});
    case 'lighthouse':
      return translate({id: 'generator.piece.lighthouse', message: 'Lighthouse script'});
    case 'node-version':
      return translate({
        id: 'generator.piece.nodeVersion',
        message: 'Node version pins (.nvmrc, engines, devEngines)',
      });
  }
}

export function blockerLabel(blocker: Blocker): string {
  switch (blocker) {
    case 'needsEslint':
      return translate({id: 'generator.blocker.needsEslint', message: 'Needs ESLint.'});
    case 'needsLinter':
      return translate({
        id: 'generator.blocker.needsLinter',
        message: 'Needs ESLint or Prettier: lint-staged runs them on staged files.',
      });
    case 'needsHusky':
      return translate({
        id: 'generator.blocker.needsHusky',
        message: 'Needs husky: commitlint runs from its commit-msg hook.',
      });
    case 'viteOnly':
      return translate({
        id: 'generator.blocker.viteOnly',
        message: 'Only for the Vite app: it audits the built site.',
      });
  }
}
