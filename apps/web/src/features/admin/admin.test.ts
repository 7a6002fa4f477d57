import { expectSaga, testSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import type { User } from '@sillage/shared-types';
import { createHttpError } from '../../test/builders.js';
import { appInfoApi } from '../app-info/app-info.api.js';
import { loadStatuses } from '../app-info/app-info.saga.js';
import { appInfoActions } from '../app-info/app-info.slice.js';
import { socketActions } from '../live-events/socket.slice.js';
import { notifyError, notifyInfo } from '../notifications/notifications.slice.js';
import { adminApi } from './admin.api.js';
import { deleteJobData } from '../my-jobs/my-jobs.api.js';
import {
  adminSaga,
  cancelJob,
  deleteJob,
  deletePkbFile,
  deleteUser,
  followRunningUpdate,
  restart,
  RUNNING_UPDATE_POLL_MS,
  saveMiddlewareChain,
  saveUser,
  updateApp,
  updateRepository,
} from './admin.saga.js';
import { adminActions, adminSlice } from './admin.slice.js';
import { filterJobs, isDayRangeReversed, NO_JOB_FILTERS, type JobFilters } from './jobs-filter.js';
import { canSaveUser } from './user-dialogs.js';

const USER: User = {
  id: 'u1',
  username: 'bob@example.org',
  group: 'user',
  notify: false,
  locale: 'fr',
  createdAt: '2026-01-01T00:00:00Z',
};

describe('admin lists that fail to load', () => {
  it('marks the list failed, and loads it again when its page asks to retry', async () => {
    let calls = 0;
    const run = await expectSaga(adminSaga)
      .withReducer(adminSlice.reducer)
      .provide([
        [
          matchers.call.fn(adminApi.fetchUsers),
          dynamic(() => {
            calls += 1;
            if (calls === 1) {
              throw createHttpError(502);
            }
            return [USER];
          }),
        ],
      ])
      .put(adminActions.adminListLoadFailed('users'))
      .put(notifyError('errors.cannotLoadUsersList'))
      .put(adminActions.usersLoaded([USER]))
      .dispatch(adminActions.usersPageEntered())
      .dispatch(adminActions.adminListRetryRequested('users'))
      .silentRun(50);
    expect(run.storeState as unknown).toMatchObject({ users: [USER], loads: { users: 'loaded' } });
  });
});

describe('saveUser', () => {
  it('adds a user with the reference body, then reloads the list', async () => {
    await expectSaga(
      saveUser,
      adminActions.userSaveRequested({
        email: ' new@example.org ',
        password: 'pw',
        group: 'admin',
        locale: 'en',
      }),
    )
      .provide([
        [matchers.call.fn(adminApi.addUser), undefined],
        [matchers.call.fn(adminApi.fetchUsers), [USER]],
      ])
      .call(adminApi.addUser, {
        userid: 'new@example.org',
        password: 'pw',
        group: 'admin',
        locale: 'en',
      })
      .put(adminActions.userSaved())
      .put(adminActions.usersLoaded([USER]))
      .run();
  });

  it('edits by id with the new email, group and language', async () => {
    await expectSaga(
      saveUser,
      adminActions.userSaveRequested({
        original: USER,
        email: 'bob2@example.org',
        password: '',
        group: 'admin',
        locale: 'en',
      }),
    )
      .provide([
        [matchers.call.fn(adminApi.editUser), undefined],
        [matchers.call.fn(adminApi.fetchUsers), [USER]],
      ])
      .call(adminApi.editUser, 'u1', {
        username: 'bob2@example.org',
        group: 'admin',
        locale: 'en',
      })
      .put.like({ action: { payload: { kind: 'success', messageId: 'admin.users.userUpdated' } } })
      .run();
  });

  it('sends a new password typed for an existing account', async () => {
    await expectSaga(
      saveUser,
      adminActions.userSaveRequested({
        original: USER,
        email: USER.username,
        password: 'a new password',
        group: USER.group,
        locale: USER.locale,
      }),
    )
      .provide([
        [matchers.call.fn(adminApi.editUser), undefined],
        [matchers.call.fn(adminApi.fetchUsers), [USER]],
      ])
      .call(adminApi.editUser, 'u1', {
        username: USER.username,
        group: USER.group,
        locale: USER.locale,
        password: 'a new password',
      })
      .run();
  });

  it('reloads the list behind the dialog when the account is gone', async () => {
    await expectSaga(
      saveUser,
      adminActions.userSaveRequested({
        email: 'bob@example.org',
        password: '',
        group: 'admin',
        locale: 'fr',
        original: USER,
      }),
    )
      .withReducer(adminSlice.reducer)
      .provide([
        [
          matchers.call.fn(adminApi.editUser),
          throwError(
            createHttpError(404, { code: 404, kind: 'NOT_FOUND', message: 'userNotFound' }),
          ),
        ],
        [matchers.call.fn(adminApi.fetchUsers), []],
      ])
      .call(adminApi.fetchUsers)
      .put(adminActions.usersLoaded([]))
      .run();
  });

  it('shows the server reason and keeps the dialog open on failure', async () => {
    const result = await expectSaga(
      saveUser,
      adminActions.userSaveRequested({
        email: 'bob@example.org',
        password: 'pw',
        group: 'user',
        locale: 'fr',
      }),
    )
      .withReducer(adminSlice.reducer)
      .provide([
        [
          matchers.call.fn(adminApi.addUser),
          throwError(
            createHttpError(409, { code: 409, kind: 'CONFLICT', message: 'userAlreadyExists' }),
          ),
        ],
        [matchers.call.fn(adminApi.fetchUsers), []],
      ])
      .put.like({ action: { payload: { messageId: 'errors.userAlreadyExists' } } })
      .run();
    expect((result.storeState as ReturnType<typeof adminSlice.reducer>).userSaveCount).toBe(0);
  });
});

describe('deleteUser', () => {
  it('refuses to delete yourself without asking the server', async () => {
    await expectSaga(deleteUser, adminActions.userDeleteRequested(USER))
      .withState({ auth: { user: { username: 'bob@example.org' } } })
      .put.like({ action: { payload: { messageId: 'errors.cannotDeleteYourself' } } })
      .not.call.fn(adminApi.deleteUser)
      .run();
  });

  it('deletes another user and reloads', async () => {
    await expectSaga(deleteUser, adminActions.userDeleteRequested(USER))
      .withState({ auth: { user: { username: 'admin@example.org' } } })
      .provide([
        [matchers.call.fn(adminApi.deleteUser), undefined],
        [matchers.call.fn(adminApi.fetchUsers), []],
      ])
      .call(adminApi.deleteUser, 'u1')
      .put.like({ action: { payload: { messageId: 'admin.users.userDeleted' } } })
      .run();
  });
});

describe('deletePkbFile', () => {
  const removal = adminActions.pkbFileDeleteRequested({
    platform: 'npg',
    file: 'npg_Local_2024-01-01.txt',
  });

  it('removes the file, says so and lists the platforms again', async () => {
    await expectSaga(deletePkbFile, removal)
      .provide([
        [matchers.call.fn(adminApi.deletePkbFile), undefined],
        [matchers.call.fn(adminApi.fetchPlatforms), []],
        [matchers.call.fn(adminApi.fetchChangedPlatforms), []],
      ])
      .call(adminApi.deletePkbFile, 'npg', 'npg_Local_2024-01-01.txt')
      .put.like({
        action: {
          payload: {
            kind: 'success',
            messageId: 'admin.platforms.pkbFileDeleted',
            values: { file: 'npg_Local_2024-01-01.txt' },
          },
        },
      })
      .call(adminApi.fetchPlatforms)
      .run();
  });

  it('says it could not, and lists the platforms again (the file may be gone already)', async () => {
    await expectSaga(deletePkbFile, removal)
      .provide([
        [
          matchers.call.fn(adminApi.deletePkbFile),
          throwError(createHttpError(404, { kind: 'NOT_FOUND' })),
        ],
        [matchers.call.fn(adminApi.fetchPlatforms), []],
        [matchers.call.fn(adminApi.fetchChangedPlatforms), []],
      ])
      .put.like({
        action: {
          payload: {
            kind: 'error',
            messageId: 'errors.NOT_FOUND',
            fallbackIds: ['errors.cannotDeletePkbFile'],
          },
        },
      })
      .call(adminApi.fetchPlatforms)
      .run();
  });
});

describe('restart', () => {
  it('asks for a forced restart when jobs are running (409)', async () => {
    const result = await expectSaga(restart, adminActions.restartRequested({ force: false }))
      .withReducer(adminSlice.reducer)
      .provide([[matchers.call.fn(adminApi.restart), throwError(createHttpError(409))]])
      .not.put(notifyError('errors.cannotRestart'))
      .run();
    expect((result.storeState as ReturnType<typeof adminSlice.reducer>).restart).toBe('conflict');
  });

  it('reports any other failure as cannotRestart', async () => {
    const result = await expectSaga(restart, adminActions.restartRequested({ force: true }))
      .withReducer(adminSlice.reducer)
      .provide([[matchers.call.fn(adminApi.restart), throwError(createHttpError(500))]])
      .call(adminApi.restart, true)
      .put(notifyError('errors.cannotRestart'))
      .run();
    expect((result.storeState as ReturnType<typeof adminSlice.reducer>).restart).toBe('idle');
  });
});

describe('updateApp', () => {
  const stateAfter = (result: { storeState: unknown }) =>
    (result.storeState as ReturnType<typeof adminSlice.reducer>).appUpdate;

  it('asks the server for the latest commit of a beta build, then waits for the restart', async () => {
    const request = { latest: true, force: false };
    const result = await expectSaga(updateApp, adminActions.appUpdateRequested(request))
      .withReducer(adminSlice.reducer)
      .provide([[matchers.call.fn(adminApi.updateApp), undefined]])
      .put(socketActions.updateLogsCleared())
      .call(adminApi.updateApp, request)
      .not.call.fn(loadStatuses)
      .silentRun();
    // Answered, but the server has not come back yet.
    expect(stateAfter(result)).toBe('sent');
  });

  it('once the socket connects again, reloads the statuses and reports the update completed', async () => {
    const result = await expectSaga(
      updateApp,
      adminActions.appUpdateRequested({ latest: false, force: false }),
    )
      .withReducer(adminSlice.reducer)
      .provide([
        [matchers.call.fn(adminApi.updateApp), undefined],
        [matchers.call.fn(loadStatuses), undefined],
      ])
      .dispatch(socketActions.socketDisconnected())
      .dispatch(socketActions.socketConnected('socket-after-restart'))
      .call(loadStatuses)
      .put(adminActions.appUpdateCompleted())
      .run();
    expect(stateAfter(result)).toBe('completed');
  });

  it('opens the dialog only after the statuses of the new server are loaded', () => {
    const request = { latest: false, force: false };
    testSaga(updateApp, adminActions.appUpdateRequested(request))
      .next()
      .put(socketActions.updateLogsCleared())
      .next()
      .call(adminApi.updateApp, request)
      .next()
      .put(adminActions.appUpdateEnded('sent'))
      .next()
      .take(socketActions.socketConnected.type)
      .next(socketActions.socketConnected('socket-after-restart'))
      .call(loadStatuses)
      .next()
      .put(adminActions.appUpdateCompleted())
      .next()
      .isDone();
  });

  it('offers to force the update when jobs are running', async () => {
    const result = await expectSaga(
      updateApp,
      adminActions.appUpdateRequested({ latest: false, force: false }),
    )
      .withReducer(adminSlice.reducer)
      .provide([
        [
          matchers.call.fn(adminApi.updateApp),
          throwError(createHttpError(409, { code: 409, kind: 'CONFLICT', message: 'jobsRunning' })),
        ],
      ])
      .run();
    expect(stateAfter(result)).toBe('conflict');
  });

  it('reports another failure and lets the admin try again', async () => {
    const result = await expectSaga(
      updateApp,
      adminActions.appUpdateRequested({ latest: false, force: true }),
    )
      .withReducer(adminSlice.reducer)
      .provide([
        [
          matchers.call.fn(adminApi.updateApp),
          throwError(
            createHttpError(409, {
              code: 409,
              kind: 'CONFLICT',
              message: 'updateFailed: npm ci exited',
            }),
          ),
        ],
      ])
      .run();
    expect(stateAfter(result)).toBe('idle');
  });

  // The server rolls a failed update back (or says it could not): the admin is told which, and
  // why, not only "The update failed.".
  it.each([
    [
      'updateFailed: npm ci exited with 1',
      notifyError('errors.appUpdateRolledBack', { reason: 'npm ci exited with 1' }, 12_000),
    ],
    [
      'updateFailed: npm ci exited with 1; rollbackFailed',
      // The install may be half updated: shown until the admin closes it.
      notifyError('errors.appRollbackFailed', { reason: 'npm ci exited with 1' }, null),
    ],
    ['updateInProgress', notifyInfo('errors.appUpdateInProgress')],
  ])('reports the failure %j with what happened to the running version', async (message, put) => {
    await expectSaga(updateApp, adminActions.appUpdateRequested({ latest: false, force: true }))
      .withReducer(adminSlice.reducer)
      .provide([
        [
          matchers.call.fn(adminApi.updateApp),
          throwError(createHttpError(409, { code: 409, kind: 'CONFLICT', message })),
        ],
      ])
      .put(put)
      .run();
  });
});

describe('canSaveUser', () => {
  it.each([
    [null, { email: 'a@b.co', password: '', group: 'user', locale: 'fr' }, false],
    [null, { email: 'a@b.co', password: 'x', group: 'user', locale: 'fr' }, true],
    // An address the server would refuse.
    [null, { email: 'a@b', password: 'x', group: 'user', locale: 'fr' }, false],
    [USER, { email: 'a@b', password: '', group: 'user', locale: 'fr' }, false],
    [USER, { email: USER.username, password: '', group: 'user', locale: 'fr' }, false],
    [USER, { email: USER.username, password: '', group: 'admin', locale: 'fr' }, true],
    // The language alone is a change worth saving.
    [USER, { email: USER.username, password: '', group: 'user', locale: 'en' }, true],
    [USER, { email: ' ', password: '', group: 'admin', locale: 'fr' }, false],
  ] as const)('case %#', (original, draft, expected) => {
    expect(canSaveUser(original, draft)).toBe(expected);
  });
});

describe('filterJobs', () => {
  const jobs = [
    { jobId: 'a', createdAt: '2026-01-30T10:00:00', userId: 'x@y', status: 'completed' },
    { jobId: 'b', createdAt: '2026-02-02T10:00:00', userId: 'z@y', status: 'error' },
    { jobId: 'c', createdAt: '2026-02-10T10:00:00', userId: null, status: 'running' },
    { jobId: 'd', createdAt: '2026-02-11T10:00:00', userId: null, status: 'queued' },
  ] as const;
  const ids = (filters: Partial<JobFilters>) =>
    filterJobs(jobs, { ...NO_JOB_FILTERS, ...filters }).map((job) => job.jobId);

  it('sorts newest first', () => {
    expect(ids({})).toEqual(['d', 'c', 'b', 'a']);
  });

  it('compares real dates across months (the reference compared strings)', () => {
    expect(ids({ startDay: '2026-01-31', endDay: '2026-02-02' })).toEqual(['b']);
  });

  it('keeps every job from the start day on when only the start is set', () => {
    expect(ids({ startDay: '2026-02-02' })).toEqual(['d', 'c', 'b']);
  });

  it('keeps every job up to the end of the end day when only the end is set', () => {
    expect(ids({ endDay: '2026-02-02' })).toEqual(['b', 'a']);
    expect(ids({ endDay: '2026-01-01' })).toEqual([]);
  });

  it('takes the end day whole, up to its last millisecond in the local time zone', () => {
    const late = [{ ...jobs[0], jobId: 'late', createdAt: '2026-01-30T23:59:59.500' }];
    const lateIds = filterJobs(late, { ...NO_JOB_FILTERS, endDay: '2026-01-30' });
    expect(lateIds.map((job) => job.jobId)).toEqual(['late']);
  });

  it('narrows nothing by date while the range ends before it starts (the page flags it)', () => {
    const reversed = { startDay: '2026-02-10', endDay: '2026-02-01' };
    expect(isDayRangeReversed(reversed)).toBe(true);
    expect(ids(reversed)).toEqual(['d', 'c', 'b', 'a']);
    expect(isDayRangeReversed({ startDay: '2026-02-01', endDay: '2026-02-01' })).toBe(false);
    expect(isDayRangeReversed({ startDay: '', endDay: '2026-02-01' })).toBe(false);
  });

  it('searches user, id and status', () => {
    expect(ids({ search: 'ERROR' })).toEqual(['b']);
  });

  // The table shows the state in the interface language and "Anonymous" for no owner: what is
  // read there must be found by the search too.
  it('searches the words the table shows for a job', () => {
    const labels = {
      completed: 'Terminé',
      error: 'Erreur',
      running: 'En cours',
      queued: 'En cours',
    };
    const shown = (job: (typeof jobs)[number]) =>
      `${labels[job.status]} ${job.userId ?? 'Anonyme'}`;
    const search = (text: string) =>
      filterJobs(jobs, { ...NO_JOB_FILTERS, search: text }, shown).map((job) => job.jobId);
    expect(search('terminé')).toEqual(['a']);
    expect(search('anonyme')).toEqual(['d', 'c']);
  });

  it('filters by state, queued jobs counting as in process', () => {
    expect(ids({ state: 'running' })).toEqual(['d', 'c']);
    expect(ids({ state: 'completed' })).toEqual(['a']);
  });
});

describe('saveMiddlewareChain', () => {
  const info = {
    config: ['filter', 'parser'],
    enabled: ['parser', 'filter'],
    available: [],
    headers: [],
  };

  it('saves the edited chain, then shows what the server kept', async () => {
    const result = await expectSaga(
      saveMiddlewareChain,
      adminActions.middlewareChainEdited(['parser', 'filter']),
    )
      .withReducer(adminSlice.reducer)
      .provide([
        [matchers.call.fn(adminApi.saveMiddlewares), undefined],
        [matchers.call.fn(adminApi.fetchMiddlewares), info],
      ])
      .call(adminApi.saveMiddlewares, ['parser', 'filter'])
      .put.like({ action: { payload: { messageId: 'admin.middlewares.updated' } } })
      .run();
    expect((result.storeState as ReturnType<typeof adminSlice.reducer>).middlewares).toEqual(info);
  });

  it('reports a refused chain and reloads the saved one', async () => {
    await expectSaga(saveMiddlewareChain, adminActions.middlewareChainEdited(['teleport']))
      .provide([
        [matchers.call.fn(adminApi.saveMiddlewares), throwError(createHttpError(400))],
        [matchers.call.fn(adminApi.fetchMiddlewares), info],
      ])
      .put.like({ action: { payload: { messageId: 'errors.impossibleToUpdate' } } })
      .put(adminActions.middlewaresLoaded(info))
      .run();
  });

  // The server refuses an empty chain (400): removing the last active middleware is answered
  // with what to do, and nothing is sent.
  it('keeps at least one middleware, saying so, and shows the saved chain again', async () => {
    await expectSaga(saveMiddlewareChain, adminActions.middlewareChainEdited([]))
      .provide([[matchers.call.fn(adminApi.fetchMiddlewares), info]])
      .not.call.fn(adminApi.saveMiddlewares)
      .put(notifyError('errors.emptyMiddlewareChain'))
      .put(adminActions.middlewaresLoaded(info))
      .run();
  });
});

describe('updateRepository', () => {
  // What the api answers (packs.routes.ts) and what the admin reads: the reason, not only
  // "The update failed." (which also told a second admin an update had failed while it ran).
  it.each([
    [
      'errors.updateRefused',
      409,
      'updateRefused: version 1a2b refused: demo/parser.js: boom',
      { reason: 'version 1a2b refused: demo/parser.js: boom' },
    ],
    [
      'errors.updateGitFailed',
      503,
      "gitFailed: git fetch failed: fatal: 'x' is not a repository\nfatal: Could not read\u0000",
      { reason: "git fetch failed: fatal: 'x' is not a repository fatal: Could not read" },
    ],
    ['errors.updateInProgress', 409, 'updateInProgress', undefined],
    ['errors.impossibleToUpdate', 500, 'Internal Server Error', undefined],
  ])('shows %s for a %i answer', async (messageId, status, message, values) => {
    await expectSaga(updateRepository, adminActions.repositoryUpdateRequested('resources'))
      .provide([
        [
          matchers.call.fn(adminApi.updateRepository),
          throwError(createHttpError(status, { statusCode: status, message })),
        ],
      ])
      .put.like({
        action: { payload: values === undefined ? { messageId } : { messageId, values } },
      })
      .put(adminActions.repositoryUpdateEnded('resources'))
      .run();
  });

  it('shows the status the update answers at once, before the catalog is listed again', async () => {
    const update = {
      'is-git-repo': true,
      current: 'v2',
      'from-head': 'uptodate' as const,
      from: 'v1',
      to: 'v2',
    };
    await expectSaga(updateRepository, adminActions.repositoryUpdateRequested('platforms'))
      .provide([
        [matchers.call.fn(adminApi.updateRepository), update],
        [matchers.call.fn(adminApi.fetchPlatforms), []],
        [matchers.call.fn(adminApi.fetchChangedPlatforms), []],
      ])
      .put(
        appInfoActions.statusesLoaded({
          platforms: { 'is-git-repo': true, current: 'v2', 'from-head': 'uptodate' },
        }),
      )
      .run();
  });

  it('keeps a long reason to one readable line', async () => {
    const result = await expectSaga(
      updateRepository,
      adminActions.repositoryUpdateRequested('resources'),
    )
      .provide([
        [
          matchers.call.fn(adminApi.updateRepository),
          throwError(
            createHttpError(503, { message: `gitFailed: ${'remote: error\n'.repeat(100)}` }),
          ),
        ],
      ])
      .run();
    const shown = result.effects.put
      .map((effect) => effect.payload.action as { payload?: { values?: { reason?: string } } })
      .find((action) => action.payload?.values?.reason !== undefined);
    expect(shown?.payload?.values?.reason).toMatch(/^remote: error remote: error .*…$/);
    expect(shown?.payload?.values?.reason?.length).toBeLessThanOrEqual(300);
  });
});

describe('followRunningUpdate', () => {
  it('asks for the status until the update another admin started ends, then reloads the platforms', async () => {
    const running = { 'is-git-repo': true, current: 'v1', 'update-running': true };
    const done = { 'is-git-repo': true, current: 'v2', 'from-head': 'uptodate' as const };
    let answers = [running, running, done];
    await expectSaga(followRunningUpdate, adminActions.runningUpdateSeen('platforms'))
      .provide([
        {
          call(effect, next) {
            // The poll's wait (a delay effect is a call) passes at once.
            if (effect.args.length === 1 && effect.args[0] === RUNNING_UPDATE_POLL_MS) {
              return null;
            }
            if (effect.fn === appInfoApi.fetchRepositoryStatus) {
              const [answer, ...rest] = answers;
              answers = rest;
              return answer;
            }
            return next();
          },
        },
        [matchers.call.fn(adminApi.fetchPlatforms), []],
        [matchers.call.fn(adminApi.fetchChangedPlatforms), {}],
      ])
      .put(appInfoActions.statusesLoaded({ platforms: running }))
      .put(appInfoActions.statusesLoaded({ platforms: done }))
      .call(adminApi.fetchPlatforms)
      .put(appInfoActions.statusesRequested())
      .run();
    expect(answers).toEqual([]);
  });
});

describe('cancelJob', () => {
  it('cancels the job on the server, says so, and reloads the list', async () => {
    await expectSaga(cancelJob, adminActions.jobCancelRequested('job-1'))
      .provide([
        [matchers.call.fn(adminApi.cancelJob), undefined],
        [matchers.call.fn(adminApi.fetchTreatments), []],
      ])
      .call(adminApi.cancelJob, 'job-1')
      .put.like({ action: { payload: { messageId: 'admin.jobs.jobCancelled' } } })
      .call(adminApi.fetchTreatments)
      .run();
  });

  it('gives the server reason when the job had already ended', async () => {
    const ended = createHttpError(409, { message: 'jobAlreadyEnded', kind: 'CONFLICT' });
    await expectSaga(cancelJob, adminActions.jobCancelRequested('job-1'))
      .provide([
        [matchers.call.fn(adminApi.cancelJob), throwError(ended)],
        [matchers.call.fn(adminApi.fetchTreatments), []],
      ])
      .put.like({ action: { payload: { messageId: 'errors.jobAlreadyEnded' } } })
      .call(adminApi.fetchTreatments)
      .run();
  });
});

describe('deleteJob', () => {
  it('deletes the ended job on the server, says so, and reloads the list', async () => {
    await expectSaga(deleteJob, adminActions.jobDeleteRequested('job-1'))
      .provide([
        [matchers.call.fn(deleteJobData), undefined],
        [matchers.call.fn(adminApi.fetchTreatments), []],
      ])
      .call(deleteJobData, 'job-1')
      .put.like({ action: { payload: { messageId: 'myJobs.deleted' } } })
      .call(adminApi.fetchTreatments)
      .run();
  });

  it('gives the server reason when the job is still in progress', async () => {
    const running = createHttpError(409, { message: 'jobNotEnded', kind: 'CONFLICT' });
    await expectSaga(deleteJob, adminActions.jobDeleteRequested('job-1'))
      .provide([
        [matchers.call.fn(deleteJobData), throwError(running)],
        [matchers.call.fn(adminApi.fetchTreatments), []],
      ])
      .put.like({ action: { payload: { messageId: 'errors.jobNotEnded' } } })
      .call(adminApi.fetchTreatments)
      .run();
  });

  it('says a job deleted meanwhile no longer exists, not that it is not yours', async () => {
    const gone = createHttpError(404, { message: 'jobNotFound', kind: 'NOT_FOUND' });
    await expectSaga(deleteJob, adminActions.jobDeleteRequested('job-1'))
      .provide([
        [matchers.call.fn(deleteJobData), throwError(gone)],
        [matchers.call.fn(adminApi.fetchTreatments), []],
      ])
      .put.like({ action: { payload: { messageId: 'errors.jobGone' } } })
      .not.put.like({ action: { payload: { messageId: 'errors.jobNotFound' } } })
      .call(adminApi.fetchTreatments)
      .run();
  });
});
