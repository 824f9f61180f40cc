// The Git hook manager a project already runs its hooks with (real projects
// P13–P15): Setup adds no husky beside it, and puts its commit-message check
// into that manager's own config where it can edit it safely.
import type {PackageJson} from './manifest.ts';

export type HookManagerTool = 'simple-git-hooks' | 'lefthook' | 'pre-commit';

export type HookManager = {
  tool: HookManagerTool;
  /** Its config: a file name, or `package.json` for its key there. */
  config: string;
  /** The Git hooks it runs. */
  hooks: readonly string[];
  /**
   * How Setup adds the commit-msg hook: into package.json's key, by appending
   * to the YAML file, or not at all (a config in code, JSON or TOML, which
   * Setup does not rewrite).
   */
  edit: 'packageKey' | 'appendYaml' | 'none';
  /** The command that writes its hooks into Git's hooks folder. */
  install?: readonly string[];
};

/** A folder's package.json and a reader of its files by name. */
export type HookSource = {
  data?: PackageJson;
  names: readonly string[];
  read: (name: string) => string | undefined;
};

const simpleGitHooksFiles = [
  '.simple-git-hooks.cjs',
  '.simple-git-hooks.js',
  '.simple-git-hooks.mjs',
  '.simple-git-hooks.json',
  'simple-git-hooks.cjs',
  'simple-git-hooks.js',
  'simple-git-hooks.mjs',
  'simple-git-hooks.json',
];
const lefthookYaml = ['lefthook.yml', '.lefthook.yml', 'lefthook.yaml', '.lefthook.yaml'];
const lefthookOther = ['lefthook.json', '.lefthook.json', 'lefthook.toml', '.lefthook.toml'];

/** The names of Git's client hooks that a config may list. */
const gitHooks =
  /^(applypatch-msg|pre-applypatch|post-applypatch|pre-commit|pre-merge-commit|prepare-commit-msg|commit-msg|post-commit|pre-rebase|post-checkout|post-merge|pre-push|pre-auto-gc|post-rewrite)$/;

/** The top-level keys of a YAML file that name Git hooks. */
function yamlHooks(text: string): string[] {
  return [...text.matchAll(/^([a-z-]+):/gm)]
    .map((match) => match[1] ?? '')
    .filter((name) => gitHooks.test(name));
}

export function hookManagerOf({data, names, read}: HookSource): HookManager | undefined {
  const key = data?.['simple-git-hooks'];
  if (typeof key === 'object' && key !== null && !Array.isArray(key)) {
    return {
      tool: 'simple-git-hooks',
      config: 'package.json',
      hooks: Object.keys(key).filter((name) => gitHooks.test(name)),
      edit: 'packageKey',
      install: ['simple-git-hooks'],
    };
  }
  const simpleFile = simpleGitHooksFiles.find((name) => names.includes(name));
  if (simpleFile) {
    const text = read(simpleFile) ?? '';
    return {
      tool: 'simple-git-hooks',
      config: simpleFile,
      hooks: [...text.matchAll(/["']?([a-z-]+)["']?\s*:/g)]
        .map((match) => match[1] ?? '')
        .filter((name) => gitHooks.test(name)),
      edit: 'none',
    };
  }
  const yaml = lefthookYaml.find((name) => names.includes(name));
  if (yaml) {
    return {
      tool: 'lefthook',
      config: yaml,
      hooks: yamlHooks(read(yaml) ?? ''),
      edit: 'appendYaml',
      install: ['lefthook', 'install'],
    };
  }
  const lefthookFile = lefthookOther.find((name) => names.includes(name));
  if (lefthookFile) {
    return {tool: 'lefthook', config: lefthookFile, hooks: [], edit: 'none'};
  }
  if (names.includes('.pre-commit-config.yaml')) {
    const text = read('.pre-commit-config.yaml') ?? '';
    return {
      tool: 'pre-commit',
      config: '.pre-commit-config.yaml',
      hooks: /commit-msg/.test(text) ? ['pre-commit', 'commit-msg'] : ['pre-commit'],
      edit: 'none',
    };
  }
  return undefined;
}

/** The commit-msg command Setup adds: commitlint on the message file Git passes. */
export const commitMsgCommand = {
  'simple-git-hooks': 'npx --no -- commitlint --edit "$1"',
  lefthook: 'npx --no -- commitlint --edit {1}',
} as const;

/** lefthook.yml with a commit-msg hook that runs commitlint, appended in the file's line ends. */
export function withLefthookCommitMsg(text: string): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const block = [
    '# Added by Setup: commit messages follow the rules in commitlint.config.js.',
    'commit-msg:',
    '  commands:',
    '    commitlint:',
    `      run: ${commitMsgCommand.lefthook}`,
  ];
  const base = text === '' || text.endsWith('\n') ? text : `${text}${eol}`;
  return `${base}${eol}${block.join(eol)}${eol}`;
}
