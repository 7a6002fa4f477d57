import { runSaga } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { notifyError } from '../notifications/notifications.slice.js';
import { pkbsApi } from './pkbs.api.js';
import { loadPkbStatus } from './pkbs.saga.js';
import {
  pkbsActions,
  pkbsSlice,
  selectIsSynchronized,
  selectIsSynchronizing,
} from './pkbs.slice.js';

const SYNCING = {
  state: 'synchronizing' as const,
  remaining: 2,
  synchronizing: [{ name: 'acs.tsv', size: 1024, location: '/pkb/acs.tsv' }],
};

async function run(saga: () => Generator) {
  const dispatched: Action[] = [];
  await runSaga({ dispatch: (action: Action) => dispatched.push(action) }, saga).toPromise();
  return dispatched;
}

describe('pkbs slice', () => {
  const reduce = (action: Action) => ({ pkbs: pkbsSlice.reducer(undefined, action) });

  it('starts idle with nothing remaining', () => {
    expect(pkbsSlice.getInitialState()).toEqual({ state: 'idle', remaining: 0, synchronizing: [] });
  });

  it('replaces the whole state on each status', () => {
    const state = reduce(pkbsActions.statusReceived(SYNCING));
    expect(state.pkbs).toEqual(SYNCING);
    expect(selectIsSynchronizing(state)).toBe(true);
    expect(selectIsSynchronized(state)).toBe(false);
  });

  it('says synchronized only when the state says so and nothing remains', () => {
    const done = reduce(
      pkbsActions.statusReceived({ state: 'synchronized', remaining: 0, synchronizing: [] }),
    );
    expect(selectIsSynchronized(done)).toBe(true);
    const stale = reduce(
      pkbsActions.statusReceived({ state: 'synchronized', remaining: 1, synchronizing: [] }),
    );
    expect(selectIsSynchronized(stale)).toBe(false);
  });
});

describe('loadPkbStatus', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('stores the status read from /castor/status', async () => {
    jest.spyOn(pkbsApi, 'fetchStatus').mockResolvedValue(SYNCING);
    expect(await run(loadPkbStatus)).toEqual([pkbsActions.statusReceived(SYNCING)]);
  });

  it('shows cannotLoadPKBS when the call fails', async () => {
    jest.spyOn(pkbsApi, 'fetchStatus').mockRejectedValue(new Error('503'));
    expect(await run(loadPkbStatus)).toEqual([notifyError('errors.cannotLoadPKBS')]);
  });
});
