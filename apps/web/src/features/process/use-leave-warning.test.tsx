import { act, screen } from '@testing-library/react';
import { createSignedInState } from '../../test/builders.js';
import { renderRoute } from '../../test/render-with-providers.js';
import { restoreNetwork, serveRequests } from '../../test/serve-requests.js';
import { processActions } from './process.slice.js';

/** True when the page asked the browser to confirm an unload (reload, another address, close). */
function isLeavingQuestioned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(restoreNetwork);

describe('useLeaveWarningWhileJobRuns', () => {
  it('asks before the page is left while its job uploads or finalises, on any page', async () => {
    serveRequests(() => ({ status: 200, data: { retentionHours: 48, jobs: [] } }));
    const { store } = renderRoute('/jobs', { preloadedState: { auth: createSignedInState() } });
    await screen.findByText(/No process yet/, {}, { timeout: 10_000 });
    expect(isLeavingQuestioned()).toBe(false);

    act(() => {
      store.dispatch(processActions.jobStarted({ jobId: 'job-1' }));
    });
    expect(isLeavingQuestioned()).toBe(true);
    act(() => {
      store.dispatch(processActions.uploadProgressed(100));
    });
    expect(store.getState().process.status).toBe('finalization');
    expect(isLeavingQuestioned()).toBe(true);

    act(() => {
      store.dispatch(processActions.jobSucceeded());
    });
    expect(isLeavingQuestioned()).toBe(false);
  }, 20_000);
});
