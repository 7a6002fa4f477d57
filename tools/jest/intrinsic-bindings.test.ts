import vm from 'node:vm';
import { bindIntrinsics, INTRINSICS } from './intrinsic-bindings.cjs';

describe('the built-ins bound in a test context', () => {
  it('are what this test file reads, whatever the global object holds later', () => {
    const original = Math;
    const replacement = { ...Math, marker: true };
    Object.defineProperty(globalThis, 'Math', {
      value: replacement,
      configurable: true,
      writable: true,
    });
    try {
      // This file runs in the preset's environment: its `Math` is the script-scope binding.
      expect(Math).toBe(original);
      expect((globalThis as { Math: unknown }).Math).toBe(replacement);
    } finally {
      Object.defineProperty(globalThis, 'Math', {
        value: original,
        configurable: true,
        writable: true,
      });
    }
  });

  it('leave Date and the timers to the global object, so fake timers still reach the code', () => {
    jest.useFakeTimers({ now: new Date('2030-01-02T03:04:05Z') });
    try {
      expect(new Date().toISOString()).toBe('2030-01-02T03:04:05.000Z');
      expect(Date.now()).toBe(Date.parse('2030-01-02T03:04:05Z'));
    } finally {
      jest.useRealTimers();
    }
    expect(INTRINSICS).not.toContain('Date');
    expect(INTRINSICS).not.toContain('setTimeout');
  });

  it('binds the context its own built-ins, skipping what cannot be declared again', () => {
    const context = vm.createContext({});
    Object.defineProperty(vm.runInContext('globalThis', context), 'JSON', {
      value: JSON,
      configurable: false,
    });
    const bound = bindIntrinsics(context);
    expect(bound).toContain('Math');
    expect(bound).not.toContain('JSON');
    // Same objects as the context's global holds, so `instanceof` and identity are unchanged.
    expect(vm.runInContext('Array === globalThis.Array && [] instanceof Array', context)).toBe(
      true,
    );
    expect(vm.runInContext('Object.getPrototypeOf([]) === Array.prototype', context)).toBe(true);
  });
});
