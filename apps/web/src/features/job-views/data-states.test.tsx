import { AxiosError, AxiosHeaders } from 'axios';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { DataStates } from './data-states.js';
import { JobViewFrame } from './job-view-frame.js';
import { jobViewsMessages } from './job-views.messages.js';

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

describe('JobViewFrame', () => {
  const renderFrame = (data: Parameters<typeof JobViewFrame<string>>[0]['data']) =>
    renderWithProviders(
      <MemoryRouter>
        <JobViewFrame
          jobId="a-job"
          title={jobViewsMessages.dashboard}
          toolbar={<input aria-label="A filter" />}
          data={data}
        >
          {(value) => <p>{value}</p>}
        </JobViewFrame>
      </MemoryRouter>,
    );

  it('shows a gone job with no tabs and no filters, only the notice and the way back', () => {
    renderFrame({ status: 'error', error: notFound, reload: jest.fn() });
    expect(screen.getByRole('alert')).toHaveTextContent('This process cannot be found');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'A filter' })).not.toBeInTheDocument();
  });

  it('shows the tabs and filters of a job it could read', () => {
    renderFrame({ status: 'ready', data: 'the figures', reload: jest.fn() });
    expect(screen.getByRole('navigation', { name: 'Views of this process' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'A filter' })).toBeVisible();
    expect(screen.getByText('the figures')).toBeVisible();
  });
});
