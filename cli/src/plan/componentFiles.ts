// Component files (Vue, Svelte, Astro, Angular's templates) reach the
// pre-commit hook through the hook's tools that read them (unseen projects
// P7: an App.vue with an unused variable went through, "could not find any
// staged files matching configured tasks"). Where none of them reads a kind
// the project has, the plan says so.
import {globExtensions} from '../editRehearsal.ts';
import type {Note} from '../planTypes.ts';
import {componentKinds, componentPlugins, type ComponentKind} from '../rules/facts.ts';

export type StagedConfig = Record<string, string | string[]>;

/** Angular's templates: Prettier reads them itself, ESLint with angular-eslint. */
const angularTemplates: ComponentKind = {
  extension: 'html',
  frameworks: ['@angular/core'],
  eslintPlugins: ['angular-eslint', '@angular-eslint/eslint-plugin-template'],
  prettierPlugins: [],
  readByOxc: false,
};

/** Whether a command of the hook reads files of `kind` in a project with the dependencies `has`. */
function reads(command: string, kind: ComponentKind, has: (name: string) => boolean): boolean {
  if (command.startsWith('eslint ')) {
    return kind.eslintPlugins.some(has);
  }
  if (command.startsWith('prettier ')) {
    return kind.prettierPlugins.length === 0 || kind.prettierPlugins.some(has);
  }
  return kind.readByOxc && /^(oxlint|biome)\b/.test(command);
}

const globOf = (extensions: readonly string[]) =>
  extensions.length === 1 ? `*.${extensions[0] ?? ''}` : `*.{${extensions.join(',')}}`;

/**
 * The lint-staged config with the project's component files given to the
 * commands of its code glob (the first) that read them: in that glob where
 * all of them do, else in a glob of their own. A kind moves out of any other
 * glob it was in (Angular's .html out of the data glob), since two globs
 * matching one file would run their commands on it at once.
 */
export function withComponentFiles(
  config: StagedConfig,
  dependencies: Readonly<Record<string, string>>,
): {config: StagedConfig; notes: Note[]} {
  const has = (name: string) => name in dependencies;
  const kinds = [...componentKinds, angularTemplates].filter((kind) => kind.frameworks.some(has));
  const [codeGlob, codeCommands] = Object.entries(config)[0] ?? [];
  if (codeGlob === undefined || codeCommands === undefined || kinds.length === 0) {
    return {config, notes: []};
  }
  const code = [codeCommands].flat();
  const present = new Set(globExtensions({[codeGlob]: code}));
  const elsewhere = new Set(globExtensions(config));
  const notes: Note[] = [];
  const joining: string[] = [];
  const ownGlobs = new Map<string, string[]>();
  for (const kind of kinds.filter(({extension}) => !present.has(extension))) {
    const commands = code.filter((command) => reads(command, kind, has));
    if (commands.length === code.length) {
      joining.push(kind.extension);
    } else if (elsewhere.has(kind.extension)) {
      // Another glob (Prettier on Angular's .html) handles it already.
    } else if (commands.length > 0) {
      ownGlobs.set(JSON.stringify(commands), [
        ...(ownGlobs.get(JSON.stringify(commands)) ?? []),
        kind.extension,
      ]);
    } else if (kind !== angularTemplates) {
      notes.push({
        id: 'componentsUnchecked',
        extension: `.${kind.extension}`,
        plugins: componentPlugins(kind),
      });
    }
  }
  const fitted: StagedConfig = {};
  for (const [index, [glob, commands]] of Object.entries(config).entries()) {
    const own = globExtensions({[glob]: commands});
    const extensions =
      index === 0 ? [...own, ...joining] : own.filter((extension) => !joining.includes(extension));
    if (own.length === 0 || extensions.join() === own.join()) {
      fitted[glob] = commands;
    } else if (extensions.length > 0) {
      fitted[globOf(extensions)] = commands;
    }
  }
  for (const [commands, extensions] of ownGlobs) {
    const list = JSON.parse(commands) as string[];
    fitted[globOf(extensions)] = list.length === 1 ? (list[0] ?? '') : list;
  }
  return {config: fitted, notes};
}
