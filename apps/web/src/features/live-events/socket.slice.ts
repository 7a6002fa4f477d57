import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReportGroups } from '../../shared/ui/report-groups.js';
import type { LogEntry } from '../../shared/ui/log-entry.js';
import { readInputBytes, readPercent } from '@sillage/shared-types';
import { authActions } from '../auth/auth.slice.js';
import { estimateSecondsLeft, type ReadSample } from './read-progress.js';

interface SocketState {
  /** Set by the server's `connected` message, cleared on disconnect (spec §4). */
  socketId: string | null;
  /** True once a first connection attempt ended, so the offline dialog never flashes at start. */
  hasAttempted: boolean;
  report: ReportGroups;
  /**
   * Input bytes read, as the job's live reports said, when this page got the first one and the
   * latest one: the rate between them gives the time left (ADR 0092).
   */
  readSamples: { first: ReadSample; latest: ReadSample; total: number | null } | null;
  logging: LogEntry[];
  /** Ids of the jobs running on the instance (admin room). */
  runningJobs: string[];
  updateLogs: string;
}

const initialState: SocketState = {
  socketId: null,
  hasAttempted: false,
  report: {},
  readSamples: null,
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
    /** Closed by the server because the session changed: reconnecting, no offline dialog. */
    socketRebinding(state) {
      state.socketId = null;
      state.hasAttempted = false;
    },
    socketClosedOnPurpose(state) {
      state.socketId = null;
      state.hasAttempted = false;
    },
    liveJobReset(state) {
      state.report = {};
      state.readSamples = null;
      state.logging = [];
    },
    reportReceived: {
      reducer(
        state,
        { payload, meta }: PayloadAction<ReportGroups, string, { receivedAt: number }>,
      ) {
        state.report = payload;
        const bytes = readInputBytes(payload);
        if (bytes !== null) {
          const latest = { atMs: meta.receivedAt, bytes: bytes.read };
          state.readSamples = {
            first: state.readSamples?.first ?? latest,
            latest,
            total: bytes.total,
          };
        }
      },
      // The time a report arrived is part of it: the time left is measured between two of them.
      prepare: (report: ReportGroups, receivedAt: number = Date.now()) => ({
        payload: report,
        meta: { receivedAt },
      }),
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
  extraReducers: (builder) => {
    builder.addCase(authActions.workDiscarded, (state) => {
      socketSlice.caseReducers.liveJobReset(state);
    });
  },
  selectors: {
    selectSocketId: (state) => state.socketId,
    selectIsOffline: (state) => state.hasAttempted && state.socketId === null,
    selectLiveReport: (state) => state.report,
    selectLiveLogging: (state) => state.logging,
    /** How far the job's inputs are read: whole percent and seconds left, each null when unknown. */
    selectReadProgress: createSelector(
      (state: SocketState) => state.readSamples,
      (samples) =>
        samples === null
          ? null
          : {
              percent: readPercent(samples.latest.bytes, samples.total),
              secondsLeft: estimateSecondsLeft(samples.first, samples.latest, samples.total),
            },
    ),
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
  selectReadProgress,
  selectRunningJobs,
  selectUpdateLogs,
} = socketSlice.selectors;
