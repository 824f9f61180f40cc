import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// One sidebar, in the order a new project should apply the pieces.
const sidebars: SidebarsConfig = {
  tutorialSidebar: [
    'intro',
    {
      type: 'category',
      label: 'Init',
      link: {
        type: 'generated-index',
        slug: '/category/init',
        description:
          'Start from an empty folder: git, package.json, the Node version and .gitignore.',
        keywords: ['init', 'git init', 'package.json', 'nvmrc'],
      },
      items: ['init/index', 'init/generator', 'init/command'],
    },
    {
      type: 'category',
      label: 'Features',
      link: {
        type: 'generated-index',
        slug: '/category/features',
        description: 'Add each tool in turn: every page ends with a command that proves it works.',
        keywords: ['eslint', 'prettier', 'husky', 'commitlint', 'typescript'],
      },
      items: [
        'tutorial-basics/package-manager-command',
        'tutorial-basics/setting-typescript',
        'tutorial-basics/setting-eslint',
        'tutorial-basics/setting-prettier',
        'tutorial-basics/setting-husky',
        'tutorial-basics/setting-commitlint',
        'tutorial-basics/setting-gitmessage',
        'tutorial-basics/setting-env',
        'tutorial-basics/setting-vscode-autoprefix',
        'tutorial-basics/lighthouse-command',
        'tutorial-basics/edit',
      ],
    },
  ],
};

export default sidebars;
