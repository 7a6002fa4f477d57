import { DashboardQuerySchema } from './dashboard.schema.js';

describe('DashboardQuerySchema', () => {
  it.each(['2012-11-30', '2024-02-29', '1999-12-31'])('takes the day %s', (day) => {
    expect(DashboardQuerySchema.safeParse({ from: day, to: day }).success).toBe(true);
  });

  it.each(['2012-13-45', '9999-99-99', '2025-02-29', '2012-11-31', '2012-1-5', '30/11/2012'])(
    'refuses %s, which is no day, naming the parameter',
    (day) => {
      for (const key of ['from', 'to'] as const) {
        const parsed = DashboardQuerySchema.safeParse({ [key]: day });
        expect(parsed.success).toBe(false);
        expect(parsed.error?.issues[0]).toMatchObject({
          path: [key],
          message: 'must be a day, YYYY-MM-DD',
        });
      }
    },
  );

  it('refuses a range whose end comes before its start, naming `to`', () => {
    const parsed = DashboardQuerySchema.safeParse({ from: '2012-12-01', to: '2012-11-30' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'must not be before from',
    });
    expect(DashboardQuerySchema.safeParse({ from: '2012-11-30', to: '2012-12-01' }).success).toBe(
      true,
    );
  });
});
