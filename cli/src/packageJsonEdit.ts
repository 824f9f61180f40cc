// Writes Setup's additions into an existing package.json as edits of its
// text (jsonc-parser), so every byte Setup does not change stays as it was:
// the project's indentation, line ends, key order, one-line arrays, and
// numbers such as 1.50 or 12345678901234567890 that a parse and stringify
// would rewrite (reliability review F26).
import {applyEdits, format, modify, type FormattingOptions} from 'jsonc-parser';

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameValue(a: unknown, b: unknown): boolean {
  // The same object (a field Setup does not touch) is not written out twice.
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** Where a new key goes: in order when the object's keys are sorted, else at the end. */
function insertionIndex(name: string): (properties: string[]) => number {
  return (properties) => {
    const sorted = properties.every(
      (key, index) => index === 0 || (properties[index - 1] ?? '').localeCompare(key, 'en') <= 0,
    );
    if (!sorted) {
      return properties.length;
    }
    const at = properties.findIndex((key) => key.localeCompare(name, 'en') > 0);
    return at === -1 ? properties.length : at;
  };
}

/**
 * `text` (the package.json `before` was read from) with each value of
 * `after` that differs from `before` written in, one key at a time; keys of
 * `after` that are objects in both are edited key by key.
 */
export function editPackageJson(text: string, before: JsonObject, after: JsonObject): string {
  const indent = /^[ \t]+(?=")/m.exec(text)?.[0] ?? '  ';
  const formattingOptions: FormattingOptions = {
    insertSpaces: !indent.startsWith('\t'),
    tabSize: indent.startsWith('\t') ? 1 : indent.length,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
  // A package.json on one line stays on one line: its additions go in compact,
  // and formatting would re-lay the whole line, slowly for a large file (F28).
  const oneLine = !text.trimEnd().includes('\n');
  let edited = text;
  const set = (path: string[], value: unknown) => {
    const edits = modify(edited, path, value, {
      getInsertionIndex: insertionIndex(path.at(-1) ?? ''),
    });
    const inserted = applyEdits(edited, edits);
    const [edit] = edits;
    if (oneLine || edit === undefined) {
      edited = inserted;
      return;
    }
    // Lay out only the text Setup inserts: jsonc-parser's own formatting
    // takes in the whole line around it, which re-lays a neighbouring
    // one-line array such as "files": ["dist"].
    const start = edit.offset;
    const end = edit.offset + edit.content.length;
    // The range takes in one character more on each side, for the line
    // breaks just before and after the insertion, which format() leaves out.
    const layout = format(
      inserted,
      {offset: Math.max(0, start - 1), length: end - start + 2},
      {...formattingOptions, keepLines: false},
    ).filter((change) => change.offset >= start && change.offset + change.length <= end);
    edited = applyEdits(inserted, layout);
  };
  for (const [key, value] of Object.entries(after)) {
    const was = before[key];
    if (sameValue(was, value)) {
      continue;
    }
    if (isObject(was) && isObject(value)) {
      for (const [name, inner] of Object.entries(value)) {
        if (!sameValue(was[name], inner)) {
          set([key, name], inner);
        }
      }
    } else {
      set([key], value);
    }
  }
  return edited;
}
