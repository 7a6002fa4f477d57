/** A small deterministic generator: the same seed gives the same variants on every machine. */
export interface Random {
  /** An integer in [0, bound). */
  int(bound: number): number;
  pick<T>(choices: ArrayLike<T>): T;
}

/** FNV-1a over the UTF-16 code units of `text`. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32 seeded with a hash of `seed`. */
export function seededRandom(seed: string): Random {
  let state = hash32(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (bound: number) => Math.floor(next() * bound);
  return {
    int,
    pick<T>(choices: ArrayLike<T>): T {
      return choices[int(choices.length)] as T;
    },
  };
}
