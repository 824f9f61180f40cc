import type {PrismTheme} from 'prism-react-renderer';

// Colour contrast for the code themes (config/prism.ts). Prism's bundled
// themes have token colours below the WCAG AA contrast of 4.5:1 on their own
// background (GitHub's comments are 2.7:1, Dracula's 3:1). These helpers move
// each failing colour toward black or white until it reaches 4.5:1, keeping
// its hue, so code stays readable and axe stays quiet.

type Rgb = [number, number, number];

function parse(color: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as Rgb;
  }
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(color);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : undefined;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2 AA: normal-size text needs a contrast of at least 4.5:1 with its background. */
const minimumContrast = 4.5;

/** The WCAG contrast ratio of two hex or rgb() colours: 1 for the same colour, 21 for black on white. */
export function contrastRatio(foreground: string, background: string): number {
  const [a, b] = [parse(foreground), parse(background)];
  if (!a || !b) {
    throw new Error(`Not a hex or rgb() colour: ${a ? background : foreground}`);
  }
  return contrast(a, b);
}

function readable(color: string, background: Rgb): string {
  const rgb = parse(color);
  if (!rgb || contrast(rgb, background) >= minimumContrast) {
    return color;
  }
  const target = luminance(background) > 0.5 ? 0 : 255;
  for (let step = 1; step <= 20; step += 1) {
    const mixed = rgb.map((channel) =>
      Math.round(channel + ((target - channel) * step) / 20),
    ) as Rgb;
    if (contrast(mixed, background) >= minimumContrast) {
      return `rgb(${mixed.join(', ')})`;
    }
  }
  return target === 0 ? '#000000' : '#ffffff';
}

export function withReadableTokens(theme: PrismTheme): PrismTheme {
  const background = parse(theme.plain.backgroundColor ?? '');
  if (!background) {
    throw new Error('The Prism theme needs a hex or rgb() background colour.');
  }
  return {
    plain: {...theme.plain, color: readable(theme.plain.color ?? '#000000', background)},
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: entry.style.color
        ? {...entry.style, color: readable(entry.style.color, background)}
        : entry.style,
    })),
  };
}
