import { renderWithProviders, settled } from '../../test/render-with-providers.js';
import { drawChartsAtOnce } from '../../test/draw-charts.js';
import { forgetPlatformNames, platformNamesApi } from '../job-views/platform-names.js';
import { ReportCharts } from './report-charts.js';

const report = {
  general: { 'nb-lines-input': 32530, 'nb-ecs': 3133 },
  rejets: { 'nb-lines-ignored': 8000 },
  stats: { 'platform-sd': 3133, 'mime-HTML': 2920, 'mime-PDF': 213 },
};

/** The texts drawn next to the slices of the format pie, spaces made plain. */
function sliceLabels(container: HTMLElement): string[] {
  return [...container.querySelectorAll('.recharts-pie-label-text')].map((label) =>
    label.textContent.replace(/\s/g, ' '),
  );
}

describe('the format pie of the report', () => {
  drawChartsAtOnce();
  beforeEach(() => {
    forgetPlatformNames();
    jest.spyOn(platformNamesApi, 'fetch').mockResolvedValue(new Map([['sd', 'Science Direct']]));
  });

  it.each([
    ['en', ['2,920 (93%)', '213 (7%)']],
    ['fr', ['2 920 (93 %)', '213 (7 %)']],
  ] as const)(
    'labels its slices with counts and shares in the numbers of %s',
    async (locale, labels) => {
      const { container } = renderWithProviders(
        <ReportCharts report={report} headingLevel="h3" />,
        {
          locale,
        },
      );
      await settled();
      expect(sliceLabels(container)).toEqual(labels);
    },
  );
});

describe('the format pie of the report, with a tiny slice', () => {
  drawChartsAtOnce();
  beforeEach(() => {
    forgetPlatformNames();
    jest.spyOn(platformNamesApi, 'fetch').mockResolvedValue(new Map([['sd', 'Science Direct']]));
  });

  it.each([
    ['en', ['2,920 (> 99%)', '1 (< 1%)']],
    ['fr', ['2 920 (> 99 %)', '1 (< 1 %)']],
  ] as const)('never says 0 or 100 percent of a slice that exists (%s)', async (locale, labels) => {
    const { container } = renderWithProviders(
      <ReportCharts
        report={{ ...report, stats: { 'platform-sd': 2921, 'mime-HTML': 2920, 'mime-PDF': 1 } }}
        headingLevel="h3"
      />,
      { locale },
    );
    await settled();
    expect(sliceLabels(container)).toEqual(labels);
  });
});
