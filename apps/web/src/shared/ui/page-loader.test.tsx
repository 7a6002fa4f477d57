import { screen } from '@testing-library/react';
import { DataStates } from '../../features/job-views/data-states.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { PageLoader, RouteLoader } from './page-loader.js';

// A spinner's label must reach screen readers: on a span without a role it is dropped (axe
// reports aria-prohibited-attr), so every labelled spinner is a status named by its label.
describe('labelled spinners', () => {
  it('name the page and route loaders', () => {
    renderWithProviders(
      <>
        <PageLoader label="Loading…" />
        <RouteLoader label="Loading the page…" />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading the page…' })).toBeVisible();
  });

  it.each([
    ['en', 'Loading…'],
    ['fr', 'Chargement…'],
  ] as const)('say that the data of a job view is loading (%s)', (locale, name) => {
    renderWithProviders(
      <DataStates data={{ status: 'loading', reload: () => undefined }}>{() => null}</DataStates>,
      { locale },
    );
    expect(screen.getByRole('status', { name })).toBeVisible();
  });
});
