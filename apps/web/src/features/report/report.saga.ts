import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { ReportGroups } from '../../shared/ui/report-groups.js';
import type { LogEntry } from '../../shared/ui/log-entry.js';
import { readHttpStatus } from '../../shared/http/http-client.js';
import { notifyError } from '../notifications/notifications.slice.js';
import { processApi } from '../process/process.api.js';
import { reportActions } from './report.slice.js';

/**
 * A job the server does not know for this user (404 `jobNotFound`; the traces, asked for as
 * text, carry it in a text body): the page says so, as the other views do.
 */
const isMissingJob = (error: unknown) => readHttpStatus(error) === 404;

function* loadReport(jobId: string) {
  try {
    const report: ReportGroups = yield call(processApi.fetchReport, jobId);
    yield put(reportActions.reportLoaded(report));
  } catch (error) {
    yield put(
      isMissingJob(error) ? reportActions.reportMissing() : notifyError('errors.cannotGetReport'),
    );
  }
}

function* loadTraces(jobId: string) {
  try {
    const logging: LogEntry[] = yield call(processApi.fetchTraces, jobId);
    yield put(reportActions.tracesLoaded(logging));
  } catch (error) {
    // (A missing job's page says so once, without a snack for each of its files.)
    if (!isMissingJob(error)) {
      yield put(notifyError('errors.cannotGetLogging'));
    }
  }
}

/** Loads the report and the traces file of a job, each with its own error snack. */
export function* openReportPage({
  payload: jobId,
}: ReturnType<typeof reportActions.reportPageOpened>) {
  yield all([call(loadReport, jobId), call(loadTraces, jobId)]);
  yield put(reportActions.reportPageReady());
}

/** Root saga of the report feature. */
export function* reportSaga() {
  yield takeLatest(reportActions.reportPageOpened.type, openReportPage);
}
