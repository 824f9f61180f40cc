// What the newest-tools run tried, as Markdown for the workflow's summary and
// the issue it opens when a suite fails.
import type {Choice} from './newest.ts';

export function markdownReport(choices: readonly Choice[]): string {
  const moved = choices.filter(({pinned, chosen}) => pinned !== chosen);
  const held = choices.filter(({heldBy}) => heldBy.length > 0);
  const lines = [
    moved.length === 0
      ? 'No tool moves: the newest releases that fit are the ones src/data/toolVersions.ts pins.'
      : 'Tools moved from the pins of src/data/toolVersions.ts:',
  ];
  if (moved.length > 0) {
    lines.push('', '| Tool | From | To |', '| --- | --- | --- |');
    for (const {tool, pinned, chosen} of moved) {
      lines.push(`| ${tool} | ${pinned} | ${chosen} |`);
    }
  }
  if (held.length > 0) {
    lines.push('', 'Held below their latest release by a peer range:', '');
    for (const {tool, latest, chosen, heldBy} of held) {
      lines.push(`- ${tool} ${chosen}, not ${latest}: ${heldBy.join('; ')}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
