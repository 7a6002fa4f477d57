import { screen } from '@testing-library/react';
import { http } from '../../shared/http/http-client.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { jobViewsApi } from '../job-views/job-views.api.js';
import { TimeZoneNote } from './time-zone-note.js';

afterEach(() => jest.restoreAllMocks());

describe("the dashboard's time zone", () => {
  it("asks for the hours in the browser's own zone", async () => {
    jest
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockReturnValue({ timeZone: 'Europe/Paris' } as Intl.ResolvedDateTimeFormatOptions);
    const get = jest.spyOn(http, 'get').mockRejectedValue(new Error('stop here'));
    await expect(jobViewsApi.fetchDashboard('job', { rtype: 'TOC' })).rejects.toThrow();
    expect(get).toHaveBeenCalledWith('/api/jobs/job/dashboard', {
      params: { rtype: 'TOC', tz: 'Europe/Paris' },
    });
  });

  it.each([
    ['en', 'Times in the Europe/Paris time zone'],
    ['fr', 'Heures dans le fuseau horaire Europe/Paris'],
  ] as const)('names the zone of the chart (%s)', (locale, text) => {
    renderWithProviders(<TimeZoneNote timeZone="Europe/Paris" />, { locale });
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
