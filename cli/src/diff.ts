// The unified diff of a plan's changes, as --dry-run prints it: new files
// against /dev/null, changed files against what is on disk.
import {createTwoFilesPatch} from 'diff';
import type {FileChange} from './plan.ts';

/** Longer diff lines are cut: a one-line package.json of megabytes would print twice whole (F28). */
const longestLine = 400;

function shortened(patch: string): string {
  return patch
    .split('\n')
    .map((line) =>
      line.length > longestLine
        ? `${line.slice(0, longestLine)}… (${line.length - longestLine} more characters)`
        : line,
    )
    .join('\n');
}

export function renderDiff(changes: readonly FileChange[]): string {
  return changes
    .flatMap((change) => {
      if (change.action === 'same') {
        return [];
      }
      const before = change.action === 'update' ? change.before : '';
      const from = change.action === 'update' ? `a/${change.path}` : '/dev/null';
      return [
        shortened(
          createTwoFilesPatch(from, `b/${change.path}`, before, change.text, '', '', {
            context: 3,
          }).replace(/^=+\n/, ''),
        ),
      ];
    })
    .join('');
}
