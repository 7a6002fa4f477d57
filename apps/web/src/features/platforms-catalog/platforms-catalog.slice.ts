import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PlatformsCatalogStatus } from '@sillage/shared-types';

export interface PlatformsCatalogSliceState {
  /** Null until the server answered. */
  status: PlatformsCatalogStatus | null;
  /** An admin's "fetch again" is on its way. */
  isRequesting: boolean;
}

const initialState: PlatformsCatalogSliceState = { status: null, isRequesting: false };

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
  },
  selectors: {
    selectPlatformsCatalog: (state) => state.status,
    selectIsCatalogFetchRequested: (state) => state.isRequesting,
  },
});

export const platformsCatalogActions = platformsCatalogSlice.actions;
export const { selectPlatformsCatalog, selectIsCatalogFetchRequested } =
  platformsCatalogSlice.selectors;
