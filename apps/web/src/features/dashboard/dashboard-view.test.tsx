import type { Dashboard } from '@sillage/shared-types';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { forgetPlatformNames, platformNamesApi } from '../job-views/platform-names.js';
import { DashboardView } from './dashboard-view.js';

const dashboard: Dashboard = {
  total: 12,
  matched: 12,
  granularity: 'hour',
  timeZone: 'Europe/Paris',
  timeline: [{ period: '2012-11-30T10', count: 12 }],
  platforms: [{ name: 'sd', count: 12 }],
  rtypes: [
    { name: 'TOC', count: 9 },
    { name: 'PULSAR', count: 3 },
  ],
  mimes: [{ name: 'HTML', count: 12 }],
  onCampus: [{ name: 'Y', count: 12 }],
  titles: [],
  facets: {
    platform: ['sd'],
    rtype: ['TOC', 'PULSAR'],
    mime: ['HTML'],
    on_campus: ['Y'],
    firstDate: '2012-11-30',
    lastDate: '2012-11-30',
  },
};

beforeEach(() => {
  forgetPlatformNames();
  jest.spyOn(platformNamesApi, 'fetch').mockResolvedValue(new Map([['sd', 'Science Direct']]));
});
afterEach(() => jest.restoreAllMocks());

describe('DashboardView resource types and formats', () => {
  it.each([
    ['en', 'By resource type', 'Table of contents', 'By format', 'HTML page'],
    ['fr', 'Par type de ressource', 'Sommaire', 'Par format', 'Page HTML'],
  ] as const)(
    'names the codes in %s and keeps each code as its title',
    async (locale, rtypeTitle, toc, mimeTitle, html) => {
      renderWithProviders(<DashboardView dashboard={dashboard} />, { locale });
      await screen.findAllByText('Science Direct');
      const rtypes = screen.getByRole('figure', { name: rtypeTitle });
      expect(within(rtypes).getByText(toc)).toHaveAttribute('title', 'TOC');
      expect(within(rtypes).getByText('PULSAR')).toBeInTheDocument();
      const mimes = screen.getByRole('figure', { name: mimeTitle });
      expect(within(mimes).getByText(html)).toHaveAttribute('title', 'HTML');
    },
  );
});
