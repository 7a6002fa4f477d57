import { jobExpiresAt } from './retention-sweep.js';

const HOUR = 3_600_000;
const created = new Date('2026-12-01T10:00:00Z');
const ended = new Date('2026-12-01T12:00:00Z');
const now = new Date('2026-12-02T09:00:00Z');

describe('jobExpiresAt', () => {
  it('counts the retention from the end of an ended job', () => {
    const job = { status: 'completed', createdAt: created, endedAt: ended } as const;
    expect(jobExpiresAt(job, 24 * HOUR, now)).toEqual(new Date('2026-12-02T12:00:00Z'));
  });

  it.each(['running', 'queued'] as const)(
    'never gives a %s job a time already past: it ends no sooner than now',
    (status) => {
      const job = { status, createdAt: created, endedAt: null };
      expect(jobExpiresAt(job, 2 * HOUR, now)).toEqual(new Date('2026-12-02T11:00:00Z'));
    },
  );

  it('counts from the creation of an ended row without an end time, as the sweep does', () => {
    const job = { status: 'error', createdAt: created, endedAt: null } as const;
    expect(jobExpiresAt(job, 2 * HOUR, now)).toEqual(new Date('2026-12-01T12:00:00Z'));
  });
});
