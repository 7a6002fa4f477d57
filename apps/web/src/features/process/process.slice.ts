import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { JobFailureReason } from '@sillage/shared-types';
import type { ReportGroups } from '../../shared/ui/report-groups.js';
import { authActions } from '../auth/auth.slice.js';
import type { JobFailureInfo } from './job-failure.js';
import { clampStep, statusForUploadPercent, type JobStatus } from './step-rules.js';

/** A selected log file; the File itself lives in the file registry (not serialisable). */
export interface LogFileEntry {
  id: number;
  name: string;
  size: number;
  type: string;
}

/** Where the job's body comes from: the selected files, or the lines pasted on /format. */
export type JobSource = 'files' | 'lines';

interface ProcessState {
  step: number;
  progress: number;
  logLines: string;
  logFiles: LogFileEntry[];
  isCancelable: boolean;
  /** A cancel was asked and the server has not answered it yet. */
  isCancelling: boolean;
  /** The server refused the cancel: the job had already ended (it shows its real outcome). */
  hasEndedBeforeCancel: boolean;
  jobId: string | null;
  /** What the last job started was given: its first step is done even without files. */
  jobSource: JobSource | null;
  status: JobStatus;
  report: ReportGroups | null;
  /** The server's message of a failed job (shown as a detail, under the translated sentence). */
  error: string | null;
  /** The job status code of a failed job (4003, 5000…), which picks the sentence and next step. */
  errorCode: number | null;
  /** Which case of its code the failure is, when the server says (a 4003 on binary data). */
  errorReason: JobFailureReason | null;
}

const initialState: ProcessState = {
  step: 1,
  progress: 0,
  logLines: '',
  logFiles: [],
  isCancelable: false,
  isCancelling: false,
  hasEndedBeforeCancel: false,
  jobId: null,
  jobSource: null,
  status: null,
  report: null,
  error: null,
  errorCode: null,
  errorReason: null,
};

/** The upload-and-process flow of /process (spec §3 "Process state", §4). */
export const processSlice = createSlice({
  name: 'process',
  initialState,
  reducers: {
    stepRequested(state, { payload }: PayloadAction<number>) {
      state.step = clampStep(payload, state.step, state.status);
    },
    filesAdded(state, { payload }: PayloadAction<LogFileEntry[]>) {
      state.logFiles.push(...payload);
    },
    fileRemoved(state, { payload }: PayloadAction<number>) {
      state.logFiles = state.logFiles.filter((file) => file.id !== payload);
    },
    filesCleared(state) {
      state.logFiles = [];
    },
    logLinesEdited(state, { payload }: PayloadAction<string>) {
      state.logLines = payload;
    },
    processRequested(state, { payload }: PayloadAction<JobSource>) {
      // The upload saga takes it from here.
      state.jobSource = payload;
    },
    jobStarted(state, { payload }: PayloadAction<{ jobId: string }>) {
      state.status = 'progress';
      state.step = 3;
      state.error = null;
      state.errorCode = null;
      state.errorReason = null;
      state.report = null;
      state.progress = 0;
      state.jobId = payload.jobId;
      state.isCancelable = true;
      state.isCancelling = false;
      state.hasEndedBeforeCancel = false;
    },
    uploadProgressed(state, { payload: percent }: PayloadAction<number>) {
      if (state.status === 'progress' || state.status === 'finalization') {
        state.progress = percent;
        state.status = statusForUploadPercent(percent);
      }
    },
    jobReportLoaded(state, { payload }: PayloadAction<ReportGroups>) {
      state.report = payload;
    },
    // A cancelled job stays cancelled: the server may answer the upload before the browser drops it.
    jobSucceeded(state) {
      if (state.status !== 'abort') {
        state.status = 'end';
      }
    },
    jobFailed(state, { payload }: PayloadAction<JobFailureInfo>) {
      if (state.status === 'abort') {
        return;
      }
      state.status = 'error';
      state.error = payload.message;
      state.errorCode = payload.code;
      state.errorReason = payload.reason;
    },
    /**
     * The server refused the upload for want of a session (it ended meanwhile): nothing ran, so
     * the page goes back to the settings with the files and settings kept, for the user to start
     * again once signed in (the session-lost notice says why).
     */
    jobRefusedSignedOut(state) {
      Object.assign(state, {
        step: 2,
        status: null,
        progress: 0,
        jobId: null,
        isCancelable: false,
        isCancelling: false,
      });
    },
    // The upload saga asks the server, and shows cancelled only once the server agreed.
    cancelRequested(state) {
      state.isCancelling = true;
    },
    jobAborted(state) {
      state.status = 'abort';
      state.isCancelable = false;
      state.isCancelling = false;
    },
    cancelRefused(state) {
      state.isCancelable = false;
      state.isCancelling = false;
      state.hasEndedBeforeCancel = true;
    },
    jobSettled(state) {
      // A job the server never took (a lost session) left the page as it was.
      if (state.status === null) {
        return;
      }
      state.progress = 100;
      state.isCancelable = false;
      state.isCancelling = false;
    },
  },
  // The job, files and lines are its user's alone (the files themselves: process saga).
  extraReducers: (builder) => {
    builder.addCase(authActions.workDiscarded, () => initialState);
  },
  selectors: {
    selectProcess: (state) => state,
    selectProcessStatus: (state) => state.status,
    selectIsCancelling: (state) => state.isCancelling,
    selectProcessProgress: (state) => state.progress,
    selectProcessStep: (state) => state.step,
    selectLogFiles: (state) => state.logFiles,
    selectLogLines: (state) => state.logLines,
  },
});

export const processActions = processSlice.actions;
export const {
  selectProcess,
  selectProcessStatus,
  selectIsCancelling,
  selectProcessProgress,
  selectProcessStep,
  selectLogFiles,
  selectLogLines,
} = processSlice.selectors;
