import type { Dashboard } from '@sillage/shared-types';
import { AxiosError, AxiosHeaders } from 'axios';
import { screen, within } from '@testing-library/react';
import { createSignedInState } from '../../test/builders.js';
import { renderRoute } from '../../test/render-with-providers.js';
import { jobViewsApi } from '../job-views/job-views.api.js';
import { forgetPlatformNames, platformNamesApi } from '../job-views/platform-names.js';

const JOB = '0f8e6c1a-2b3d-4e5f-8a9b-0c1d2e3f4a5b';

function dashboard(matched: number, rtype?: string): Dashboard {
  return {
    total: 12,
    matched,
    granularity: 'hour',
    timeZone: 'Europe/Paris',
    timeline: [{ period: '2012-11-30T10', count: matched }],
    platforms: [{ name: 'sd', count: matched }],
    rtypes: rtype
      ? [{ name: rtype, count: matched }]
      : [
          { name: 'ARTICLE', count: 9 },
          { name: 'TOC', count: 3 },
        ],
    mimes: [{ name: 'PDF', count: matched }],
    onCampus: [{ name: '', count: matched }],
    titles: [{ title: 'Developmental Biology', identifier: '0012-1606', platform: 'sd', count: 4 }],
    facets: {
      platform: ['sd'],
      rtype: ['ARTICLE', 'TOC'],
      mime: ['PDF'],
      on_campus: [''],
      firstDate: '2012-11-30',
      lastDate: '2012-11-30',
    },
  };
}

const signedIn = { preloadedState: { auth: createSignedInState() } };

beforeEach(() => {
  forgetPlatformNames();
  jest.spyOn(platformNamesApi, 'fetch').mockResolvedValue(new Map([['sd', 'Science Direct']]));
});
afterEach(() => jest.restoreAllMocks());

describe('DashboardPage', () => {
  it('shows the figures of the job, then narrows them with a filter kept in the address', async () => {
    const fetch = jest
      .spyOn(jobViewsApi, 'fetchDashboard')
      .mockImplementation((_jobId, query) =>
        Promise.resolve(query.rtype === 'TOC' ? dashboard(3, 'TOC') : dashboard(12)),
      );
    const { user, router } = renderRoute(`/report/${JOB}/dashboard`, signedIn);
    // The first render loads the lazy page too: give it time.
    const shown = await screen.findByText('Events shown', {}, { timeout: 10_000 });
    expect(shown.parentElement).toHaveTextContent('12');
    expect(fetch).toHaveBeenCalledWith(JOB, {}, expect.any(AbortSignal));
    const titles = screen.getByRole('table', { name: 'Top titles' });
    expect(within(titles).getByText('Developmental Biology')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Views of this process' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Resource type'), 'TOC');
    expect(await screen.findByRole('table', { name: 'Top titles' })).toBeInTheDocument();
    expect(fetch).toHaveBeenLastCalledWith(JOB, { rtype: 'TOC' }, expect.any(AbortSignal));
    expect(router.state.location.search).toBe('?rtype=TOC');
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(fetch).toHaveBeenLastCalledWith(JOB, {}, expect.any(AbortSignal));
    // A whole page with six charts: slow in jsdom on a busy machine.
  }, 30_000);

  it('cancels the count of a filter left for another one', async () => {
    // The server counts a big result for seconds per filter; one nobody waits for is cancelled.
    const signals = new Map<string, AbortSignal | undefined>();
    jest.spyOn(jobViewsApi, 'fetchDashboard').mockImplementation((_jobId, query, signal) => {
      signals.set(query.rtype ?? '', signal);
      if (query.rtype === 'ARTICLE') {
        return new Promise<Dashboard>(() => undefined);
      }
      return Promise.resolve(query.rtype === 'TOC' ? dashboard(3, 'TOC') : dashboard(12));
    });
    const { user } = renderRoute(`/report/${JOB}/dashboard`, signedIn);
    await screen.findByText('Events shown', {}, { timeout: 10_000 });
    await user.selectOptions(screen.getByLabelText('Resource type'), 'ARTICLE');
    await user.selectOptions(screen.getByLabelText('Resource type'), 'TOC');
    expect(await screen.findByRole('table', { name: 'Top titles' })).toBeInTheDocument();
    expect(signals.get('ARTICLE')?.aborted).toBe(true);
    expect(signals.get('TOC')?.aborted).toBe(false);
  }, 30_000);

  it('names platforms by their manifests, campus in words, and titles missing from the log', async () => {
    jest.spyOn(jobViewsApi, 'fetchDashboard').mockResolvedValue({
      ...dashboard(12),
      onCampus: [
        { name: 'N', count: 8 },
        { name: 'Y', count: 4 },
      ],
      titles: [{ title: '', identifier: '1046-2023', platform: 'sd', count: 4 }],
    });
    renderRoute(`/report/${JOB}/dashboard`, signedIn);
    const titles = await screen.findByRole('table', { name: 'Top titles' }, { timeout: 10_000 });
    const row = within(titles).getByRole('row', { name: /1046-2023/ });
    expect(await within(row).findByText('Science Direct')).toBeInTheDocument();
    expect(row).toHaveTextContent('Title unknown');
    expect(row).not.toHaveTextContent('(none)');
    const campus = screen.getByRole('figure', { name: 'On / off campus' });
    expect(within(campus).getByRole('row', { name: 'Off campus 8' })).toBeInTheDocument();
    expect(within(campus).getByRole('row', { name: 'On campus 4' })).toBeInTheDocument();
    const platforms = screen.getByRole('figure', { name: 'Top platforms' });
    expect(within(platforms).getByRole('row', { name: 'Science Direct 12' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Science Direct' })).toHaveValue('sd');
  }, 30_000);

  it('says so when the job has no result to chart', async () => {
    jest.spyOn(jobViewsApi, 'fetchDashboard').mockRejectedValue(
      new AxiosError('not found', 'ERR_BAD_REQUEST', undefined, undefined, {
        status: 404,
        statusText: 'Not Found',
        data: {},
        headers: {},
        config: { headers: new AxiosHeaders() },
      }),
    );
    renderRoute(`/report/${JOB}/dashboard`, signedIn);
    // The status that says why, not the loading spinner (a status too) before it.
    expect(
      await screen.findByText(
        (_, element) =>
          element?.getAttribute('role') === 'status' &&
          element.textContent.includes('This process has no result to chart'),
      ),
    ).toBeVisible();
  });

  it('says a job it cannot find is gone, with the way back to My jobs instead of a retry', async () => {
    jest.spyOn(jobViewsApi, 'fetchDashboard').mockRejectedValue(
      new AxiosError('not found', 'ERR_BAD_REQUEST', undefined, undefined, {
        status: 404,
        statusText: 'Not Found',
        data: { message: 'jobNotFound' },
        headers: {},
        config: { headers: new AxiosHeaders() },
      }),
    );
    renderRoute(`/report/${JOB}/dashboard`, signedIn);
    expect(
      await screen.findByText(/This process cannot be found/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByText(/no result to chart/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('says why when the result was streamed back and not kept', async () => {
    jest.spyOn(jobViewsApi, 'fetchDashboard').mockRejectedValue(
      new AxiosError('not found', 'ERR_BAD_REQUEST', undefined, undefined, {
        status: 404,
        statusText: 'Not Found',
        data: { message: 'resultNotKept' },
        headers: {},
        config: { headers: new AxiosHeaders() },
      }),
    );
    renderRoute(`/report/${JOB}/dashboard`, signedIn);
    expect(
      await screen.findByText(
        (_, element) =>
          element?.getAttribute('role') === 'status' &&
          element.textContent.includes('sent back to the program that sent the log'),
      ),
    ).toBeVisible();
  });

  it('offers a retry after a load error', async () => {
    const fetch = jest
      .spyOn(jobViewsApi, 'fetchDashboard')
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue(dashboard(12));
    const { user } = renderRoute(`/report/${JOB}/dashboard`, signedIn);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Top titles' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
