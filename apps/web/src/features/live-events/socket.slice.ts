import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReportGroups } from '../../shared/ui/report-groups.js';
import type { LogEntry } from '../../shared/ui/log-entry.js';

interface SocketState {
  /** Set by the server's `connected` message, cleared on disconnect (spec §4). */
  socketId: string | null;
  /** True once a first connection attempt ended, so the offline dialog never flashes at start. */
  hasAttempted: boolean;
  report: ReportGroups;
  logging: LogEntry[];
  /** Ids of the jobs running on the instance (admin room). */
  runningJobs: string[];
  updateLogs: string;
}

const initialState: SocketState = {
  socketId: null,
  hasAttempted: false,
  report: {},
  logging: [],
  runningJobs: [],
  updateLogs: '',
};

/** Live state pushed by the server over the websocket. */
export const socketSlice = createSlice({
  name: 'socket',
  initialState,
  reducers: {
    socketConnected(state, { payload }: PayloadAction<string>) {
      state.socketId = payload;
      state.hasAttempted = true;
    },
    socketDisconnected(state) {
      state.socketId = null;
      state.hasAttempted = true;
    },
    socketClosedOnPurpose(state) {
      state.socketId = null;
      state.hasAttempted = false;
    },
    liveJobReset(state) {
      state.report = {};
      state.logging = [];
    },
    reportReceived(state, { payload }: PayloadAction<ReportGroups>) {
      state.report = payload;
    },
    logEntryReceived(state, { payload }: PayloadAction<LogEntry>) {
      state.logging.push(payload);
    },
    runningJobsReceived(state, { payload }: PayloadAction<string[]>) {
      state.runningJobs = payload;
    },
    updateLogsReceived(state, { payload }: PayloadAction<string>) {
      state.updateLogs += payload;
    },
    /** A new software update starts: the previous one's output is no longer relevant. */
    updateLogsCleared(state) {
      state.updateLogs = '';
    },
  },
  selectors: {
    selectSocketId: (state) => state.socketId,
    selectIsOffline: (state) => state.hasAttempted && state.socketId === null,
    selectLiveReport: (state) => state.report,
    selectLiveLogging: (state) => state.logging,
    selectRunningJobs: (state) => state.runningJobs,
    selectUpdateLogs: (state) => state.updateLogs,
  },
});

export const socketActions = socketSlice.actions;
export const {
  selectSocketId,
  selectIsOffline,
  selectLiveReport,
  selectLiveLogging,
  selectRunningJobs,
  selectUpdateLogs,
} = socketSlice.selectors;
