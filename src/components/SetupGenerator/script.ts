// The POSIX shell script that writes a generated setup into the reader's
// folder, installs it and proves it works. Its rules: check the tools first,
// never overwrite a file (SETUP_OVERWRITE=1 allows it), add to an existing
// package.json and .gitignore instead of replacing them, and stop at the
// first failing step, naming it.
import {commandsFor} from '../PackageManagerTabs/commands.ts';
import {generateFiles, packageFields, type ExampleSources, type GeneratedFile} from './files.ts';
import {describeOptions, effectivePieces, serializeOptions, type Options} from './options.ts';

/** Quotes a word for sh: single quotes, with each ' written as '\''. */
export function shellQuote(word: string): string {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

const heredocEnd = 'SETUP_FILE';

function heredoc(command: string, text: string): string {
  if (text.split('\n').includes(heredocEnd)) {
    throw new Error(
      `a file contains the line ${heredocEnd}, which ends the script's here-document`,
    );
  }
  return `${command} <<'${heredocEnd}'\n${text.replace(/\n$/, '')}\n${heredocEnd}`;
}

function pkgSet(entries: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(entries).flatMap(([key, value]) =>
    value === undefined
      ? []
      : typeof value === 'object' && value !== null
        ? pkgSet(value as Record<string, unknown>, `${prefix}${key}.`)
        : typeof value === 'string'
          ? [`npm pkg set ${shellQuote(`${prefix}${key}=${value}`)}`]
          : [`npm pkg set ${shellQuote(`${prefix}${key}=${JSON.stringify(value)}`)} --json`],
  );
}

const lockfiles = {
  npm: 'package-lock.json',
  pnpm: 'pnpm-lock.yaml',
  yarn: 'yarn.lock',
  bun: 'bun.lock',
};

/** The files as written into the reader's folder: lockfile names follow the package manager. */
export function filesForScript(sources: ExampleSources, options: Options): GeneratedFile[] {
  return generateFiles(sources, options).map((file) =>
    file.path === '.prettierignore'
      ? {...file, text: file.text.replace(lockfiles.npm, lockfiles[options.packageManager])}
      : file,
  );
}

/** The script for the choices; its header links back to the generator page with them. */
export function generateScript(
  sources: ExampleSources,
  options: Options,
  generatorPageUrl: string,
): string {
  const pm = options.packageManager;
  const on = effectivePieces(options);
  const files = filesForScript(sources, options).filter((file) => file.path !== 'package.json');
  const gitignore = files.find((file) => file.path === '.gitignore');
  const configFiles = files.filter((file) => !file.source && file !== gitignore);
  const sourceFiles = files.filter((file) => file.source);
  const fields = packageFields(sources, options);
  const write = (file: GeneratedFile) => heredoc(`write_file ${shellQuote(file.path)}`, file.text);
  const run = (request: Parameters<typeof commandsFor>[1]) =>
    `${commandsFor(pm, request)} </dev/null`;

  const checks = [
    'typecheck',
    ...(on.has('eslint') ? ['lint'] : []),
    ...(on.has('prettier') ? ['format:check'] : []),
  ];

  const body = [
    `begin 'Check Node.js, Git and ${pm}'`,
    `command -v node >/dev/null 2>&1 || stop 'Node.js is not installed. Install Node.js 24 (22.22.1 at least) from https://nodejs.org/en/download, or with nvm: nvm install 24'`,
    `node_version=$(node -p 'process.versions.node')`,
    `at_least "$node_version" 22.22.1 || stop "Node.js $node_version is too old: this setup needs 22.22.1 or later. Install Node.js 24 from https://nodejs.org/en/download, or with nvm: nvm install 24"`,
    `command -v git >/dev/null 2>&1 || stop 'Git is not installed. Install Git 2.32 or later: https://git-scm.com/downloads'`,
    `git_version=$(git --version | sed 's/^git version \\([0-9.]*\\).*/\\1/')`,
    `at_least "$git_version" 2.32.0 || stop "Git $git_version is too old: lint-staged needs 2.32 or later. Update it: https://git-scm.com/downloads"`,
    ...(pm === 'npm'
      ? []
      : [
          `command -v ${pm} >/dev/null 2>&1 || stop '${pm} is not installed. Install it (https://${pm === 'bun' ? 'bun.sh' : pm === 'yarn' ? 'yarnpkg.com' : 'pnpm.io'}/), or choose another package manager on the generator page.'`,
        ]),
    '',
    `begin 'Check that no file would be overwritten'`,
    'new_project=yes',
    '[ -e package.json ] && new_project=no',
    `in_the_way=''`,
    `for file in ${configFiles.map((file) => shellQuote(file.path)).join(' ')}; do`,
    `  [ -e "$file" ] && in_the_way="$in_the_way $file"`,
    'done',
    'if [ "$new_project" = yes ]; then',
    `  for file in ${sourceFiles.map((file) => shellQuote(file.path)).join(' ')}; do`,
    `    [ -e "$file" ] && in_the_way="$in_the_way $file"`,
    '  done',
    'fi',
    `if [ -n "$in_the_way" ] && [ "\${SETUP_OVERWRITE:-}" != 1 ]; then`,
    `  stop "these files already exist:$in_the_way. Nothing was changed. Move them away (or commit them) and run the script again, or run it with SETUP_OVERWRITE=1 to replace them."`,
    'fi',
    '',
    `begin 'Make sure this is a Git repository'`,
    'if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then',
    `  say 'Already a Git repository.'`,
    'else',
    '  git init -b main',
    'fi',
    '',
    `begin 'Write the configuration files'`,
    ...configFiles.map(write),
    ...(gitignore
      ? [
          'if [ -e .gitignore ]; then',
          heredoc('add_missing_lines .gitignore', gitignore.text),
          'else',
          write(gitignore),
          'fi',
        ]
      : []),
    '',
    'if [ "$new_project" = yes ]; then',
    `begin 'Write the starter code'`,
    ...sourceFiles.map(write),
    'fi',
    '',
    `begin 'Set up package.json'`,
    'if [ "$new_project" = yes ]; then',
    `  name=$(basename "$PWD" | tr '[:upper:]' '[:lower:]' | sed 's/[^a-z0-9._-]/-/g')`,
    `  printf '{\\n  "name": "%s",\\n  "version": "0.1.0"\\n}\\n' "$name" > package.json`,
    'fi',
    ...pkgSet({...fields, devEngines: undefined}),
    // devEngines last and in one command: npm checks it before each command,
    // and a half-written entry (a name without its onFail) would stop the next.
    ...(fields.devEngines
      ? [
          `npm pkg set ${pkgSet({devEngines: fields.devEngines})
            .map((line) => line.replace('npm pkg set ', ''))
            .join(' ')}`,
        ]
      : []),
    '',
    `begin 'Install the dev dependencies with ${pm}'`,
    run({install: true}),
    '',
    ...(on.has('husky') || on.has('gitmessage')
      ? [
          `begin 'Activate the Git hooks and the commit template'`,
          ...(on.has('husky') ? [run({exec: 'husky'})] : []),
          ...(on.has('gitmessage') ? ['git config commit.template .gitmessage'] : []),
          '',
        ]
      : []),
    ...checks.flatMap((script) => [`begin 'Check: ${script}'`, run({run: script}), '']),
    'if [ "$new_project" = yes ]; then',
    `  begin 'Make the first commit'`,
    '  if git config user.email >/dev/null 2>&1 && git config user.name >/dev/null 2>&1; then',
    '    git add -A',
    `    git commit -m 'chore: set up the project'`,
    '  else',
    `    say 'Skipped: Git does not know your name and email yet. Set them with git config --global user.name and user.email, then commit with: git add -A && git commit -m "chore: set up the project"'`,
    '  fi',
    'fi',
    '',
    `step=''`,
    `say ''`,
    `say 'Done. This setup is in place:'`,
    `for file in ${[...files.map((file) => file.path), 'package.json'].sort().map(shellQuote).join(' ')}; do`,
    `  [ -e "$file" ] && say "  $file"`,
    'done',
    `say 'Each file is explained in the guides: https://setup-dev.github.io/setup/docs/intro/'`,
  ];

  return `#!/bin/sh
# ${describeOptions(options, on)}
# Made by the Setup generator: ${generatorPageUrl}${serializeOptions(options)}
# Run it in your project folder, an empty one or an existing project. It
# checks Node.js and Git, writes the files, installs the tools with ${pm},
# activates the Git hooks and runs the checks. It never overwrites a file:
# when one is in the way it stops before changing anything.
set -eu

step=''
say() { printf '%s\\n' "$*"; }
begin() { step=$1; printf '\\n==> %s\\n' "$1"; }
stop() { printf 'setup: %s\\n' "$*" >&2; exit 1; }
report() {
  status=$?
  if [ "$status" -ne 0 ] && [ -n "$step" ]; then
    printf 'setup: stopped at step "%s" (exit code %s).\\n' "$step" "$status" >&2
  fi
}
trap report EXIT
at_least() {
  printf '%s %s\\n' "$1" "$2" | awk '{
    split($1, have, "."); split($2, need, ".")
    for (i = 1; i <= 3; i++) {
      if (have[i] + 0 > need[i] + 0) exit 0
      if (have[i] + 0 < need[i] + 0) exit 1
    }
    exit 0
  }'
}
write_file() {
  mkdir -p "$(dirname "$1")"
  cat > "$1"
  say "  wrote $1"
}
add_missing_lines() {
  if [ -s "$1" ] && [ -n "$(tail -c 1 "$1")" ]; then printf '\\n' >> "$1"; fi
  while IFS= read -r line; do
    if [ -n "$line" ] && ! grep -qxF -- "$line" "$1"; then printf '%s\\n' "$line" >> "$1"; fi
  done
  say "  added the missing lines to $1"
}

# Everything runs from main, so that "curl ... | sh" reads the whole script
# before the first command can read from the same input. Here-documents are
# not indented: their text is written to the files as it stands.
main() {
${body.join('\n')}
}

main "$@"
`;
}
