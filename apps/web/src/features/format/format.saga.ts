import { call, debounce, put, select, takeLatest } from 'redux-saga/effects';
import { findLogFormatSizeProblem, type FormatAnalysis } from '@sillage/shared-types';
import { listErrorMessageIds } from '../../shared/http/http-client.js';
import { notifyRequestError } from '../notifications/notifications.slice.js';
import { processActions } from '../process/process.slice.js';
import { headersToSettings } from '../settings/settings-headers.js';
import type { JobSettingsForm } from '../settings/settings-model.js';
import type { SavedSetting } from '../settings/settings.api.js';
import { settingsActions } from '../settings/settings.slice.js';
import { buildAnalysisRequest } from './format-analysis.js';
import { formatApi } from './format.api.js';
import { formatActions } from './format.slice.js';

/** Spec: the analysis runs about a second after the last change. */
export const ANALYSIS_DEBOUNCE_MS = 1000;

interface WithFormat {
  format: { isActive: boolean };
  process: { logLines: string };
  settings: { form: JobSettingsForm; custom: SavedSetting[]; predefined: SavedSetting[] };
}
const selectInputs = (state: WithFormat) => ({
  isActive: state.format.isActive,
  logLines: state.process.logLines,
  form: state.settings.form,
  settings: [...state.settings.custom, ...state.settings.predefined],
});

/** Sends the first line and the current settings to the assistant; empty lines clear the result. */
export function* analyzeLines() {
  const inputs: ReturnType<typeof selectInputs> = yield select(selectInputs);
  if (!inputs.isActive) {
    return;
  }
  // A format over the server's limits is flagged under its field; asking would only earn a 400.
  if (
    inputs.logLines.trim() === '' ||
    findLogFormatSizeProblem(inputs.form.logFormat) !== undefined
  ) {
    yield put(formatActions.analysisReceived(null));
    return;
  }
  yield put(formatActions.analysisStarted());
  try {
    const analysis: FormatAnalysis = yield call(
      formatApi.analyze,
      buildAnalysisRequest(inputs.logLines, inputs.form),
    );
    yield put(formatActions.analysisReceived(analysis));
  } catch (error) {
    yield put(formatActions.analysisReceived(null));
    yield put(notifyRequestError(listErrorMessageIds(error), 'errors.cannotGetlogFormat'));
  }
}

/**
 * "Find for me": tries every saved setting (custom first) on the lines and keeps those that
 * match strictly. The form is left untouched (the reference left the last one tried applied).
 */
export function* discoverFormats() {
  const inputs: ReturnType<typeof selectInputs> = yield select(selectInputs);
  const matchingIds: string[] = [];
  for (const setting of inputs.settings) {
    // A setting this server cannot run is no answer: picking it, the job would fail with 4025.
    if (setting.availability?.canRun === false) {
      continue;
    }
    const form = headersToSettings(setting.headers, setting);
    try {
      const analysis: FormatAnalysis = yield call(
        formatApi.analyze,
        buildAnalysisRequest(inputs.logLines, form),
      );
      if (analysis.strictMatch) {
        matchingIds.push(setting.id);
      }
    } catch {
      // A setting the assistant cannot use simply does not match.
    }
  }
  yield put(formatActions.discoveryFinished(matchingIds));
}

/** Root saga of the format feature. */
export function* formatSaga() {
  yield debounce(
    ANALYSIS_DEBOUNCE_MS,
    [
      formatActions.formatPageEntered.type,
      processActions.logLinesEdited.type,
      settingsActions.fieldEdited.type,
      settingsActions.settingSelected.type,
      settingsActions.settingsReset.type,
      settingsActions.settingsImported.type,
    ],
    analyzeLines,
  );
  yield takeLatest(formatActions.discoveryRequested.type, discoverFormats);
}
