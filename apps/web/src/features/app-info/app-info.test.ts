import { runSaga } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import type { RepositoryName } from '@sillage/shared-types';
import { notifyError } from '../notifications/notifications.slice.js';
import { createAuthState, createSignedInState } from '../../test/builders.js';
import { appInfoApi } from './app-info.api.js';
import {
  loadAppInfo,
  loadFeedbackStatus,
  loadSignedInData,
  loadStatuses,
  STATUS_REPOSITORIES,
} from './app-info.saga.js';
import {
  appInfoActions,
  appInfoSlice,
  selectIsDrawerOpen,
  selectUserCount,
} from './app-info.slice.js';

async function run(saga: (...args: never[]) => Generator, ...args: unknown[]) {
  return runAs(createAuthState(), saga, ...args);
}

async function runAs(
  auth: ReturnType<typeof createAuthState>,
  saga: (...args: never[]) => Generator,
  ...args: unknown[]
) {
  const dispatched: Action[] = [];
  await runSaga(
    { dispatch: (action: Action) => dispatched.push(action), getState: () => ({ auth }) },
    saga as (...args: unknown[]) => Generator,
    ...args,
  ).toPromise();
  return dispatched;
}

const INFO = { version: '1.2.3', uptime: '0d 0h 1m 0s', demo: true };

describe('app-info slice', () => {
  const reduce = (...actions: Action[]) => ({
    appInfo: actions.reduce(appInfoSlice.reducer, appInfoSlice.getInitialState()),
  });

  it('has no user count until the server answered', () => {
    expect(selectUserCount(reduce())).toBeNull();
    expect(selectUserCount(reduce(appInfoActions.userCountLoaded(0)))).toBe(0);
  });

  it('merges status blocks as they arrive', () => {
    const state = reduce(
      appInfoActions.statusesLoaded({ app: { 'is-git-repo': false } }),
      appInfoActions.statusesLoaded({ platforms: { 'is-git-repo': true, current: 'abc' } }),
    );
    expect(Object.keys(state.appInfo.statuses).sort()).toEqual(['app', 'platforms']);
  });

  it('follows the screen size until the drawer is toggled, then the last choice', () => {
    expect(selectIsDrawerOpen(reduce())).toBeNull();
    expect(selectIsDrawerOpen(reduce(appInfoActions.drawerToggled(true)))).toBe(false);
    expect(
      selectIsDrawerOpen(
        reduce(appInfoActions.drawerToggled(false), appInfoActions.drawerClosed()),
      ),
    ).toBe(false);
  });

  it('marks the feedback status loaded even without a recipient', () => {
    const state = reduce(appInfoActions.feedbackStatusLoaded(null));
    expect(state.appInfo).toMatchObject({ feedbackRecipient: null, isFeedbackStatusLoaded: true });
  });
});

describe('app-info sagas', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('stores the app info', async () => {
    jest.spyOn(appInfoApi, 'fetchAppInfo').mockResolvedValue(INFO);
    expect(await run(loadAppInfo)).toEqual([appInfoActions.appInfoLoaded(INFO)]);
  });

  it('shows cannotGetAppInfos on failure, except on the sign layout (quiet)', async () => {
    jest.spyOn(appInfoApi, 'fetchAppInfo').mockRejectedValue(new Error('down'));
    expect(await run(loadAppInfo)).toEqual([notifyError('errors.cannotGetAppInfos')]);
    expect(await run(loadAppInfo, true)).toEqual([]);
  });

  it('reads every status block the pages show, keyed by repository', async () => {
    const fetchStatus = jest
      .spyOn(appInfoApi, 'fetchRepositoryStatus')
      .mockImplementation((repository: RepositoryName) =>
        Promise.resolve({ 'is-git-repo': true, current: repository }),
      );
    const actions = await run(loadStatuses);
    expect(fetchStatus.mock.calls.map(([repository]) => repository)).toEqual([
      ...STATUS_REPOSITORIES,
    ]);
    // Each block is said being read, then shown as soon as its answer comes.
    expect(actions).toEqual([
      ...STATUS_REPOSITORIES.map((repository) => appInfoActions.statusLoadStarted(repository)),
      ...STATUS_REPOSITORIES.map((repository) =>
        appInfoActions.statusesLoaded({
          [repository]: { 'is-git-repo': true, current: repository },
        }),
      ),
    ]);
  });

  it('keeps the other blocks when one status call fails, and says so once', async () => {
    jest
      .spyOn(appInfoApi, 'fetchRepositoryStatus')
      .mockImplementation((repository: RepositoryName) =>
        repository === 'resources'
          ? Promise.reject(new Error('403'))
          : Promise.resolve({ 'is-git-repo': false }),
      );
    const actions = await run(loadStatuses);
    const snack = notifyError('errors.cannotLoadStatus');
    expect(actions.filter((action) => action.type === snack.type)).toEqual([snack]);
    const state = actions.reduce(
      (current, action) => appInfoSlice.reducer(current, action),
      appInfoSlice.getInitialState(),
    );
    expect(Object.keys(state.statuses).sort()).toEqual(
      ['app', 'exclusions', 'middlewares', 'platforms'].sort(),
    );
    expect(state.statusesLoading).toEqual([]);
  });

  it('makes the start-up calls of the signed-in layout, each failure with its snack', async () => {
    jest.spyOn(appInfoApi, 'fetchAppInfo').mockRejectedValue(new Error('down'));
    jest.spyOn(appInfoApi, 'fetchRepositoryStatus').mockRejectedValue(new Error('down'));
    const snacks = (await runAs(createSignedInState('admin'), loadSignedInData)).filter(
      (action) => action.type === notifyError('').type,
    );
    expect(snacks).toEqual([
      notifyError('errors.cannotGetAppInfos'),
      notifyError('errors.cannotLoadStatus'),
    ]);
  });

  // The statuses feed the admin group only; asking them makes the server fetch every repository.
  it('asks no repository status for a user who is not an admin', async () => {
    jest.spyOn(appInfoApi, 'fetchAppInfo').mockResolvedValue(INFO);
    const statuses = jest.spyOn(appInfoApi, 'fetchRepositoryStatus');
    expect(await runAs(createSignedInState('user'), loadSignedInData)).toEqual([
      appInfoActions.appInfoLoaded(INFO),
    ]);
    expect(statuses).not.toHaveBeenCalled();
  });
});

describe('loadFeedbackStatus', () => {
  const runWith = async (feedback: boolean) => {
    const dispatched: Action[] = [];
    const appInfo = { ...appInfoSlice.getInitialState(), appInfo: { ...INFO, feedback } };
    await runSaga(
      { dispatch: (action: Action) => dispatched.push(action), getState: () => ({ appInfo }) },
      loadFeedbackStatus,
    ).toPromise();
    return dispatched;
  };

  it('asks for the recipient only when the server says feedback is on', async () => {
    const fetch = jest.spyOn(appInfoApi, 'fetchFeedbackRecipient').mockResolvedValue('team@x.org');
    try {
      expect(await runWith(false)).toEqual([appInfoActions.feedbackStatusLoaded(null)]);
      expect(fetch).not.toHaveBeenCalled();
      expect(await runWith(true)).toEqual([appInfoActions.feedbackStatusLoaded('team@x.org')]);
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      fetch.mockRestore();
    }
  });
});
