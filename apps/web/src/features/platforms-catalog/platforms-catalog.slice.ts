import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PlatformsCatalogStatus } from '@sillage/shared-types';

export interface PlatformsCatalogSliceState {
  /** Null until the server answered. */
  status: PlatformsCatalogStatus | null;
  /** An admin's "fetch again" is on its way. */
  isRequesting: boolean;
  /** An admin's "check again" (of the native rules against the pack) is on its way. */
  isVerifyRequesting: boolean;
}

const initialState: PlatformsCatalogSliceState = {
  status: null,
  isRequesting: false,
  isVerifyRequesting: false,
};

/** State of the community platforms catalog (top-bar chip, admin platforms page). */
export const platformsCatalogSlice = createSlice({
  name: 'platformsCatalog',
  initialState,
  reducers: {
    /** From `GET /api/platforms-catalog/status` or the socket's `platforms-catalog:update`. */
    statusReceived(state, { payload }: PayloadAction<PlatformsCatalogStatus>) {
      state.status = payload;
    },
    fetchRequested(state) {
      state.isRequesting = true;
    },
    fetchRequestEnded(state) {
      state.isRequesting = false;
    },
    verifyRequested(state) {
      state.isVerifyRequesting = true;
    },
    verifyRequestEnded(state) {
      state.isVerifyRequesting = false;
    },
    /** Asked again (the admin platforms page, while verdicts are pending). */
    statusRequested() {
      // The saga asks the server; its answer comes as `statusReceived`.
    },
  },
  selectors: {
    selectPlatformsCatalog: (state) => state.status,
    selectIsCatalogFetchRequested: (state) => state.isRequesting,
    selectIsCatalogVerifyRequested: (state) => state.isVerifyRequesting,
  },
});

export const platformsCatalogActions = platformsCatalogSlice.actions;
export const {
  selectPlatformsCatalog,
  selectIsCatalogFetchRequested,
  selectIsCatalogVerifyRequested,
} = platformsCatalogSlice.selectors;
