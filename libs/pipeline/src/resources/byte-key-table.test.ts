import { ByteKeyTable, hashAscii, MAX_PROBES } from './byte-key-table.js';

/** A table over one buffer holding `keys` one after the other; row n is key n. */
function tableOf(keys: readonly string[]) {
  const bytes = Buffer.from(keys.join(''), 'latin1');
  const starts: number[] = [];
  let offset = 0;
  for (const key of keys) {
    starts.push(offset);
    offset += key.length;
  }
  const table = new ByteKeyTable(() => bytes);
  const add = (row: number, replace = false) =>
    table.add(bytes, starts[row] ?? 0, keys[row]?.length ?? 0, row, replace);
  return { table, add };
}

/** `count` keys whose hashes share their low `bits` bits: one slot, at every size up to 2^bits. */
function keysOnOneSlot(count: number, bits: number): string[] {
  const mask = (1 << bits) - 1;
  const keys: string[] = [];
  for (let candidate = 0; keys.length < count; candidate += 1) {
    const key = `k${String(candidate)}`;
    if ((hashAscii(key) & mask) === 0) {
      keys.push(key);
    }
  }
  return keys;
}

describe('ByteKeyTable', () => {
  it('answers each key with its row, the first or the last of a key met twice', () => {
    const keys = ['0012-1606', '1234-5678', 'medsci', '0012-1606', '10.1000/x'];
    const { table, add } = tableOf(keys);
    for (let row = 0; row < keys.length; row += 1) {
      expect(add(row)).toBe(true);
    }
    expect(table.get('0012-1606')).toBe(0);
    expect(table.get('medsci')).toBe(2);
    expect(table.get('10.1000/x')).toBe(4);
    expect(table.get('medsc')).toBeUndefined();
    expect(table.get('MEDSCI')).toBeUndefined();
    // A key with another character than ASCII is never in the table.
    expect(table.get('médsci')).toBeUndefined();
    expect(add(3, true)).toBe(true);
    expect(table.get('0012-1606')).toBe(3);
  });

  it('keeps every key through its growing, thousands of them', () => {
    const keys = Array.from({ length: 5_000 }, (_, index) => `title-${String(index * 7)}`);
    const { table, add } = tableOf(keys);
    expect(keys.every((_, row) => add(row))).toBe(true);
    expect(keys.map((key) => table.get(key))).toEqual(keys.map((_, row) => row));
    expect(table.get('title-1')).toBeUndefined();
  });

  it('refuses keys piled onto one slot past MAX_PROBES, and answers the others', () => {
    const keys = keysOnOneSlot(3 * MAX_PROBES, 10);
    const { table, add } = tableOf(keys);
    const kept = keys.map((_, row) => add(row));
    // The first ones fill the slot's run; the rest would make every later add walk it all.
    expect(kept.slice(0, MAX_PROBES)).toEqual(Array<boolean>(MAX_PROBES).fill(true));
    expect(kept.filter((isKept) => !isKept).length).toBeGreaterThan(MAX_PROBES);
    expect(keys.map((key) => table.get(key))).toEqual(
      keys.map((_, row) => (kept[row] === true ? row : undefined)),
    );
  });
});
