import type { AxiosResponse } from 'axios';
import { END, eventChannel, type EventChannel, type Task } from 'redux-saga';
import { call, cancel, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import type { ReportGroups } from '../../shared/ui/report-groups.js';
import { isCancelledRequest } from '../../shared/http/http-client.js';
import { socketActions } from '../live-events/socket.slice.js';
import { settingsToHeaders } from '../settings/settings-headers.js';
import type { JobSettingsForm } from '../settings/settings-model.js';
import { sortFilesByName } from '../settings/curl-command.js';
import { getFiles } from './file-registry.js';
import { readReportFailure, readUploadFailure, type JobFailureInfo } from './job-failure.js';
import { processApi } from './process.api.js';
import { processActions, type LogFileEntry } from './process.slice.js';

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

function* abortOnCancel(controller: AbortController, jobId: string) {
  yield take(processActions.cancelRequested.type);
  yield put(processActions.jobAborted());
  try {
    // The server hears of the cancel before the upload is dropped, so it records the user's
    // cancel rather than a client that went away; and a complete upload's job stops too.
    yield call(processApi.cancelJob, jobId);
  } catch {
    // The job may be gone already; dropping the upload below is what the user asked for.
  } finally {
    controller.abort();
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
    const report: ReportGroups = yield call(processApi.fetchReport, jobId);
    yield put(processActions.jobReportLoaded(report));
    const outcome = judgeReport(report, response.status);
    yield put(
      outcome.isSuccess ? processActions.jobSucceeded() : processActions.jobFailed(outcome.failure),
    );
  } catch (error) {
    if (!isCancelledRequest(error) && !controller.signal.aborted) {
      yield put(processActions.jobFailed(readUploadFailure(error)));
    }
  } finally {
    yield cancel(cancelWatcher);
    channel.close();
    yield put(processActions.jobSettled());
  }
}

/** Root saga of the process feature. */
export function* processSaga() {
  yield takeLatest(processActions.processRequested.type, runJob);
}
