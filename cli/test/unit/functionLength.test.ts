// No function of the command is over 100 lines: a decision that needs more
// is a rule or a part of its own (CONTRIBUTING.md, "How to add a rule").
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import ts from 'typescript';

const source = path.resolve(import.meta.dirname, '../../src');
const longest = 100;

/** Each function of `file` (declared, arrow, expression or method) with its length in lines. */
function functionsOf(file: string): {name: string; lines: number}[] {
  const tree = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: {name: string; lines: number}[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const line = (position: number) => tree.getLineAndCharacterOfPosition(position).line;
      const name = node.name?.getText(tree) ?? '(anonymous)';
      found.push({
        name: `${path.relative(source, file)}:${line(node.getStart(tree)) + 1} ${name}`,
        lines: line(node.getEnd()) - line(node.getStart(tree)) + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

test(`no function in cli/src is longer than ${longest} lines`, () => {
  const files = readdirSync(source, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.ts') && file !== 'generated.ts')
    .map((file) => path.join(source, file));
  assert.ok(files.length > 30, `${files.length} files`);
  const long = files.flatMap(functionsOf).filter((each) => each.lines > longest);
  assert.deepEqual(
    long.map((each) => `${each.name}: ${each.lines} lines`),
    [],
  );
});
