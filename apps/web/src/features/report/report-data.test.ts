import {
  buildCountSeries,
  buildRejectFunnel,
  buildRejectRows,
  extractMetrics,
  isReportUnderWay,
  isUrl,
  readNumber,
  readRate,
} from './report-data.js';

const REPORT = {
  general: {
    'nb-lines-input': 1000,
    'nb-ecs': '420',
    'Job-Duration': '4 m 22 s',
    'process-speed': '300 lignes/s',
    'ecs-speed': '120 ec/s',
  },
  rejets: {
    'nb-lines-ignored': 200,
    'nb-lines-unknown-domains': 300,
    'nb-lines-duplicate-ecs': 80,
    'nb-lines-robots-ecs': 0,
    'url-unknown-domains': 'http://host/job/lines-unknown-domains.log',
  },
  stats: {
    platforms: 3,
    'platform-wiley': 200,
    'platform-sd': 220,
    'platform-none': 0,
    'rtype-ARTICLE': 300,
    'rtype-TOC': 120,
    'mime-PDF': 250,
    'mime-HTML': 170,
  },
};

describe('readNumber', () => {
  it.each([
    [3, 3],
    ['42', 42],
    ['12 %', 12],
    [undefined, 0],
    ['n/a', 0],
  ])('%j → %j', (value, expected) => {
    expect(readNumber(value)).toBe(expected);
  });
});

describe('readRate', () => {
  it.each([
    ['483 lignes/s', 483],
    ['120 ec/s', 120],
    [12.5, 12.5],
    ['', null],
    [null, null],
    ['n/a lignes/s', null],
  ])('reads %j as %j', (value, expected) => {
    expect(readRate(value)).toBe(expected);
  });
});

describe('extractMetrics', () => {
  it('reads the eight figures', () => {
    expect(extractMetrics(REPORT)).toEqual({
      linesRead: 1000,
      eventCount: 420,
      duration: '4 m 22 s',
      durationSeconds: 262,
      processSpeed: 300,
      eventSpeed: 120,
      platforms: 3,
      htmlCount: 170,
      pdfCount: 250,
    });
  });

  it('copes with an empty live report', () => {
    expect(extractMetrics({})).toMatchObject({
      linesRead: 0,
      duration: '–',
      durationSeconds: null,
    });
  });

  it('reads the duration in seconds, for the formatter every page shares', () => {
    expect(extractMetrics({ general: { 'Job-Duration': '0 s ' } })).toMatchObject({
      durationSeconds: 0,
    });
    expect(extractMetrics({ general: { 'Job-Duration': '1 m 0 s ' } })).toMatchObject({
      durationSeconds: 60,
    });
  });
});

describe('buildCountSeries', () => {
  it('keeps the prefixed non-zero counters, largest first', () => {
    expect(buildCountSeries(REPORT, 'platform-')).toEqual([
      { name: 'sd', value: 220 },
      { name: 'wiley', value: 200 },
    ]);
  });

  it('limits the number of bars', () => {
    expect(buildCountSeries(REPORT, 'rtype-', 1)).toEqual([{ name: 'ARTICLE', value: 300 }]);
  });
});

describe('buildRejectRows', () => {
  it('gives each line counter its share of the relevant lines, not rounded', () => {
    const rows = buildRejectRows(REPORT);
    expect(rows.find((row) => row.key === 'nb-lines-unknown-domains')?.percent).toBe(37.5);
    expect(rows.find((row) => row.key === 'nb-lines-duplicate-ecs')?.percent).toBe(10);
    expect(rows.find((row) => row.key === 'nb-lines-ignored')?.percent).toBeNull();
    expect(rows.find((row) => row.key === 'url-unknown-domains')).toMatchObject({
      isCounter: false,
      percent: null,
    });
  });

  it('gives no share when there is no relevant line', () => {
    expect(buildRejectRows({ rejets: { 'nb-lines-unknown-formats': 5 } })[0]?.percent).toBeNull();
  });
});

describe('buildRejectFunnel', () => {
  it('goes from lines read to events through the rejects that removed lines', () => {
    expect(buildRejectFunnel(REPORT)).toEqual([
      { stage: 'input', value: 1000 },
      { stage: 'relevant', value: 800 },
      { stage: 'nb-lines-unknown-domains', value: 300 },
      { stage: 'nb-lines-duplicate-ecs', value: 80 },
      { stage: 'events', value: 420 },
    ]);
  });

  it('shows the denied accesses between the rejects and the events', () => {
    const withDenied = { ...REPORT, general: { ...REPORT.general, 'nb-denied-ecs': 5 } };
    expect(buildRejectFunnel(withDenied).slice(-2)).toEqual([
      { stage: 'nb-denied-ecs', value: 5 },
      { stage: 'events', value: 420 },
    ]);
  });

  it('is empty before any line was read', () => {
    expect(buildRejectFunnel({})).toEqual([]);
  });
});

describe('isUrl', () => {
  it.each([
    ['http://a/b', true],
    ['https://a', true],
    ['ftp://a', false],
    [3, false],
  ])('%j → %s', (value, expected) => {
    expect(isUrl(value)).toBe(expected);
  });
});

describe('isReportUnderWay', () => {
  it('is true for the report of a job queued or running', () => {
    expect(isReportUnderWay({ general: { 'Job-Done': false, 'nb-lines-input': 10 } })).toBe(true);
  });

  it.each([
    ['done', { 'Job-Done': true }],
    ['failed', { 'Job-Done': false, status: 4003, 'status-message': 'No line' }],
    ['cancelled', { 'Job-Done': false, 'status-message': 'Job aborted', 'abort-reason': null }],
  ])('is false for a job %s', (_, general) => {
    expect(isReportUnderWay({ general })).toBe(false);
  });

  it('is false without a report or its general group', () => {
    expect(isReportUnderWay(null)).toBe(false);
    expect(isReportUnderWay({ rejets: {} })).toBe(false);
  });
});
