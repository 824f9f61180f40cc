// The style a new Prettier takes from the project's code (codeStyle.ts).
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {prettierrcFor, styleOf} from '../src/codeStyle.ts';

const setupRc = '{\n  "singleQuote": true,\n  "trailingComma": "all",\n  "printWidth": 100\n}\n';

/** A module of `count` small functions in one style. */
function code(style: {semi: string; quote: string; indent: string; comma: string}, count = 6) {
  const {semi, quote, indent, comma} = style;
  return Array.from({length: count}, (_, index) =>
    [
      `export function f${index}(value) {`,
      `${indent}const options = {`,
      `${indent}${indent}name: ${quote}n${index}${quote},`,
      `${indent}${indent}size: value${comma}`,
      `${indent}}${semi}`,
      `${indent}return call(options)${semi}`,
      '}',
      '',
    ].join('\n'),
  ).join('\n');
}

test("lowdb's style (no semicolons, no trailing commas): kept in the new .prettierrc", () => {
  const style = styleOf([code({semi: '', quote: "'", indent: '  ', comma: ''})]);
  assert.deepEqual(style, {
    semi: false,
    singleQuote: true,
    useTabs: false,
    tabWidth: 2,
    trailingComma: 'none',
  });
  assert.deepEqual(JSON.parse(prettierrcFor(setupRc, style)), {
    singleQuote: true,
    trailingComma: 'none',
    printWidth: 100,
    semi: false,
  });
});

test("Next's double quotes and SvelteKit's tabs are read as such", () => {
  assert.equal(
    styleOf([code({semi: ';', quote: '"', indent: '  ', comma: ','})])?.singleQuote,
    false,
  );
  const tabs = styleOf([code({semi: ';', quote: "'", indent: '\t', comma: ','})]);
  assert.equal(tabs?.useTabs, true);
  // The .prettierrc is indented with tabs too, or its own check flags it.
  assert.match(prettierrcFor(setupRc, tabs), /^\{\n\t"singleQuote": true,/);
  assert.equal(styleOf([code({semi: ';', quote: "'", indent: '    ', comma: ','})])?.tabWidth, 4);
});

test("too little code to tell: Setup's own options stay", () => {
  const style = styleOf(['export const a = 1;\n']);
  assert.equal(style, undefined);
  assert.equal(prettierrcFor(setupRc, style), setupRc);
});
