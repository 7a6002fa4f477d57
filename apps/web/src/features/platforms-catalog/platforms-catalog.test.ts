import { runSaga } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import type { PlatformsCatalogStatus } from '@sillage/shared-types';
import { notificationsActions, notifyError } from '../notifications/notifications.slice.js';
import { toAction } from '../live-events/live-events.saga.js';
import { platformsCatalogApi } from './platforms-catalog.api.js';
import { loadCatalogStatus, requestCatalogFetch } from './platforms-catalog.saga.js';
import { platformsCatalogActions, platformsCatalogSlice } from './platforms-catalog.slice.js';

const FETCHING: PlatformsCatalogStatus = {
  state: 'fetching',
  origin: 'default',
  phase: 'receiving',
  progress: 40,
};

async function run(saga: () => Generator) {
  const dispatched: Action[] = [];
  await runSaga({ dispatch: (action: Action) => dispatched.push(action) }, saga).toPromise();
  return dispatched;
}

describe('platforms catalog slice and saga', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('takes the status from the socket', () => {
    const action = toAction({ type: 'platforms-catalog:update', data: FETCHING });
    expect(action).toEqual(platformsCatalogActions.statusReceived(FETCHING));
    expect(platformsCatalogSlice.reducer(undefined, action!).status).toEqual(FETCHING);
  });

  it('loads the status, and says when it cannot', async () => {
    jest.spyOn(platformsCatalogApi, 'fetchStatus').mockResolvedValueOnce(FETCHING);
    expect(await run(loadCatalogStatus)).toEqual([
      platformsCatalogActions.statusReceived(FETCHING),
    ]);
    jest.spyOn(platformsCatalogApi, 'fetchStatus').mockRejectedValueOnce(new Error('503'));
    expect(await run(loadCatalogStatus)).toEqual([
      notifyError('errors.cannotLoadPlatformsCatalog'),
    ]);
  });

  it('asks for another fetch and shows its answer; a refusal is reported', async () => {
    jest.spyOn(platformsCatalogApi, 'requestFetch').mockResolvedValueOnce(FETCHING);
    expect(await run(requestCatalogFetch)).toEqual([
      platformsCatalogActions.statusReceived(FETCHING),
      platformsCatalogActions.fetchRequestEnded(),
    ]);
    jest.spyOn(platformsCatalogApi, 'requestFetch').mockRejectedValueOnce(new Error('409'));
    const [notification, ended] = await run(requestCatalogFetch);
    expect(notification).toMatchObject({
      type: notificationsActions.notificationQueued.type,
      payload: { kind: 'error', messageId: 'errors.cannotFetchPlatformsCatalog' },
    });
    expect(ended).toEqual(platformsCatalogActions.fetchRequestEnded());
  });
});
