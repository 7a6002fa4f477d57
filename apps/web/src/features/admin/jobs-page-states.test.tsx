import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createJobSummary, createSignedInState } from '../../test/builders.js';
import { matchViewportWidth } from '../../test/match-viewport.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { adminApi } from './admin.api.js';
import { JobsPage } from './jobs-page.js';

/** A promise the test settles itself: the page is looked at while the request is pending. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, ko) => {
    resolve = ok;
    reject = ko;
  });
  return { promise, resolve, reject };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function renderPage(locale: 'en' | 'fr' = 'en') {
  return renderWithProviders(
    <MemoryRouter>
      <JobsPage />
    </MemoryRouter>,
    { preloadedState: { auth: createSignedInState('admin') }, shouldRunSagas: true, locale },
  );
}

describe('JobsPage loading, empty and error states', () => {
  matchViewportWidth(1280);

  beforeEach(() => {
    jest.spyOn(adminApi, 'fetchRunningJobs').mockResolvedValue([]);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a loading state until the first answer, the empty state only after an empty one', async () => {
    const answer = deferred<never[]>();
    jest.spyOn(adminApi, 'fetchTreatments').mockReturnValue(answer.promise);
    renderPage();
    await settle();
    expect(screen.getByRole('status', { name: 'Loading the processes…' })).toBeInTheDocument();
    expect(screen.queryByText('There is no process history.')).not.toBeInTheDocument();

    await act(async () => {
      answer.resolve([]);
      await answer.promise;
    });
    await settle();
    expect(screen.getByText('There is no process history.')).toBeInTheDocument();
    expect(
      screen.queryByRole('status', { name: 'Loading the processes…' }),
    ).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded, then the list (fr)', async () => {
    const fetchTreatments = jest
      .spyOn(adminApi, 'fetchTreatments')
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce([createJobSummary({ jobId: 'job-back' })]);
    const { user } = renderPage('fr');
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("La liste des traitements n'a pas pu être chargée.");
    expect(screen.queryByText("Il n'y a aucun historique de traitement.")).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await settle();
    expect(fetchTreatments).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'job-back' })).toBeInTheDocument();
  });
});
