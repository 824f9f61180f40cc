// The file explorer's tree, without React: folders and files from a list of
// paths, the rows a reader can see, and where each key of the WAI-ARIA tree
// pattern moves the focus (arrows, Home, End, Enter and Space).

export type TreeRow = {
  /** The file's path, or the folder's path with a trailing slash. */
  id: string;
  name: string;
  depth: number;
  folder: boolean;
  /** The id of the folder that holds it. */
  parent?: string;
};

/** Every row, folders before the files they hold, each level sorted as the paths are. */
export function treeRows(paths: readonly string[]): TreeRow[] {
  const rows: TreeRow[] = [];
  const seen = new Set<string>();
  for (const file of paths) {
    const parts = file.split('/');
    parts.forEach((name, index) => {
      const folder = index < parts.length - 1;
      const id = `${parts.slice(0, index + 1).join('/')}${folder ? '/' : ''}`;
      if (!seen.has(id)) {
        seen.add(id);
        const parent = index > 0 ? `${parts.slice(0, index).join('/')}/` : undefined;
        rows.push({id, name, depth: index + 1, folder, parent});
      }
    });
  }
  return rows;
}

/** The rows outside every collapsed folder. */
export function visibleRows(rows: readonly TreeRow[], collapsed: ReadonlySet<string>): TreeRow[] {
  const hidden = (row: TreeRow): boolean =>
    row.parent !== undefined &&
    (collapsed.has(row.parent) || hidden(rows.find((other) => other.id === row.parent) ?? row));
  return rows.filter((row) => !hidden(row));
}

/** What a key does on the focused row. */
export type TreeMove = {focus?: string; select?: string; toggle?: string};

export function treeKey(
  key: string,
  focused: string,
  rows: readonly TreeRow[],
  collapsed: ReadonlySet<string>,
): TreeMove | undefined {
  const visible = visibleRows(rows, collapsed);
  const index = visible.findIndex((row) => row.id === focused);
  const row = visible[index];
  if (!row) {
    return undefined;
  }
  switch (key) {
    case 'ArrowDown':
      return {focus: visible[Math.min(index + 1, visible.length - 1)]?.id};
    case 'ArrowUp':
      return {focus: visible[Math.max(index - 1, 0)]?.id};
    case 'Home':
      return {focus: visible[0]?.id};
    case 'End':
      return {focus: visible.at(-1)?.id};
    case 'ArrowRight':
      if (!row.folder) {
        return {};
      }
      return collapsed.has(row.id) ? {toggle: row.id} : {focus: visible[index + 1]?.id};
    case 'ArrowLeft':
      if (row.folder && !collapsed.has(row.id)) {
        return {toggle: row.id};
      }
      return row.parent ? {focus: row.parent} : {};
    case 'Enter':
    case ' ':
      return row.folder ? {toggle: row.id} : {select: row.id};
    default:
      return undefined;
  }
}
