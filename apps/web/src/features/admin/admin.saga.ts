import {
  RepositoryStatusSchema,
  type JobSummary,
  type MiddlewaresInfo,
  type RepositoryName,
  type RepositoryStatus,
  type RepositoryUpdate,
  type SatelliteFetch,
  type User,
} from '@sillage/shared-types';
import {
  all,
  call,
  cancel,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { SATELLITE_PACK_NAMES, type PlatformManifest } from '@sillage/shared-types';
import { listErrorMessageIds, readHttpStatus } from '../../shared/http/http-client.js';
import { loadStatuses } from '../app-info/app-info.saga.js';
import { appInfoApi } from '../app-info/app-info.api.js';
import { appInfoActions, selectStatuses } from '../app-info/app-info.slice.js';
import { socketActions } from '../live-events/socket.slice.js';
import {
  notifyError,
  notifyRequestError,
  notifySuccess,
} from '../notifications/notifications.slice.js';
import { deleteJobData } from '../my-jobs/my-jobs.api.js';
import { adminApi } from './admin.api.js';
import { appUpdateFailureNotice, updateFailureNotice } from './update-failure.js';
import { adminActions } from './admin.slice.js';

const selectSocketId = (state: { socket: { socketId: string | null } }) => state.socket.socketId;
const selectOwnUsername = (state: { auth: { user: { username: string } | null } }) =>
  state.auth.user?.username ?? null;

export function* loadUsers() {
  try {
    const users: User[] = yield call(adminApi.fetchUsers);
    yield put(adminActions.usersLoaded(users));
  } catch {
    yield put(adminActions.adminListLoadFailed('users'));
    yield put(notifyError('errors.cannotLoadUsersList'));
  }
}

/** Adds (POST /api/admin/users) or edits (POST /api/admin/users/{id}) a user, then reloads. */
export function* saveUser({ payload }: ReturnType<typeof adminActions.userSaveRequested>) {
  const email = payload.email.trim();
  try {
    if (payload.original) {
      yield call(adminApi.editUser, payload.original.id, {
        username: email,
        group: payload.group,
        locale: payload.locale,
        ...(payload.password === '' ? {} : { password: payload.password }),
      });
    } else {
      yield call(adminApi.addUser, {
        userid: email,
        password: payload.password,
        group: payload.group,
        locale: payload.locale,
      });
    }
  } catch (error) {
    yield put(adminActions.userSaveFailed());
    yield put(notifyRequestError(listErrorMessageIds(error), 'errors.cannotSaveUser'));
    // The dialog keeps what was typed; the list behind it shows what the server has now (the
    // account may have been deleted or renamed meanwhile, which is why the save failed).
    yield call(loadUsers);
    return;
  }
  yield put(adminActions.userSaved());
  yield put(notifySuccess(payload.original ? 'admin.users.userUpdated' : 'admin.users.userAdded'));
  yield call(loadUsers);
}

/** Deletes a user; deleting yourself is refused before asking the server. */
export function* deleteUser({
  payload: user,
}: ReturnType<typeof adminActions.userDeleteRequested>) {
  const ownUsername: string | null = yield select(selectOwnUsername);
  if (user.username === ownUsername) {
    yield put(notifyError('errors.cannotDeleteYourself'));
    return;
  }
  try {
    yield call(adminApi.deleteUser, user.id);
    yield put(notifySuccess('admin.users.userDeleted'));
  } catch (error) {
    yield put(notifyRequestError(listErrorMessageIds(error), 'errors.cannotRemoveUser'));
  }
  yield call(loadUsers);
}

/** Removes a KBART file an administrator added, then lists the platforms' packages again. */
export function* deletePkbFile({
  payload: { platform, file },
}: ReturnType<typeof adminActions.pkbFileDeleteRequested>) {
  try {
    yield call(adminApi.deletePkbFile, platform, file);
    yield put(notifySuccess('admin.platforms.pkbFileDeleted', { file }));
  } catch (error) {
    yield put(notifyRequestError(listErrorMessageIds(error), 'errors.cannotDeletePkbFile'));
  }
  yield call(loadPlatforms);
}

function* loadTreatments() {
  try {
    const treatments: JobSummary[] = yield call(adminApi.fetchTreatments);
    yield put(adminActions.treatmentsLoaded(treatments));
  } catch {
    yield put(adminActions.treatmentsLoadFailed());
    yield put(notifyError('errors.cannotGetJobs'));
  }
}

/**
 * The reasons a job action failed, as the jobs page says them: the server's `jobNotFound` ("…or
 * is not yours") is for a user's own jobs, while an administrator may act on anyone's.
 */
function jobErrorMessageIds(error: unknown): string[] {
  return listErrorMessageIds(error).map((id) =>
    id === 'errors.jobNotFound' ? 'errors.jobGone' : id,
  );
}

/** Cancel from the jobs page; the list is reloaded whatever the answer (it may have ended). */
export function* cancelJob({ payload: jobId }: ReturnType<typeof adminActions.jobCancelRequested>) {
  try {
    yield call(adminApi.cancelJob, jobId);
    yield put(notifySuccess('admin.jobs.jobCancelled'));
  } catch (error) {
    yield put(notifyRequestError(jobErrorMessageIds(error), 'errors.cannotCancelJob'));
  }
  yield call(loadTreatments);
}

/** Delete of an ended job from the jobs page; the list is reloaded whatever the answer. */
export function* deleteJob({ payload: jobId }: ReturnType<typeof adminActions.jobDeleteRequested>) {
  try {
    yield call(deleteJobData, jobId);
    yield put(notifySuccess('myJobs.deleted'));
  } catch (error) {
    yield put(notifyRequestError(jobErrorMessageIds(error), 'errors.cannotDeleteJob'));
  }
  yield call(loadTreatments);
}

function* followRunningJobs() {
  for (;;) {
    yield take(socketActions.runningJobsReceived.type);
    yield call(loadTreatments);
  }
}

/** Jobs page: running ids (joining the admin room), the history, refreshed when the set changes. */
export function* watchJobsPage() {
  const socketId: string | null = yield select(selectSocketId);
  try {
    const running: string[] = yield call(adminApi.fetchRunningJobs, socketId);
    yield put(socketActions.runningJobsReceived(running));
  } catch {
    yield put(notifyError('errors.cannotGetJobs'));
  }
  yield call(loadTreatments);
  const follower: Task = yield fork(followRunningJobs);
  const retries: Task = yield takeLatest(
    adminActions.treatmentsRetryRequested.type,
    loadTreatments,
  );
  yield take(adminActions.jobsPageLeft.type);
  yield cancel([follower, retries]);
}

function* loadPlatforms() {
  try {
    const [platforms, changed]: [PlatformManifest[], string[]] = yield all([
      call(adminApi.fetchPlatforms),
      call(adminApi.fetchChangedPlatforms),
    ]);
    yield put(adminActions.platformsLoaded({ platforms, changed }));
  } catch {
    yield put(adminActions.adminListLoadFailed('platforms'));
    yield put(notifyError('errors.cannotGetPlatforms'));
  }
}

function* loadMiddlewares() {
  try {
    const middlewares: MiddlewaresInfo = yield call(adminApi.fetchMiddlewares);
    yield put(adminActions.middlewaresLoaded(middlewares));
  } catch {
    yield put(adminActions.adminListLoadFailed('middlewares'));
    yield put(notifyError('errors.cannotGetMiddlewares'));
  }
}

/** Loads a list again after it failed, from the Retry button its page shows. */
function* retryList({ payload }: ReturnType<typeof adminActions.adminListRetryRequested>) {
  const loaders = { users: loadUsers, platforms: loadPlatforms, middlewares: loadMiddlewares };
  yield call(loaders[payload]);
}

/** Saves the edited chain, then reloads it; success is only reported when the server agreed. */
export function* saveMiddlewareChain({
  payload,
}: ReturnType<typeof adminActions.middlewareChainEdited>) {
  if (payload.length === 0) {
    // The server refuses an empty chain (jobs need at least one step): say what to do instead.
    yield put(notifyError('errors.emptyMiddlewareChain'));
    yield call(loadMiddlewares);
    return;
  }
  try {
    yield call(adminApi.saveMiddlewares, payload);
    yield put(notifySuccess('admin.middlewares.updated'));
  } catch {
    yield put(notifyError('errors.impossibleToUpdate'));
  }
  yield call(loadMiddlewares);
}

export function* updateRepository({
  payload: repository,
}: ReturnType<typeof adminActions.repositoryUpdateRequested>) {
  try {
    const update: RepositoryUpdate = yield call(adminApi.updateRepository, repository);
    yield put(adminActions.repositoryUpdateSucceeded({ repository, update }));
    // The answer is the pack's status after the update: the version chip and the Update button
    // follow it at once, not seconds later when the catalog has been listed again.
    // (The schema keeps the status's keys and drops the update's own: from, to and their dates.)
    yield put(
      appInfoActions.statusesLoaded({ [repository]: RepositoryStatusSchema.parse(update) }),
    );
  } catch (error) {
    // Shown beside the version (a snack would be gone before the reason was read).
    const { payload } = updateFailureNotice(error);
    yield put(
      adminActions.repositoryUpdateFailed({
        repository,
        kind: payload.kind === 'info' ? 'busy' : 'failed',
        messageId: payload.messageId,
        ...(payload.values === undefined ? {} : { values: payload.values }),
      }),
    );
  }
  yield put(adminActions.repositoryUpdateEnded(repository));
  yield call(reloadAfterUpdate, repository);
}

/** How often the status of a satellite pack being fetched is asked for. */
export const SATELLITE_FETCH_POLL_MS = 2000;

/** An admin starts a failed fetch again: the answer (fetching) shows at once, then it is followed. */
export function* requestSatelliteFetch({
  payload: name,
}: ReturnType<typeof adminActions.satelliteFetchRequested>) {
  try {
    const fetch: SatelliteFetch = yield call(adminApi.fetchSatellite, name);
    yield put(appInfoActions.statusesLoaded({ [name]: { 'is-git-repo': false, fetch } }));
    yield put(adminActions.satelliteFetchSeen());
  } catch (error) {
    yield put(notifyRequestError(listErrorMessageIds(error), 'errors.cannotFetchSatellite'));
    // Refused because it is in place or under way already (another admin, another process):
    // the page shows where it stands now, not the failure it still had.
    try {
      const status: RepositoryStatus = yield call(appInfoApi.fetchRepositoryStatus, name);
      yield put(appInfoActions.statusesLoaded({ [name]: status }));
      yield put(adminActions.satelliteFetchSeen());
    } catch {
      // The snack said it; the page keeps its last answer.
    }
  }
}

/** The longest wait between two asks while the server does not answer. */
export const SATELLITE_FETCH_MAX_POLL_MS = 30_000;

/**
 * Follows the satellite packs being fetched (the api starts them at its first start): their
 * status every {@link SATELLITE_FETCH_POLL_MS} until none is fetching, waiting longer each time
 * the server does not answer (restarting, offline). Only those: the status of a pack in place
 * makes the server ask its remote.
 */
export function* followSatelliteFetches() {
  let wait = SATELLITE_FETCH_POLL_MS;
  for (;;) {
    yield delay(wait);
    const statuses: ReturnType<typeof selectStatuses> = yield select(selectStatuses);
    const fetching = SATELLITE_PACK_NAMES.filter(
      (name) => statuses[name]?.fetch?.state === 'fetching',
    );
    if (fetching.length === 0) {
      return;
    }
    let isAnswered = true;
    for (const name of fetching) {
      try {
        const status: RepositoryStatus = yield call(appInfoApi.fetchRepositoryStatus, name);
        yield put(appInfoActions.statusesLoaded({ [name]: status }));
      } catch {
        isAnswered = false;
      }
    }
    wait = isAnswered ? SATELLITE_FETCH_POLL_MS : Math.min(wait * 2, SATELLITE_FETCH_MAX_POLL_MS);
  }
}

/** How often the status of an update another admin started is asked for. */
export const RUNNING_UPDATE_POLL_MS = 5000;

/**
 * Follows an update another admin started (status `update-running`): its status every
 * {@link RUNNING_UPDATE_POLL_MS} until it ends, then what it may have changed, as after one's own.
 */
export function* followRunningUpdate({
  payload: repository,
}: ReturnType<typeof adminActions.runningUpdateSeen>) {
  let status: RepositoryStatus | undefined;
  do {
    yield delay(RUNNING_UPDATE_POLL_MS);
    try {
      const next: RepositoryStatus = yield call(appInfoApi.fetchRepositoryStatus, repository);
      status = next;
      yield put(appInfoActions.statusesLoaded({ [repository]: next }));
    } catch {
      // The full reload below says what went wrong.
      status = undefined;
    }
  } while (status?.['update-running'] === true);
  yield call(reloadAfterUpdate, repository);
}

/** What an update may have changed: the platforms list, the chain, every status. */
function* reloadAfterUpdate(repository: RepositoryName) {
  if (repository === 'platforms') {
    yield call(loadPlatforms);
  }
  if (repository === 'middlewares') {
    yield call(loadMiddlewares);
  }
  yield put(appInfoActions.statusesRequested());
}

/**
 * Restart; a 409 (jobs running) asks for confirmation of a forced restart. Once sent, the
 * socket's next `connected` means the server is back: the dialog closes and says so.
 */
export function* restart({ payload }: ReturnType<typeof adminActions.restartRequested>) {
  try {
    yield call(adminApi.restart, payload.force);
  } catch (error) {
    if (readHttpStatus(error) === 409) {
      yield put(adminActions.restartRefused());
    } else {
      yield put(adminActions.restartEnded('idle'));
      yield put(notifyError('errors.cannotRestart'));
    }
    return;
  }
  yield put(adminActions.restartEnded('sent'));
  yield take(socketActions.socketConnected.type);
  yield put(adminActions.restartEnded('restarted'));
  yield put(notifySuccess('admin.restart.done'));
}

/**
 * Software update. The server answers once the new version is built, streaming its output as
 * `update-logs` meanwhile, then restarts: the socket's next `connected` means the new version is
 * up, so the statuses are reloaded, then the admin is asked to reload the page. A 409 `jobsRunning`
 * offers to force it; other failures are reported.
 */
export function* updateApp({ payload }: ReturnType<typeof adminActions.appUpdateRequested>) {
  yield put(socketActions.updateLogsCleared());
  try {
    yield call(adminApi.updateApp, payload);
  } catch (error) {
    if (
      readHttpStatus(error) === 409 &&
      listErrorMessageIds(error).includes('errors.jobsRunning')
    ) {
      yield put(adminActions.appUpdateRefused());
    } else {
      yield put(adminActions.appUpdateEnded('idle'));
      yield put(appUpdateFailureNotice(error));
    }
    return;
  }
  yield put(adminActions.appUpdateEnded('sent'));
  yield take(socketActions.socketConnected.type);
  // The page shows the new versions behind the dialog, as the reference (LOAD_STATUS, then open).
  yield call(loadStatuses);
  yield put(adminActions.appUpdateCompleted());
}

/** Root saga of the admin feature. */
export function* adminSaga() {
  yield takeLatest(adminActions.usersPageEntered.type, loadUsers);
  yield takeLatest(adminActions.userSaveRequested.type, saveUser);
  yield takeLatest(adminActions.userDeleteRequested.type, deleteUser);
  yield takeEvery(adminActions.jobCancelRequested.type, cancelJob);
  yield takeEvery(adminActions.jobDeleteRequested.type, deleteJob);
  yield takeLatest(adminActions.jobsPageEntered.type, function* () {
    yield race([call(watchJobsPage), take(adminActions.jobsPageLeft.type)]);
  });
  yield takeLatest(
    [adminActions.platformsPageEntered.type, adminActions.platformsRefreshRequested.type],
    loadPlatforms,
  );
  yield takeEvery(adminActions.pkbFileDeleteRequested.type, deletePkbFile);
  yield takeLatest(adminActions.middlewaresPageEntered.type, loadMiddlewares);
  yield takeEvery(adminActions.adminListRetryRequested.type, retryList);
  yield takeLatest(adminActions.middlewareChainEdited.type, saveMiddlewareChain);
  yield takeLatest(adminActions.repositoryUpdateRequested.type, updateRepository);
  yield takeLeading(adminActions.runningUpdateSeen.type, followRunningUpdate);
  yield takeLatest(adminActions.satelliteFetchRequested.type, requestSatelliteFetch);
  yield takeLeading(adminActions.satelliteFetchSeen.type, followSatelliteFetches);
  yield takeLatest(adminActions.restartRequested.type, restart);
  yield takeLatest(adminActions.appUpdateRequested.type, updateApp);
}
