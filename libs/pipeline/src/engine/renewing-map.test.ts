import { RenewingMap } from './renewing-map.js';

describe('RenewingMap', () => {
  it('keeps every entry through its renewals', () => {
    const map = new RenewingMap<string, number>();
    const expected = new Map<string, number>();
    // Keys come and go, about 50 live at once, over many renewals; checked all along.
    const mismatches: number[] = [];
    for (let step = 0; step < 5000; step++) {
      map.set(`k${step}`, step);
      expected.set(`k${step}`, step);
      if (step >= 50) {
        map.delete(`k${step - 50}`);
        expected.delete(`k${step - 50}`);
      }
      if (step % 7 === 0) {
        map.set(`k${step}`, -step);
        expected.set(`k${step}`, -step);
      }
      const probe = `k${step - 25}`;
      if (map.size !== expected.size || map.get(probe) !== expected.get(probe)) {
        mismatches.push(step);
      }
    }
    expect(mismatches).toEqual([]);
    expect(map.size).toBe(expected.size);
    for (const [key, value] of expected) {
      expect(map.get(key)).toBe(value);
    }
    expect(map.get('k0')).toBeUndefined();
  });

  it('ignores the removal of a missing key and empties on clear', () => {
    const map = new RenewingMap<string, number>();
    map.set('a', 1);
    map.delete('b');
    expect(map.get('a')).toBe(1);
    map.clear();
    expect(map.size).toBe(0);
    expect(map.get('a')).toBeUndefined();
  });
});
