import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReportGroups } from '../../shared/ui/report-groups.js';
import type { LogEntry } from '../../shared/ui/log-entry.js';

interface ReportState {
  jobId: string | null;
  status: 'idle' | 'loading' | 'done';
  report: ReportGroups | null;
  logging: LogEntry[];
  /** The server knows no such job of this user (404 `jobNotFound`): gone, or never theirs. */
  isMissing: boolean;
}

const initialState: ReportState = {
  jobId: null,
  status: 'idle',
  report: null,
  logging: [],
  isMissing: false,
};

/** The report and traces of one past job (/report/{uuid}). */
export const reportSlice = createSlice({
  name: 'report',
  initialState,
  reducers: {
    reportPageOpened(state, { payload: jobId }: PayloadAction<string>) {
      state.jobId = jobId;
      state.status = 'loading';
      state.report = null;
      state.logging = [];
      state.isMissing = false;
    },
    reportMissing(state) {
      state.isMissing = true;
    },
    reportLoaded(state, { payload }: PayloadAction<ReportGroups | null>) {
      state.report = payload;
    },
    tracesLoaded(state, { payload }: PayloadAction<LogEntry[]>) {
      state.logging = payload;
    },
    reportPageReady(state) {
      state.status = 'done';
    },
    /** The page is left: a job still under way is no longer followed (report saga). */
    reportPageClosed(state) {
      state.status = 'idle';
    },
  },
  selectors: {
    selectReportPage: (state) => state,
  },
});

export const reportActions = reportSlice.actions;
export const { selectReportPage } = reportSlice.selectors;
