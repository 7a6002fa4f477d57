import vm from 'node:vm';
import { createCodeCache, type CodeCache } from './code-cache.cjs';

/** Compiles `source` as a module wrapper in a new context, as jest does for each test file. */
function load(cache: CodeCache, source: string, filename = '/virtual/module.js') {
  const context = vm.createContext({});
  const wrapper = cache.compile(source, ['module', 'exports'], {
    filename,
    parsingContext: context,
  });
  const module = { exports: {} as Record<string, unknown> };
  wrapper(module, module.exports);
  return { exports: module.exports, context };
}

const SOURCE = [
  "'use strict';",
  'function thisOfACall() { return this; }',
  'function fails() {',
  "  throw new Error('from line 4');",
  '}',
  'exports.thisOfACall = thisOfACall;',
  'exports.fails = fails;',
  'exports.globalObject = globalThis;',
].join('\n');

describe("jest workers' code cache", () => {
  it('starts the second and later compiles of a source from its code cache, in their own contexts', () => {
    const cache = createCodeCache();
    const first = load(cache, SOURCE);
    const second = load(cache, SOURCE);
    const third = load(cache, SOURCE);
    expect(cache.counts).toEqual({ cached: 2, full: 1 });
    expect(second.exports.globalObject).not.toBe(first.exports.globalObject);
    expect(third.exports.globalObject).not.toBe(second.exports.globalObject);
    expect(third.exports.fails).not.toBe(second.exports.fails);
  });

  it('keeps the meaning of the source: its directives and the numbers of its lines', () => {
    const cache = createCodeCache();
    for (const { exports } of [load(cache, SOURCE), load(cache, SOURCE)]) {
      const thisOfACall = exports.thisOfACall as () => unknown;
      expect(thisOfACall()).toBeUndefined();
      expect(() => {
        (exports.fails as () => void)();
      }).toThrow('from line 4');
      try {
        (exports.fails as () => void)();
      } catch (error) {
        expect((error as Error).stack).toContain('/virtual/module.js:4:');
      }
    }
    expect(cache.counts.cached).toBe(1);
  });

  it('compiles a changed source in full and runs the new text', () => {
    const cache = createCodeCache();
    load(cache, 'exports.answer = 1;');
    load(cache, 'exports.answer = 1;');
    const changed = load(cache, 'exports.answer = 2;');
    expect(changed.exports.answer).toBe(2);
    expect(cache.counts).toEqual({ cached: 1, full: 2 });
    expect(load(cache, 'exports.answer = 2;').exports.answer).toBe(2);
    expect(cache.counts.cached).toBe(2);
  });

  it('keeps apart files with the same text', () => {
    const cache = createCodeCache();
    load(cache, 'exports.answer = 1;', '/virtual/a.js');
    load(cache, 'exports.answer = 1;', '/virtual/b.js');
    expect(cache.counts).toEqual({ cached: 0, full: 2 });
  });
});
