// A project built in memory, for the unit tests of the planner's rules: the
// facts detect() would read from a folder, with no folder, Git or package
// manager behind them: its ProjectReader answers from memory.
import type {Entry, PackageJson, Project} from '../../src/detect.ts';
import type {Request} from '../../src/planTypes.ts';
import type {RuleContext} from '../../src/rules/rule.ts';
import {allDependencies} from '../../src/detect.ts';
import {pieces} from '../../src/choices.ts';

export type Snapshot = Partial<Omit<Project, 'entry' | 'packageJson'>> & {
  /** The folder's files by path; a directory is a path ending in "/". */
  files?: Readonly<Record<string, string>>;
  packageJson?: PackageJson;
};

/** A Project whose reads answer from `snapshot`. */
export function projectSnapshot(snapshot: Snapshot = {}): Project {
  const {files = {}, packageJson, ...facts} = snapshot;
  const entry = (relative: string): Entry => {
    const text = files[relative];
    if (text !== undefined) {
      return {type: 'file', text};
    }
    return Object.keys(files).some((file) => file.startsWith(`${relative}/`))
      ? {type: 'directory'}
      : {type: 'missing'};
  };
  return {
    dir: '/project',
    names: [
      ...new Set(Object.keys(files).map((file) => file.split('/')[0] ?? file)),
      ...(packageJson ? ['package.json'] : []),
    ].sort(),
    isHome: false,
    esm: true,
    react: false,
    isWorkspaceTop: false,
    codeStyle: () => undefined,
    dependencyNodeRanges: () => [],
    workspaceRanges: () => ({}),
    workspaceNames: () => [],
    ignored: () => new Set(),
    ...(packageJson ? {packageJson: {text: JSON.stringify(packageJson), data: packageJson}} : {}),
    ...facts,
    entry,
  };
}

/** What the reader asks for with no flags. */
export const noFlags: Request = {without: new Set(), with: new Set()};

/** A rule's context in an existing project, every piece still chosen unless `chosen` says otherwise. */
export function contextFor(project: Project, extra: Partial<RuleContext> = {}): RuleContext {
  return {
    project,
    request: noFlags,
    existing: true,
    chosen: new Set(pieces),
    dependencies: allDependencies(project.packageJson?.data),
    typescript7: false,
    ...extra,
  };
}
