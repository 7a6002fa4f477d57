import { AxiosError, AxiosHeaders } from 'axios';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { DataStates } from './data-states.js';

const notFound = new AxiosError('not found', 'ERR_BAD_REQUEST', undefined, undefined, {
  status: 404,
  statusText: 'Not Found',
  data: { message: 'jobNotFound' },
  headers: {},
  config: { headers: new AxiosHeaders() },
});

function renderError(error: unknown, locale: 'en' | 'fr' = 'en') {
  return renderWithProviders(
    <MemoryRouter>
      <DataStates data={{ status: 'error', error, reload: jest.fn() }}>{() => null}</DataStates>
    </MemoryRouter>,
    { locale },
  );
}

describe('DataStates', () => {
  it('says a job the server does not know is gone (retention), leading back to My jobs', () => {
    renderError(notFound);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This process cannot be found: it was removed when its retention time ran out, or it is not one of yours.',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('says it in French too', () => {
    renderError(notFound, 'fr');
    expect(screen.getByRole('alert')).toHaveTextContent('Ce traitement est introuvable');
    expect(screen.getByRole('link', { name: 'Retour à Mes traitements' })).toBeInTheDocument();
  });

  it('keeps the retry for other failures', () => {
    renderError(new Error('network'));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
