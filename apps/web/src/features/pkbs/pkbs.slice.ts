import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CastorState } from '@sillage/shared-types';

const initialState: CastorState = { state: 'idle', remaining: 0, synchronizing: [] };

/** Public-knowledge-base synchronisation shown by the top-bar chip (spec §3 "Pkbs"). */
export const pkbsSlice = createSlice({
  name: 'pkbs',
  initialState,
  reducers: {
    /** From `GET /castor/status` or the socket's `castor:update`: the whole state at once. */
    statusReceived(_state, { payload }: PayloadAction<CastorState>) {
      return payload;
    },
  },
  selectors: {
    selectPkbs: (state) => state,
    /** Spinner with the remaining count: synchronising with files left. */
    selectIsSynchronizing: (state) => state.state === 'synchronizing',
    /** "Synchronized": the state says so and nothing remains. */
    selectIsSynchronized: (state) => state.state === 'synchronized' && state.remaining === 0,
  },
});

export const pkbsActions = pkbsSlice.actions;
export const { selectPkbs, selectIsSynchronizing, selectIsSynchronized } = pkbsSlice.selectors;
