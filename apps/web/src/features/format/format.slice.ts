import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormatAnalysis } from '@sillage/shared-types';
import { authActions } from '../auth/auth.slice.js';

interface FormatState {
  isActive: boolean;
  isAnalyzing: boolean;
  analysis: FormatAnalysis | null;
  discovery: { status: 'idle' | 'trying' | 'done'; matchingIds: string[] };
}

const initialState: FormatState = {
  isActive: false,
  isAnalyzing: false,
  analysis: null,
  discovery: { status: 'idle', matchingIds: [] },
};

/** The log format designer (/format). */
export const formatSlice = createSlice({
  name: 'format',
  initialState,
  reducers: {
    formatPageEntered(state) {
      state.isActive = true;
    },
    formatPageLeft(state) {
      state.isActive = false;
    },
    analysisStarted(state) {
      state.isAnalyzing = true;
    },
    analysisReceived(state, { payload }: PayloadAction<FormatAnalysis | null>) {
      state.isAnalyzing = false;
      state.analysis = payload;
    },
    discoveryRequested(state) {
      state.discovery = { status: 'trying', matchingIds: [] };
    },
    discoveryFinished(state, { payload }: PayloadAction<string[]>) {
      state.discovery = { status: 'done', matchingIds: payload };
    },
    discoveryClosed(state) {
      state.discovery = { status: 'idle', matchingIds: [] };
    },
  },
  // An analysis shows its user's pasted lines.
  extraReducers: (builder) => {
    builder.addCase(authActions.workDiscarded, (state) => ({
      ...initialState,
      isActive: state.isActive,
    }));
  },
  selectors: {
    selectFormat: (state) => state,
  },
});

export const formatActions = formatSlice.actions;
export const { selectFormat } = formatSlice.selectors;
