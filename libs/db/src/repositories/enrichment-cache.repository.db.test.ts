import { testDrivers } from '../testing/index.js';
import { useTestDatabase } from '../testing/use-test-database.js';
import {
  createEnrichmentCacheRepository,
  type CachedEnrichment,
} from './enrichment-cache.repository.js';

const HOUR = 3_600_000;

describe.each(testDrivers())('enrichment cache on %s', (driver) => {
  const database = useTestDatabase(driver, ['enrichment_cache']);
  let clock: Date;
  beforeEach(() => {
    clock = new Date('2024-05-01T00:00:00Z');
  });

  const repository = () => createEnrichmentCacheRepository(database().db, { now: () => clock });

  it('returns stored records and remembered misses, per service', async () => {
    const cache = repository();
    await cache.setMany(
      'crossref',
      new Map<string, CachedEnrichment>([
        ['10.1000/a', { title: 'A', publisher_name: 'P' }],
        ['10.1000/none', null],
      ]),
      HOUR,
    );
    const found = await cache.getMany('crossref', ['10.1000/a', '10.1000/none', '10.1000/other']);
    expect([...found]).toEqual(
      expect.arrayContaining([
        ['10.1000/a', { title: 'A', publisher_name: 'P' }],
        ['10.1000/none', null],
      ]),
    );
    expect(found.has('10.1000/other')).toBe(false);
    expect((await cache.getMany('openalex', ['10.1000/a'])).size).toBe(0);
  });

  it('forgets answers once their TTL has passed and the sweep deletes them', async () => {
    const cache = repository();
    await cache.setMany('hal', new Map([['short', { hal_docid: '1' }]]), HOUR);
    await cache.setMany('hal', new Map([['long', { hal_docid: '2' }]]), 10 * HOUR);
    clock = new Date(clock.getTime() + 2 * HOUR);
    expect([...(await cache.getMany('hal', ['short', 'long'])).keys()]).toEqual(['long']);
    expect(await cache.deleteExpired()).toBe(1);
    const rows = await database().executeSql('select key from enrichment_cache');
    expect(rows.rows).toEqual([{ key: 'long' }]);
  });

  it('overwrites an answer and its expiry when set again', async () => {
    const cache = repository();
    await cache.setMany('istex', new Map([['ark:/1', null]]), HOUR);
    await cache.setMany('istex', new Map([['ark:/1', { doi: '10.1/x' }]]), 5 * HOUR);
    clock = new Date(clock.getTime() + 3 * HOUR);
    expect((await cache.getMany('istex', ['ark:/1'])).get('ark:/1')).toEqual({ doi: '10.1/x' });
  });

  it('handles packets larger than one statement can bind', async () => {
    const cache = repository();
    const entries = new Map<string, CachedEnrichment>(
      Array.from({ length: 2500 }, (_, index) => [
        `10.5555/${String(index)}`,
        { n: String(index) },
      ]),
    );
    await cache.setMany('openalex', entries, HOUR);
    const found = await cache.getMany('openalex', [...entries.keys()]);
    expect(found.size).toBe(2500);
    expect(found.get('10.5555/2499')).toEqual({ n: '2499' });
  });
});
