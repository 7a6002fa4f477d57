// Robot lists hold a quarter of a million IPv4 addresses. Kept as numbers in sorted typed arrays
// they take 4 bytes each instead of a string in a Set (≈ 70 bytes with its table slot), are built
// without hashing, and can later be shared between threads as one buffer.

/**
 * The number of the first `octets` dot-separated octets of `text` (from 0 to `end`), when each is
 * written canonically: 0–255 without a leading zero. Canonical forms and numbers match one to one,
 * so comparing numbers gives the same answers as comparing the strings. Returns -1 otherwise.
 */
export function canonicalIpv4Number(text: string, octets: 3 | 4, end = text.length): number {
  let value = 0;
  let octet = 0;
  let digits = 0;
  let seen = 0;
  for (let index = 0; index <= end; index += 1) {
    const code = index === end ? 46 : text.charCodeAt(index);
    if (code === 46) {
      if (digits === 0 || seen === octets) {
        return -1;
      }
      value = value * 256 + octet;
      seen += 1;
      octet = 0;
      digits = 0;
    } else if (code >= 48 && code <= 57) {
      if (digits > 0 && octet === 0) {
        return -1; // a leading zero
      }
      octet = octet * 10 + code - 48;
      digits += 1;
      if (octet > 255) {
        return -1;
      }
    } else {
      return -1;
    }
  }
  return seen === octets ? value : -1;
}

/** A sorted, duplicate-free set of unsigned 32-bit numbers, searched by bisection. */
export class SortedNumbers {
  private readonly values: Uint32Array;

  constructor(numbers: readonly number[]) {
    const sorted = new Uint32Array(numbers).sort();
    let kept = 0;
    for (const value of sorted) {
      // Writing behind the reading position: kept never passes the value being read.
      if (kept === 0 || sorted[kept - 1] !== value) {
        sorted[kept++] = value;
      }
    }
    this.values = sorted.slice(0, kept);
  }

  has(value: number): boolean {
    const { values } = this;
    let low = 0;
    let high = values.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = values[middle] ?? 0; // middle is always in range
      if (found < value) {
        low = middle + 1;
      } else if (found > value) {
        high = middle - 1;
      } else {
        return true;
      }
    }
    return false;
  }
}
