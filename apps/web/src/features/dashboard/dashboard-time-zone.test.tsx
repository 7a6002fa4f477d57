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
    ['en', 'hour', 'Times in the Europe/Paris time zone'],
    ['fr', 'hour', 'Heures dans le fuseau horaire Europe/Paris'],
    // A chart by day, week or month has no hours to speak of: its days are what the zone sets.
    ['en', 'day', 'Days as counted in the Europe/Paris time zone'],
    ['fr', 'day', 'Jours comptés dans le fuseau horaire Europe/Paris'],
    ['fr', 'month', 'Jours comptés dans le fuseau horaire Europe/Paris'],
  ] as const)('names the zone of a chart (%s, by %s)', (locale, unit, text) => {
    renderWithProviders(<TimeZoneNote timeZone="Europe/Paris" unit={unit} />, { locale });
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
