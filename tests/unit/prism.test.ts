// The code colours of both colour modes (config/prism.ts): Prism's bundled
// GitHub and Dracula themes, with each token colour that is too faint moved
// toward black or white until it meets WCAG AA. axe checks the rendered
// pages too (the page sweep, tests/e2e/pages.spec.ts), but only the tokens that
// happen to appear on the pages it visits.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {themes, type PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism.ts';
import {contrastRatio} from '../../src/utils/contrast.ts';

/** WCAG 2 AA, success criterion 1.4.3: normal-size text needs at least 4.5:1. */
const wcagAa = 4.5;

const close = (actual: number, expected: number) =>
  assert.ok(Math.abs(actual - expected) < 0.005, `${actual} is not ${expected}`);

function rgbOf(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  const rgb = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(color);
  const channels = (hex ?? rgb)?.slice(1);
  assert.ok(channels, `${color} is #rrggbb or rgb(r, g, b)`);
  return channels.map((channel) => (hex ? parseInt(channel, 16) : Number(channel))) as [
    number,
    number,
    number,
  ];
}

/** The HSL hue of a colour, in degrees. */
function hue(color: string): number {
  const [r, g, b] = rgbOf(color);
  const max = Math.max(r, g, b);
  const spread = max - Math.min(r, g, b);
  if (spread === 0) {
    return 0; // a grey has no hue, and stays grey toward black or white
  }
  const sector =
    max === r
      ? ((g - b) / spread + 6) % 6
      : max === g
        ? (b - r) / spread + 2
        : (r - g) / spread + 4;
  return sector * 60;
}

/** Every colour a code block shows: the plain text's and each token type's. */
function textColors(theme: PrismTheme): {name: string; color: string}[] {
  return [
    {name: 'plain', color: theme.plain.color ?? ''},
    ...theme.styles.flatMap(({types, style}) =>
      style.color ? [{name: types.join(', '), color: style.color}] : [],
    ),
  ];
}

const modes = [
  {mode: 'light', bundled: themes.github, fixed: lightCodeTheme},
  {mode: 'dark', bundled: themes.dracula, fixed: darkCodeTheme},
];

describe('contrastRatio', () => {
  test('gives the WCAG ratio, whichever colour is the text, of #rgb, #rrggbb in either case and rgb()', () => {
    for (const [text, background, ratio] of [
      ['#000000', '#ffffff', 21],
      ['#ffffff', '#ffffff', 1],
      ['#767676', '#ffffff', 4.54], // the lightest grey that passes AA on white
      ['#777777', '#ffffff', 4.48], // just fails
      ['#ffffff', '#767676', 4.54],
      ['#fff', '#000', 21],
      ['#FFFFFF', '#000000', 21],
      ['rgb(118, 118, 118)', '#fff', 4.54],
      ['rgb(118,118,118)', '#fff', 4.54],
    ] as const) {
      close(contrastRatio(text, background), ratio);
    }
  });

  test('refuses a colour it cannot read instead of guessing', () => {
    for (const color of ['red', 'rgba(0, 0, 0, 0.5)', 'var(--ifm-color-primary)', '#12345', '']) {
      assert.throws(() => contrastRatio(color, '#ffffff'), /Not a hex or rgb\(\) colour/, color);
      assert.throws(() => contrastRatio('#ffffff', color), /Not a hex or rgb\(\) colour/, color);
    }
  });
});

for (const {mode, bundled, fixed} of modes) {
  describe(`the ${mode} code theme`, () => {
    const background = fixed.plain.backgroundColor ?? '';

    test('keeps the bundled theme’s background', () => {
      assert.equal(background, bundled.plain.backgroundColor);
    });

    test(`gives the plain text and every token colour at least ${wcagAa}:1 on the background`, () => {
      const colors = textColors(fixed);
      assert.ok(colors.length > 5, 'the theme has token colours');
      for (const {name, color} of colors) {
        const ratio = contrastRatio(color, background);
        assert.ok(ratio >= wcagAa, `${name}: ${color} on ${background} is ${ratio.toFixed(2)}:1`);
      }
    });

    test('keeps each colour that already passed, and the hue of each one it moved', () => {
      const before = textColors(bundled);
      const after = textColors(fixed);
      assert.equal(after.length, before.length);
      before.forEach(({name, color}, index) => {
        const moved = after[index]?.color ?? '';
        if (contrastRatio(color, background) >= wcagAa) {
          assert.equal(moved, color, `${name} passed already`);
        } else {
          assert.notEqual(moved, color, `${name} failed`);
          const turn = Math.abs(hue(moved) - hue(color));
          assert.ok(Math.min(turn, 360 - turn) < 2, `${name}: ${color} → ${moved} keeps its hue`);
        }
      });
    });
  });
}
