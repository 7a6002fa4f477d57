import { screen, within } from '@testing-library/react';
import { createSignedInState } from '../../test/builders.js';
import { renderRoute } from '../../test/render-with-providers.js';
import { jobViewsApi } from '../job-views/job-views.api.js';
import { forgetPlatformNames, platformNamesApi } from '../job-views/platform-names.js';
import { counterReport } from './counter-fixture.js';

const JOB = '0f8e6c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b';
const signedIn = { preloadedState: { auth: createSignedInState() } };

afterEach(() => jest.restoreAllMocks());

describe('CounterPage of a job not counted as COUNTER R5.1', () => {
  it.each([
    ['en', 'Count as COUNTER R5.1', 'Process your logs'],
    ['fr', 'Compter selon COUNTER R5.1', 'Traitez vos logs'],
  ] as const)(
    'points to the switch of the settings step, the header second (%s)',
    async (locale, switchName, pageName) => {
      jest.spyOn(jobViewsApi, 'fetchCounter').mockResolvedValue('not-counted');
      renderRoute(`/report/${JOB}/counter`, { ...signedIn, locale });
      // The status that says why, not the loading spinner (a status too) before it.
      const status = await screen.findByText(
        (_, element) =>
          element?.getAttribute('role') === 'status' && element.textContent.includes(switchName),
        {},
        { timeout: 10_000 },
      );
      const text = status.textContent;
      expect(text).toContain(switchName);
      // The header is still named, for scripts, but after the switch.
      expect(text.indexOf('COUNTER-Mode: r51')).toBeGreaterThan(text.indexOf(switchName));
      expect(within(status).getByRole('link', { name: pageName })).toHaveAttribute(
        'href',
        '/process',
      );
    },
    20_000,
  );
});

describe('CounterPage of a job that did not finish', () => {
  it.each([
    ['en', 'This process did not finish', 'its report'],
    ['fr', "Ce traitement ne s'est pas terminé", 'son rapport'],
  ] as const)(
    'says so and points to its report, not to the COUNTER switch (%s)',
    async (locale, sentence, linkName) => {
      jest.spyOn(jobViewsApi, 'fetchCounter').mockResolvedValue('not-finished');
      renderRoute(`/report/${JOB}/counter`, { ...signedIn, locale });
      const status = await screen.findByText(
        (_, element) =>
          element?.getAttribute('role') === 'status' && element.textContent.includes(sentence),
        {},
        { timeout: 10_000 },
      );
      expect(status.textContent).not.toMatch(/COUNTER-Mode|R5\.1/);
      expect(within(status).getByRole('link', { name: linkName })).toHaveAttribute(
        'href',
        `/report/${JOB}`,
      );
    },
    20_000,
  );
});

describe('CounterPage of a COUNTER R5.1 job too large for tables', () => {
  it.each([
    ['en', 'more than 10,000 title rows', 'Download counter.csv'],
    ['fr', 'plus de 10\u202f000 lignes de titres', 'Télécharger counter.csv'],
  ] as const)('says so and offers its files (%s)', async (locale, sentence, download) => {
    jest.spyOn(jobViewsApi, 'fetchCounter').mockResolvedValue('too-large');
    renderRoute(`/report/${JOB}/counter`, { ...signedIn, locale });
    const status = await screen.findByText(
      (_, element) =>
        element?.getAttribute('role') === 'status' && element.textContent.includes(sentence),
      {},
      { timeout: 10_000 },
    );
    expect(status).toBeInTheDocument();
    expect(screen.getByRole('link', { name: download })).toHaveAttribute(
      'download',
      '0f8e6c1a_counter.csv',
    );
  });
});

describe('CounterPage of a COUNTER R5.1 job', () => {
  it('downloads both files, counter.json as well as counter.csv (not opened in a tab)', async () => {
    forgetPlatformNames();
    jest.spyOn(platformNamesApi, 'fetch').mockResolvedValue(new Map());
    jest.spyOn(jobViewsApi, 'fetchCounter').mockResolvedValue(counterReport());
    renderRoute(`/report/${JOB}/counter`, signedIn);
    for (const file of ['counter.csv', 'counter.json']) {
      const link = await screen.findByRole(
        'link',
        { name: `Download ${file}` },
        { timeout: 10_000 },
      );
      // Named after the job, as its other downloads: a second job's never overwrites it.
      expect(link).toHaveAttribute('download', `0f8e6c1a_${file}`);
      expect(link).not.toHaveAttribute('target');
    }
  }, 20_000);
});
