// What the plan says once its changes are known: how much of the code
// Prettier leaves alone, the component files Setup's tools do not read, and
// the files the project's .gitignore would keep out of the commit (which
// Setup then does not write).
import {allDependencies} from '../detect.ts';
import type {FileChange} from '../planTypes.ts';
import {rewritesMuch} from '../prettierFit.ts';
import {componentKinds, componentPlugins} from '../rules/facts.ts';
import type {PlanContext} from './context.ts';

/** The changes without those Git would ignore, with the notes about them all. */
export function withClosingNotes(context: PlanContext, changes: FileChange[]): FileChange[] {
  const {project, notes, existing, prettierFit} = context;
  if (prettierFit?.own && context.on.has('prettier') && prettierFit.changed.length > 0) {
    notes.push({
      id: 'ownPrettierReach',
      changed: prettierFit.changed.length,
      total: prettierFit.total,
    });
  }
  if (
    prettierFit &&
    !rewritesMuch(prettierFit) &&
    changes.some((change) => change.path === '.prettierrc' && change.action === 'create')
  ) {
    notes.push({
      id: 'prettierReach',
      changed: prettierFit.changed.length,
      total: prettierFit.total,
    });
  }
  // Component files Setup's ESLint and Prettier do not read (real projects
  // P16): said, with the framework's own plugins to add.
  const writesConfig = changes.some(
    (change) =>
      change.action === 'create' && /^(eslint\.config\.m?js|\.prettierrc)$/.test(change.path),
  );
  if (existing && writesConfig) {
    const dependencies = allDependencies(project.packageJson?.data);
    for (const kind of componentKinds) {
      if (kind.frameworks.some((framework) => framework in dependencies)) {
        notes.push({
          id: 'frameworkFiles',
          extension: `.${kind.extension}`,
          plugins: componentPlugins(kind),
          // Prettier has a parser of its own for Vue (content review W6).
          prettierReads: kind.prettierPlugins.length === 0,
        });
      }
    }
  }
  if (!existing) {
    return changes;
  }
  // A file the project's .gitignore ignores (a .vscode/ kept out of Git)
  // would stay behind uncommitted: Setup does not write it. The hooks are
  // written all the same, since they work from the folder.
  const ignored = project.ignored(
    changes
      .filter((change) => change.action === 'create' && !/(^|\/)\.husky\//.test(change.path))
      .map((change) => change.path),
  );
  if (ignored.size === 0) {
    return changes;
  }
  notes.push({id: 'ignoredPaths', paths: [...ignored].sort()});
  return changes.filter((change) => !ignored.has(change.path));
}
