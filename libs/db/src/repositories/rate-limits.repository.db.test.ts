import { testDrivers } from '../testing/index.js';
import { useTestDatabase } from '../testing/use-test-database.js';
import { createRateLimitsRepository } from './rate-limits.repository.js';

const MINUTE = 60_000;
const start = new Date('2024-05-01T00:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

describe.each(testDrivers())('rate-limit counters on %s', (driver) => {
  const database = useTestDatabase(driver, ['rate_limits']);

  it('counts hits in one fixed window and starts a new one once it has ended', async () => {
    const counters = createRateLimitsRepository(database().db);
    expect(await counters.hit('k', MINUTE, start)).toEqual({ hits: 1, endsAt: later(MINUTE) });
    expect(await counters.hit('k', MINUTE, later(30_000))).toEqual({
      hits: 2,
      endsAt: later(MINUTE),
    });
    expect(await counters.current('k', later(59_000))).toEqual({ hits: 2, endsAt: later(MINUTE) });
    expect(await counters.current('k', later(MINUTE))).toBeUndefined();
    expect(await counters.hit('k', MINUTE, later(MINUTE))).toEqual({
      hits: 1,
      endsAt: later(2 * MINUTE),
    });
    expect(await counters.current('other', start)).toBeUndefined();
  });

  it('counts concurrent hits from several repositories exactly once each', async () => {
    const repositories = [
      createRateLimitsRepository(database().db),
      createRateLimitsRepository(database().db),
    ];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        repositories[index % 2]!.hit('shared', MINUTE, start),
      ),
    );
    expect(results.map((result) => result.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });

  it('deletes the rows of ended windows lazily, on a later hit', async () => {
    const counters = createRateLimitsRepository(database().db);
    await counters.hit('old', MINUTE, start);
    await counters.hit('new', MINUTE, later(2 * MINUTE));
    const rows = await database().db.selectFrom('rateLimits').select('key').execute();
    expect(rows.map((row) => row.key)).toEqual(['new']);
  });
});
