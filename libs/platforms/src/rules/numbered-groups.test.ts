import { numberGroups } from './numbered-groups.js';

describe('numberGroups', () => {
  it.each([
    [/^\/doi\/(?<doi>10\.\d+\/[^/]+)$/i, '/DOI/10.1/x', { doi: '10.1/x' }],
    [/^(?:a|b)(?<x>\d)(c)?(?<y>[(?<z>)]+)$/, 'a7c(?<', { x: '7', y: '(?<' }],
    [/^(?<=^)(?<!y)\((?<q>\w+)\)$/, '(abc)', { q: 'abc' }],
    [/^(?<a>a)(?<b>b)?$/, 'a', { a: 'a', b: undefined }],
  ])('%s reads the same captures by number as by name', (regex, text, expected) => {
    const numbered = numberGroups(regex);
    expect(numbered).toBeDefined();
    const match = numbered?.regex.exec(text);
    const named = regex.exec(text)?.groups ?? {};
    expect(named).toEqual(expected);
    for (const [name, value] of Object.entries(expected)) {
      expect(match?.[numbered?.groups.get(name) ?? -1]).toBe(value);
    }
    expect(numbered?.regex.flags).toBe(regex.flags);
    expect(numbered?.regex.source).not.toContain('?<a');
  });

  it('leaves regexes without names, or with named back-references, as they are', () => {
    expect(numberGroups(/^\/(\d+)$/)).toBeUndefined();
    expect(numberGroups(/^(?<q>["'])x\k<q>$/)).toBeUndefined();
  });
});
