import {translate} from '@docusaurus/Translate';

export type Feature = {
  title: string;
  summary: string;
  to: string;
};

// One card per feature page on the home page, in the order to apply them.
// A function, not a constant, so translate() runs for the current locale.
export function getFeatures(): Feature[] {
  return [
    {
      title: translate({id: 'features.packageManager.title', message: 'Package manager'}),
      summary: translate({
        id: 'features.packageManager.summary',
        message: 'One command table for npm, pnpm, Yarn and Bun, and a pinned package manager.',
      }),
      to: '/docs/tutorial-basics/package-manager-command',
    },
    {
      title: translate({id: 'features.typescript.title', message: 'TypeScript'}),
      summary: translate({
        id: 'features.typescript.summary',
        message:
          'A strict tsconfig.json with the @/ path alias, on the TypeScript line ESLint supports.',
      }),
      to: '/docs/tutorial-basics/setting-typescript',
    },
    {
      title: translate({id: 'features.eslint.title', message: 'ESLint'}),
      summary: translate({
        id: 'features.eslint.summary',
        message: 'ESLint 10 flat config with typescript-eslint and no rule that fights Prettier.',
      }),
      to: '/docs/tutorial-basics/setting-eslint',
    },
    {
      title: translate({id: 'features.prettier.title', message: 'Prettier'}),
      summary: translate({
        id: 'features.prettier.summary',
        message: 'An exactly pinned formatter, a config file and an ignore file.',
      }),
      to: '/docs/tutorial-basics/setting-prettier',
    },
    {
      title: translate({id: 'features.husky.title', message: 'Husky and lint-staged'}),
      summary: translate({
        id: 'features.husky.summary',
        message: 'Git hooks that lint and format the staged files before every commit.',
      }),
      to: '/docs/tutorial-basics/setting-husky',
    },
    {
      title: translate({id: 'features.commitlint.title', message: 'commitlint'}),
      summary: translate({
        id: 'features.commitlint.summary',
        message: 'Conventional Commits checked on every message by the commit-msg hook.',
      }),
      to: '/docs/tutorial-basics/setting-commitlint',
    },
    {
      title: translate({id: 'features.gitmessage.title', message: 'Commit template'}),
      summary: translate({
        id: 'features.gitmessage.summary',
        message: 'A .gitmessage that lists the allowed types whenever git opens the editor.',
      }),
      to: '/docs/tutorial-basics/setting-gitmessage',
    },
    {
      title: translate({id: 'features.env.title', message: 'Environment files'}),
      summary: translate({
        id: 'features.env.summary',
        message: 'An ignored .env, a committed .env.example, and Node’s --env-file.',
      }),
      to: '/docs/tutorial-basics/setting-env',
    },
    {
      title: translate({id: 'features.vscode.title', message: 'VS Code settings'}),
      summary: translate({
        id: 'features.vscode.summary',
        message: 'Auto-imports with the @/ prefix, format on save and ESLint fixes on save.',
      }),
      to: '/docs/tutorial-basics/setting-vscode-autoprefix',
    },
    {
      title: translate({id: 'features.lighthouse.title', message: 'Lighthouse'}),
      summary: translate({
        id: 'features.lighthouse.summary',
        message: 'One npm script that audits a preview build and saves the reports.',
      }),
      to: '/docs/tutorial-basics/lighthouse-command',
    },
  ];
}
