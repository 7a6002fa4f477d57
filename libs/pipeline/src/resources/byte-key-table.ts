/** Keys longer than this are not kept here (see KnowledgeBaseIndex: they go to its string maps). */
export const MAX_BYTE_KEY_LENGTH = 0xffff;

/**
 * Slots a key may sit past its own. The hash is not keyed: a file made for it (an uploaded
 * KBART, a pack's) could pile thousands of keys onto one slot and make indexing quadratic. A key
 * that would sit farther is refused, and kept as a string by the caller (V8's string hashes are
 * keyed per process); honest keys sit one or two slots away.
 */
export const MAX_PROBES = 64;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Mixes the low bits of an FNV-1a hash, which the table's mask keeps (murmur3's finaliser). */
function finish(hash: number): number {
  let mixed = hash ^ (hash >>> 16);
  mixed = Math.imul(mixed, 0x85ebca6b);
  mixed ^= mixed >>> 13;
  mixed = Math.imul(mixed, 0xc2b2ae35);
  return (mixed ^ (mixed >>> 16)) >>> 0;
}

function hashBytes(bytes: Uint8Array, start: number, length: number): number {
  let hash = FNV_OFFSET;
  for (let index = start; index < start + length; index += 1) {
    hash = Math.imul(hash ^ (bytes[index] ?? 0), FNV_PRIME);
  }
  return finish(hash);
}

/** The hash of an ASCII string, equal to its bytes' hash; -1 when it holds another character. */
export function hashAscii(key: string): number {
  let hash = FNV_OFFSET;
  for (let index = 0; index < key.length; index += 1) {
    const code = key.charCodeAt(index);
    if (code > 0x7f) {
      return -1;
    }
    hash = Math.imul(hash ^ code, FNV_PRIME);
  }
  return finish(hash);
}

/**
 * A hash table from ASCII keys to row numbers whose keys stay where they are: byte ranges of the
 * knowledge-base files, found again through the row they belong to (`bytesOfRow`). Indexing a
 * knowledge base this way makes no string and no Map entry per key: those took most of its load
 * time and ≈ 45 MiB of heap for the 240 000 rows of the acceptance set, held (and marked by every
 * full collection) for the whole job. Open addressing with linear probing, at most half full:
 * 14 bytes a slot, off the JavaScript heap.
 */
export class ByteKeyTable {
  /** Row + 1 per slot; 0 is an empty slot. */
  private rows = new Uint32Array(16);
  /** The key's hash, kept to grow without reading keys again and to pass over most others. */
  private hashes = new Uint32Array(16);
  private starts = new Uint32Array(16);
  private lengths = new Uint16Array(16);
  private count = 0;

  constructor(private readonly bytesOfRow: (row: number) => Uint8Array) {}

  /**
   * Keys `bytes[start, start + length)` (ASCII, at most MAX_BYTE_KEY_LENGTH bytes, held by
   * `row`'s file) to `row`; a key already there keeps its row unless `replace`. False when the
   * key would sit more than MAX_PROBES slots past its own (see there): it is not kept.
   */
  add(bytes: Uint8Array, start: number, length: number, row: number, replace: boolean): boolean {
    const mask = this.rows.length - 1;
    const hash = hashBytes(bytes, start, length);
    let slot = hash & mask;
    for (let probes = 0; probes <= MAX_PROBES; probes += 1) {
      const held = this.rows[slot] ?? 0;
      if (held === 0) {
        this.rows[slot] = row + 1;
        this.hashes[slot] = hash;
        this.starts[slot] = start;
        this.lengths[slot] = length;
        this.count += 1;
        if (this.count * 2 > this.rows.length) {
          this.grow();
        }
        return true;
      }
      if (
        this.hashes[slot] === hash &&
        this.lengths[slot] === length &&
        this.holds(slot, held - 1, bytes, start, length)
      ) {
        if (replace) {
          this.rows[slot] = row + 1;
          this.starts[slot] = start;
        }
        return true;
      }
      slot = (slot + 1) & mask;
    }
    return false;
  }

  /** The row of `key`; undefined when it is not here (a key with a non-ASCII character never is). */
  get(key: string): number | undefined {
    const hash = hashAscii(key);
    if (hash === -1 || key.length > MAX_BYTE_KEY_LENGTH) {
      return undefined;
    }
    const mask = this.rows.length - 1;
    // To an empty slot (the table is at most half full): growing may move a key farther than
    // MAX_PROBES, which only bounds what `add` walks.
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const held = this.rows[slot] ?? 0;
      if (held === 0) {
        return undefined;
      }
      if (
        this.hashes[slot] === hash &&
        this.lengths[slot] === key.length &&
        this.spells(slot, held - 1, key)
      ) {
        return held - 1;
      }
    }
  }

  private holds(slot: number, row: number, bytes: Uint8Array, start: number, length: number) {
    const own = this.bytesOfRow(row);
    const ownStart = this.starts[slot] ?? 0;
    for (let offset = 0; offset < length; offset += 1) {
      if (own[ownStart + offset] !== bytes[start + offset]) {
        return false;
      }
    }
    return true;
  }

  private spells(slot: number, row: number, key: string): boolean {
    const own = this.bytesOfRow(row);
    const ownStart = this.starts[slot] ?? 0;
    for (let offset = 0; offset < key.length; offset += 1) {
      if (own[ownStart + offset] !== key.charCodeAt(offset)) {
        return false;
      }
    }
    return true;
  }

  private grow(): void {
    const { rows, hashes, starts, lengths } = this;
    const size = rows.length * 2;
    const mask = size - 1;
    this.rows = new Uint32Array(size);
    this.hashes = new Uint32Array(size);
    this.starts = new Uint32Array(size);
    this.lengths = new Uint16Array(size);
    for (let old = 0; old < rows.length; old += 1) {
      const held = rows[old] ?? 0;
      if (held !== 0) {
        const hash = hashes[old] ?? 0;
        let slot = hash & mask;
        while (this.rows[slot] !== 0) {
          slot = (slot + 1) & mask;
        }
        this.rows[slot] = held;
        this.hashes[slot] = hash;
        this.starts[slot] = starts[old] ?? 0;
        this.lengths[slot] = lengths[old] ?? 0;
      }
    }
  }
}
