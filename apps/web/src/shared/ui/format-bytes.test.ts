import { formatBytes } from './format-bytes.js';

/** The text with any kind of space (French puts narrow no-break ones) as a plain space. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('formatBytes', () => {
  it('writes English sizes with English numbers and units', () => {
    expect(
      [0, 512, 1337, 63_800, 2_350_000, 5e9, 7e12].map((n) => spaced(formatBytes(n, 'en'))),
    ).toEqual(['0 B', '512 B', '1.34 kB', '63.8 kB', '2.35 MB', '5 GB', '7 TB']);
  });

  it('writes French sizes in octets, with French numbers ("63,8 ko", not "63,8 kB")', () => {
    expect(
      [0, 512, 1337, 63_800, 2_350_000, 5e9, 7e12].map((n) => spaced(formatBytes(n, 'fr'))),
    ).toEqual(['0 o', '512 o', '1,34 ko', '63,8 ko', '2,35 Mo', '5 Go', '7 To']);
  });

  it('never shows a negative or missing size', () => {
    expect(spaced(formatBytes(Number.NaN, 'en'))).toBe('0 B');
    expect(spaced(formatBytes(-4, 'fr'))).toBe('0 o');
  });
});
