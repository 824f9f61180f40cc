// Every file name and package.json key each tool reads its configuration
// from, as the tools document them: a project that has any of them keeps it,
// and Setup writes no second one that would shadow it or be shadowed.

const scriptExtensions = ['js', 'mjs', 'cjs', 'ts', 'mts', 'cts'];
const withExtensions = (base: string, extensions: readonly string[]) =>
  extensions.map((extension) => `${base}.${extension}`);

export type ConfigFamily = {
  /** The tool, as its documentation names it. */
  tool: string;
  /** The file Setup writes for it (before an .mjs rename). */
  ours: string;
  names: readonly string[];
  /** A package.json key that holds the same configuration. */
  packageKey?: string;
};

export const configFamilies: readonly ConfigFamily[] = [
  {
    tool: 'ESLint',
    ours: 'eslint.config.js',
    names: withExtensions('eslint.config', scriptExtensions),
  },
  {
    tool: 'Prettier',
    ours: '.prettierrc',
    names: [
      '.prettierrc',
      ...withExtensions('.prettierrc', [
        'json',
        'yml',
        'yaml',
        'json5',
        'toml',
        ...scriptExtensions,
      ]),
      ...withExtensions('prettier.config', scriptExtensions),
    ],
    packageKey: 'prettier',
  },
  {
    tool: 'lint-staged',
    ours: '.lintstagedrc.json',
    names: [
      '.lintstagedrc',
      ...withExtensions('.lintstagedrc', ['json', 'yaml', 'yml', ...scriptExtensions]),
      ...withExtensions('lint-staged.config', scriptExtensions),
    ],
    packageKey: 'lint-staged',
  },
  {
    tool: 'commitlint',
    ours: 'commitlint.config.js',
    names: [
      '.commitlintrc',
      ...withExtensions('.commitlintrc', ['json', 'yaml', 'yml', ...scriptExtensions]),
      ...withExtensions('commitlint.config', scriptExtensions),
    ],
    packageKey: 'commitlint',
  },
  {
    tool: 'Node version',
    ours: '.nvmrc',
    names: ['.nvmrc', '.node-version', '.tool-versions'],
  },
];

/** ESLint's configs before flat config: ESLint 10 ignores them. */
export const legacyEslintNames: readonly string[] = [
  '.eslintrc',
  ...withExtensions('.eslintrc', ['js', 'cjs', 'json', 'yaml', 'yml']),
];
