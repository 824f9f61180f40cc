// The unified diff of a plan's changes, as --dry-run prints it: new files
// against /dev/null, changed files against what is on disk.
import {createTwoFilesPatch} from 'diff';
import type {FileChange} from './plan.ts';

export function renderDiff(changes: readonly FileChange[]): string {
  return changes
    .flatMap((change) => {
      if (change.action === 'same') {
        return [];
      }
      const before = change.action === 'update' ? change.before : '';
      const from = change.action === 'update' ? `a/${change.path}` : '/dev/null';
      return [
        createTwoFilesPatch(from, `b/${change.path}`, before, change.text, '', '', {
          context: 3,
        }).replace(/^=+\n/, ''),
      ];
    })
    .join('');
}
