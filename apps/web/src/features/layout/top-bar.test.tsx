import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createSignedInState } from '../../test/builders.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { appInfoSlice } from '../app-info/app-info.slice.js';
import { processActions, selectProcessStep } from '../process/process.slice.js';
import { DemoBanner } from './demo-banner.js';
import { TopBar } from './top-bar.js';

function renderTopBar(path = '/') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <TopBar />
    </MemoryRouter>,
    { preloadedState: { auth: createSignedInState('user') } },
  );
}

describe('TopBar', () => {
  it('names the job state: none, progress with its percent, finalization, end', () => {
    const { store } = renderTopBar();
    const button = screen.getByTestId('job-state');
    expect(button).toHaveTextContent('No process in progress');
    act(() => {
      store.dispatch(processActions.jobStarted({ jobId: 'j1' }));
      store.dispatch(processActions.uploadProgressed(42));
    });
    expect(button).toHaveTextContent('Processing in progress: 42%');
    act(() => {
      store.dispatch(processActions.uploadProgressed(100));
    });
    expect(button).toHaveTextContent('Process finalisation');
    act(() => {
      store.dispatch(processActions.jobSucceeded());
    });
    expect(button).toHaveTextContent('Process finished');
  });

  it('says when the job was cancelled or failed', () => {
    const { store } = renderTopBar();
    act(() => {
      store.dispatch(processActions.jobStarted({ jobId: 'j1' }));
      store.dispatch(processActions.jobAborted());
    });
    expect(screen.getByTestId('job-state')).toHaveTextContent('Process canceled');
    act(() => {
      store.dispatch(processActions.jobStarted({ jobId: 'j2' }));
      store.dispatch(processActions.jobFailed({ code: null, message: null, reason: null }));
    });
    expect(screen.getByTestId('job-state')).toHaveTextContent('Process error');
  });

  it('announces the end of the job on another page, not on the processing page', () => {
    const { store } = renderTopBar('/jobs');
    const announced = screen.getByTestId('job-end-announced');
    expect(announced).toHaveAttribute('role', 'status');
    act(() => {
      store.dispatch(processActions.jobStarted({ jobId: 'j1' }));
      store.dispatch(processActions.uploadProgressed(42));
    });
    expect(announced).toBeEmptyDOMElement();
    act(() => {
      store.dispatch(processActions.jobFailed({ code: null, message: null, reason: null }));
    });
    expect(announced).toHaveTextContent(/^Process error$/);
  });

  it('leaves the end of the job to the processing page there', () => {
    const { store } = renderTopBar('/process');
    act(() => {
      store.dispatch(processActions.jobStarted({ jobId: 'j1' }));
      store.dispatch(processActions.jobSucceeded());
    });
    expect(screen.getByTestId('job-end-announced')).toBeEmptyDOMElement();
  });

  it('links to /process and opens step 3 when a job exists', async () => {
    const { store, user } = renderTopBar();
    act(() => {
      store.dispatch(processActions.jobStarted({ jobId: 'j1' }));
      store.dispatch(processActions.jobSucceeded());
      store.dispatch(processActions.jobSettled());
      store.dispatch(processActions.stepRequested(1));
    });
    expect(selectProcessStep(store.getState())).toBe(1);
    const button = screen.getByRole('link', { name: 'Process finished' });
    expect(button).toHaveAttribute('href', '/process');
    await user.click(button);
    expect(selectProcessStep(store.getState())).toBe(3);
  });
});

describe('DemoBanner', () => {
  const demoState = (demo: boolean) => ({
    appInfo: {
      ...appInfoSlice.getInitialState(),
      appInfo: { version: '1.0.0', uptime: '0d 0h 0m 0s', demo },
    },
  });

  it('tells a demonstration instance apart and can be dismissed', async () => {
    const { user } = renderWithProviders(<DemoBanner />, { preloadedState: demoState(true) });
    expect(screen.getByText('Demonstration instance.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Demonstration instance.')).not.toBeInTheDocument();
  });

  it('shows nothing on a normal instance', () => {
    renderWithProviders(<DemoBanner />, { preloadedState: demoState(false) });
    expect(screen.queryByText('Demonstration instance.')).not.toBeInTheDocument();
  });
});
