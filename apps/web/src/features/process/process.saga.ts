import type { AxiosResponse } from 'axios';
import { END, eventChannel, type EventChannel, type Task } from 'redux-saga';
import {
  call,
  cancel,
  cancelled,
  fork,
  join,
  put,
  select,
  take,
  takeLatest,
} from 'redux-saga/effects';
import type { ReportGroups } from '../../shared/ui/report-groups.js';
import {
  isCancelledRequest,
  readHttpStatus,
  readServerMessage,
} from '../../shared/http/http-client.js';
import { socketActions } from '../live-events/socket.slice.js';
import { settingsToHeaders } from '../settings/settings-headers.js';
import type { JobSettingsForm } from '../settings/settings-model.js';
import { sortFilesByName } from '../settings/curl-command.js';
import { authActions } from '../auth/auth.slice.js';
import { forgetAllFiles, getFiles } from './file-registry.js';
import { readReportFailure, readUploadFailure, type JobFailureInfo } from './job-failure.js';
import { processApi } from './process.api.js';
import { processActions, selectIsCancelling, type LogFileEntry } from './process.slice.js';

interface WithJobInputs {
  settings: { form: JobSettingsForm };
  socket: { socketId: string | null };
  process: { logFiles: LogFileEntry[]; logLines: string };
}
const selectJobInputs = (state: WithJobInputs) => ({
  form: state.settings.form,
  socketId: state.socket.socketId,
  logFiles: state.process.logFiles,
  logLines: state.process.logLines,
});

type UploadEvent =
  | { kind: 'progress'; percent: number }
  | { kind: 'done'; response: AxiosResponse<unknown> }
  | { kind: 'failed'; error: unknown };

/** Fresh, unguessable job id (uuid v4; the reference used v1). */
export function createJobId(): string {
  return crypto.randomUUID();
}

/** The multipart body: every file under `files[]`, sorted by name (case-insensitive). */
export function buildFilesBody(files: readonly File[]): FormData {
  const body = new FormData();
  for (const file of sortFilesByName(files)) {
    body.append('files[]', file, file.name);
  }
  return body;
}

/** Wraps the upload promise and its progress callbacks in one channel. */
export function createUploadChannel(
  start: (onProgress: (percent: number) => void) => Promise<AxiosResponse<unknown>>,
): EventChannel<UploadEvent> {
  return eventChannel<UploadEvent>((emit) => {
    start((percent) => {
      emit({ kind: 'progress', percent });
    }).then(
      (response) => {
        emit({ kind: 'done', response });
        emit(END);
      },
      (error: unknown) => {
        emit({ kind: 'failed', error });
        emit(END);
      },
    );
    return () => undefined;
  });
}

/** The server's 409 to a cancel that came too late: the job had ended, with its own outcome. */
export function isJobAlreadyEnded(error: unknown): boolean {
  return readHttpStatus(error) === 409 && readServerMessage(error) === 'jobAlreadyEnded';
}

function* abortOnCancel(controller: AbortController, jobId: string) {
  yield take(processActions.cancelRequested.type);
  try {
    // The server hears of the cancel before the upload is dropped, so it records the user's
    // cancel rather than a client that went away; and a complete upload's job stops too.
    yield call(processApi.cancelJob, jobId);
  } catch (error) {
    if (isJobAlreadyEnded(error)) {
      // The job finished first: the upload answers with its real outcome, which the page shows.
      yield put(processActions.cancelRefused());
      return;
    }
    // The job may not exist yet or be gone; dropping the upload below is what the user asked for.
  }
  yield put(processActions.jobAborted());
  controller.abort();
}

/** Waits for the server's word on a cancel in flight (it decides how the job ended), else drops the watcher. */
function* settleCancel(cancelWatcher: Task) {
  const isCancelling: boolean = yield select(selectIsCancelling);
  // Joining a cancelled task would cancel this saga too.
  if (isCancelling && cancelWatcher.isRunning()) {
    yield join(cancelWatcher);
  } else {
    yield cancel(cancelWatcher);
  }
}

function* waitForUpload(channel: EventChannel<UploadEvent>) {
  for (;;) {
    const event: UploadEvent = yield take(channel);
    if (event.kind === 'progress') {
      yield put(processActions.uploadProgressed(event.percent));
    } else if (event.kind === 'done') {
      return event.response;
    } else {
      throw event.error;
    }
  }
}

/** Reads the job's outcome from its report: spec §4 error rules (status message, no Job-Done). */
export function judgeReport(
  report: ReportGroups,
  httpStatus: number,
): { isSuccess: boolean; failure: JobFailureInfo } {
  const failure = readReportFailure(report);
  if (failure.message !== null || failure.code !== null || !report.general?.['Job-Done']) {
    return { isSuccess: false, failure };
  }
  return { isSuccess: httpStatus === 200, failure };
}

/** Uploads the files (or pasted lines), follows progress, then reads the report (spec §4). */
export function* runJob({ payload: source }: ReturnType<typeof processActions.processRequested>) {
  const inputs: ReturnType<typeof selectJobInputs> = yield select(selectJobInputs);
  const jobId = createJobId();
  const controller = new AbortController();
  const headers = {
    ...settingsToHeaders(inputs.form),
    ...(inputs.socketId ? { 'Socket-ID': inputs.socketId } : {}),
  };
  const body = source === 'lines' ? inputs.logLines : buildFilesBody(getFiles(inputs.logFiles));

  yield put(processActions.jobStarted({ jobId }));
  yield put(socketActions.liveJobReset());
  const channel: EventChannel<UploadEvent> = yield call(createUploadChannel, (onProgress) =>
    processApi.uploadJob({ jobId, body, headers, signal: controller.signal, onProgress }),
  );
  const cancelWatcher: Task = yield fork(abortOnCancel, controller, jobId);
  try {
    const response: AxiosResponse<unknown> = yield call(waitForUpload, channel);
    yield call(settleCancel, cancelWatcher);
    const report: ReportGroups = yield call(fetchReportSignedIn, jobId);
    yield put(processActions.jobReportLoaded(report));
    const outcome = judgeReport(report, response.status);
    yield put(
      outcome.isSuccess ? processActions.jobSucceeded() : processActions.jobFailed(outcome.failure),
    );
  } catch (error) {
    // A cancelled job's upload is answered 409 too, maybe before the DELETE's own answer.
    yield call(settleCancel, cancelWatcher);
    if (readHttpStatus(error) === 401) {
      yield put(processActions.jobRefusedSignedOut());
    } else if (!isCancelledRequest(error) && !controller.signal.aborted) {
      yield put(processActions.jobFailed(readUploadFailure(error)));
    }
  } finally {
    yield call(settleCancel, cancelWatcher);
    channel.close();
    // A job dropped with its user's work (sign-out) leaves the page to the next user untouched.
    if (!((yield cancelled()) as boolean)) {
      yield put(processActions.jobSettled());
    }
  }
}

/**
 * The job's report; when the session ended while it ran (the job went on on the server), read
 * once its user has signed in again. Another account signing in drops the job first (workDiscarded).
 */
function* fetchReportSignedIn(jobId: string) {
  try {
    return (yield call(processApi.fetchReport, jobId)) as ReportGroups;
  } catch (error) {
    if (readHttpStatus(error) !== 401) {
      throw error;
    }
    yield take(authActions.loginSucceeded.type);
    return (yield call(processApi.fetchReport, jobId)) as ReportGroups;
  }
}

/** Starts a job, or drops the one under way with the files when its user's work is discarded. */
function* onJobAction(
  action:
    | ReturnType<typeof processActions.processRequested>
    | ReturnType<typeof authActions.workDiscarded>,
) {
  if (processActions.processRequested.match(action)) {
    yield call(runJob, action);
  } else {
    forgetAllFiles();
  }
}

/** Root saga of the process feature. */
export function* processSaga() {
  // takeLatest: a discarded work cancels the job under way (its upload goes on, unheard).
  yield takeLatest(
    [processActions.processRequested.type, authActions.workDiscarded.type],
    onJobAction,
  );
}
