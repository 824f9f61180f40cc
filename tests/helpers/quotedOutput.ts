// How a page's ```text output block is held against what its step printed:
// line for line, whole. A quote that leaves lines out says so with a line
// holding only the elision marker, and only there may the output differ.

/** A line of a quoted output that stands for lines left out. */
export const elisionMarker = '…';

/**
 * Why the quoted lines do not describe the printed ones, or undefined when
 * they do. Both are already normalised, one entry per line.
 */
export function quoteMismatch(
  quoted: readonly string[],
  printed: readonly string[],
): string | undefined {
  const parts: string[][] = [[]];
  for (const line of quoted) {
    if (line === elisionMarker) {
      parts.push([]);
    } else {
      parts.at(-1)?.push(line);
    }
  }
  const startsAt = (lines: readonly string[], at: number) =>
    at >= 0 && lines.every((line, offset) => printed[at + offset] === line);
  const [first = [], ...rest] = parts;
  if (rest.length === 0) {
    return first.length === printed.length && startsAt(first, 0)
      ? undefined
      : 'it differs from what the step printed, and no elision marker says lines were left out';
  }
  if (!startsAt(first, 0)) {
    return 'its first lines are not the first lines printed';
  }
  const last = rest.pop() ?? [];
  let next = first.length;
  for (const part of rest) {
    let at = next;
    while (at + part.length <= printed.length && !startsAt(part, at)) {
      at += 1;
    }
    if (at + part.length > printed.length) {
      return `"${part[0] ?? ''}" and the lines after it are not printed, in order, after the lines before them`;
    }
    next = at + part.length;
  }
  const lastAt = printed.length - last.length;
  return lastAt >= next && startsAt(last, lastAt)
    ? undefined
    : 'its last lines are not the last lines printed';
}
