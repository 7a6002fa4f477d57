import { system } from './theme.js';

type Mode = '_light' | '_dark';
type Condition = Mode | 'base';

/** A colour token's hex value in one colour mode, following `{colors.…}` references. */
function colorOf(name: string, mode: Mode): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (token === undefined) {
    throw new Error(`no colour token ${name}`);
  }
  const conditions = token.extensions.conditions as Partial<Record<Condition, string>> | undefined;
  const raw = conditions?.[mode] ?? conditions?.base ?? String(token.originalValue);
  // A reference, or a CSS colour keyword ("white") that the palette also names.
  const reference = /^\{colors\.(.+)\}$/.exec(raw)?.[1] ?? (/^[a-z]+$/.test(raw) ? raw : null);
  return reference === null ? raw : colorOf(reference, mode);
}

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  expect(hex).toMatch(/^#[0-9a-f]{6}$/i);
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('theme contrasts', () => {
  it('reads the colour tokens it measures as hex values', () => {
    expect(colorOf('white', '_light')).toMatch(/^#[0-9a-f]{6}$/i);
    expect(colorOf('bg.subtle', '_dark')).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21);
  });

  // WCAG 1.4.11: a focus indicator needs 3:1 against what it sits on (Chakra draws the ring 2px
  // outside the control, over the page or card background).
  it.each(['teal', 'gray', 'blue', 'green'])(
    'draws the %s focus ring at 3:1 or more on the light and dark backgrounds',
    (palette) => {
      const tooFaint = [];
      for (const mode of ['_light', '_dark'] as const) {
        const ring = colorOf(`${palette}.focusRing`, mode);
        for (const background of ['bg', 'bg.subtle']) {
          const ratio = contrast(ring, colorOf(background, mode));
          if (ratio < 3) {
            tooFaint.push(`${mode} on ${background}: ${ratio.toFixed(2)}:1`);
          }
        }
      }
      expect(tooFaint).toEqual([]);
    },
  );

  // WCAG 1.4.3: the middleware chain's position badges are small white text on green.solid.
  it('writes white on the solid green badge at 4.5:1 or more', () => {
    for (const mode of ['_light', '_dark'] as const) {
      expect(
        contrast(colorOf('green.contrast', mode), colorOf('green.solid', mode)),
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});
