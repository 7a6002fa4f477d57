import { all, call, delay, put, race, select, take, takeLatest } from 'redux-saga/effects';
import type { ReportGroups } from '../../shared/ui/report-groups.js';
import type { LogEntry } from '../../shared/ui/log-entry.js';
import { readHttpStatus } from '../../shared/http/http-client.js';
import { notifyError } from '../notifications/notifications.slice.js';
import { processApi } from '../process/process.api.js';
import { isReportUnderWay } from './report-data.js';
import { reportActions, selectReportPage } from './report.slice.js';

/**
 * A job the server does not know for this user (404 `jobNotFound`; the traces, asked for as
 * text, carry it in a text body): the page says so, as the other views do.
 */
const isMissingJob = (error: unknown) => readHttpStatus(error) === 404;

/** How often the report and traces of a job still under way are read again. */
export const RUNNING_REPORT_REFRESH_MS = 3000;

/**
 * Reads the report. On a refresh (`isRefresh`) a failed read keeps the report shown, without a
 * snack (the next one may work), but a job gone meanwhile (deleted) is said to be gone.
 */
function* loadReport(jobId: string, isRefresh = false) {
  try {
    const report: ReportGroups = yield call(processApi.fetchReport, jobId);
    yield put(reportActions.reportLoaded(report));
  } catch (error) {
    if (isMissingJob(error)) {
      yield put(reportActions.reportLoaded(null));
      yield put(reportActions.reportMissing());
    } else if (!isRefresh) {
      yield put(notifyError('errors.cannotGetReport'));
    }
  }
}

function* loadTraces(jobId: string, isRefresh = false) {
  try {
    const logging: LogEntry[] = yield call(processApi.fetchTraces, jobId);
    yield put(reportActions.tracesLoaded(logging));
  } catch (error) {
    // (A missing job's page says so once, without a snack for each of its files.)
    if (!isMissingJob(error) && !isRefresh) {
      yield put(notifyError('errors.cannotGetLogging'));
    }
  }
}

/** Reads the report and traces again while they say the job is under way. */
function* followJobUnderWay(jobId: string) {
  for (;;) {
    const { report }: ReturnType<typeof selectReportPage> = yield select(selectReportPage);
    if (!isReportUnderWay(report)) {
      return;
    }
    yield delay(RUNNING_REPORT_REFRESH_MS);
    yield all([call(loadReport, jobId, true), call(loadTraces, jobId, true)]);
  }
}

/**
 * Loads the report and the traces file of a job, each with its own error snack; then, for a job
 * still under way, follows it until it ends or the page is left.
 */
export function* openReportPage({
  payload: jobId,
}: ReturnType<typeof reportActions.reportPageOpened>) {
  yield all([call(loadReport, jobId), call(loadTraces, jobId)]);
  yield put(reportActions.reportPageReady());
  yield race([call(followJobUnderWay, jobId), take(reportActions.reportPageClosed.type)]);
}

/** Root saga of the report feature. */
export function* reportSaga() {
  yield takeLatest(reportActions.reportPageOpened.type, openReportPage);
}
