import { UnknownDomainTally } from './unknown-domain-tally.js';

/** A small seeded generator (xorshift32), so a failure can be replayed. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

describe('the unknown domains tally', () => {
  it('counts exactly, in first-seen order, while it holds fewer than twice its bound', () => {
    const tally = new UnknownDomainTally(3);
    for (const domain of ['b.org', 'a.org', 'b.org', 'c.org', 'd.org', 'b.org', 'e.org', 'a.org']) {
      tally.note(domain);
    }
    expect([...tally.entries()]).toEqual([
      ['b.org', 3],
      ['a.org', 2],
      ['c.org', 1],
      ['d.org', 1],
      ['e.org', 1],
    ]);
  });

  it('holds fewer than twice its bound however many domains pass', () => {
    const tally = new UnknownDomainTally(50);
    let most = 0;
    for (let index = 0; index < 100_000; index += 1) {
      tally.note(`host-${index}.example.org`);
      if (index % 97 === 0) {
        most = Math.max(most, [...tally.entries()].length);
      }
    }
    expect(most).toBeGreaterThan(50);
    expect([...tally.entries()].length).toBeLessThan(100);
  });

  it.each([1, 2, 3])(
    'never counts too high and keeps every frequent domain within lines / (bound + 1) (seed %i)',
    (seed) => {
      const random = seeded(seed * 7919);
      const kept = 100;
      const heavy = { 'a.heavy.org': 0.05, 'b.heavy.org': 0.02, 'c.heavy.org': 0.011 };
      const truth = new Map<string, number>();
      const tally = new UnknownDomainTally(kept);
      const lines = 200_000;
      for (let index = 0; index < lines; index += 1) {
        const draw = random();
        let domain: string | undefined;
        let floor = 0;
        for (const [name, share] of Object.entries(heavy)) {
          if (draw < floor + share) {
            domain = name;
            break;
          }
          floor += share;
        }
        // The rest: half seen once, half among a thousand middling hosts.
        domain ??= random() < 0.5 ? `once-${index}.org` : `mid-${Math.floor(random() * 1000)}.org`;
        truth.set(domain, (truth.get(domain) ?? 0) + 1);
        tally.note(domain);
      }
      const counted = new Map(tally.entries());
      for (const [domain, count] of counted) {
        expect(count).toBeLessThanOrEqual(truth.get(domain) ?? 0);
      }
      for (const name of Object.keys(heavy)) {
        const missing = (truth.get(name) ?? 0) - (counted.get(name) ?? 0);
        expect(missing).toBeGreaterThanOrEqual(0);
        expect(missing).toBeLessThanOrEqual(lines / (kept + 1));
      }
      // The bound was reached: this is not the exact case in disguise.
      expect(counted.size).toBeLessThan(truth.size);
    },
  );
});
