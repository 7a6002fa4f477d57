import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppInfo, RepositoryName, RepositoryStatus } from '@sillage/shared-types';

interface AppInfoState {
  appInfo: AppInfo;
  statuses: Partial<Record<RepositoryName, RepositoryStatus>>;
  /** Repositories whose status is being read: not yet "unknown". */
  statusesLoading: RepositoryName[];
  /** null = not loaded yet; the feedback form says "unavailable" when it stays null. */
  feedbackRecipient: string | null;
  isFeedbackStatusLoaded: boolean;
  /** null until `GET /api/admin/usersnumber` answered. */
  userCount: number | null;
  /** null = follow the screen size (open on wide screens), else the user's last choice. */
  isDrawerOpen: boolean | null;
}

const initialState: AppInfoState = {
  appInfo: { version: '0.0.0', uptime: '0d 0h 0m 0s', demo: false },
  statuses: {},
  statusesLoading: [],
  feedbackRecipient: null,
  isFeedbackStatusLoaded: false,
  userCount: null,
  isDrawerOpen: null,
};

/** What the layouts show about the instance: version, demo flag, update status, PKB sync. */
export const appInfoSlice = createSlice({
  name: 'appInfo',
  initialState,
  reducers: {
    signedInLayoutEntered() {
      // Starts the start-up calls of the default layout (saga).
    },
    signLayoutEntered() {
      // Starts the start-up calls of the sign layout (saga).
    },
    appInfoLoaded(state, { payload }: PayloadAction<AppInfo>) {
      state.appInfo = payload;
    },
    statusesLoaded(
      state,
      { payload }: PayloadAction<Partial<Record<RepositoryName, RepositoryStatus>>>,
    ) {
      state.statuses = { ...state.statuses, ...payload };
      state.statusesLoading = state.statusesLoading.filter((name) => !(name in payload));
    },
    statusLoadStarted(state, { payload }: PayloadAction<RepositoryName>) {
      if (!state.statusesLoading.includes(payload)) {
        state.statusesLoading.push(payload);
      }
    },
    statusLoadFailed(state, { payload }: PayloadAction<RepositoryName>) {
      state.statusesLoading = state.statusesLoading.filter((name) => name !== payload);
    },
    statusesRequested() {
      // Reloads the four status blocks (after an update).
    },
    feedbackStatusRequested() {
      // Asks for the feedback recipient (saga).
    },
    feedbackStatusLoaded(state, { payload }: PayloadAction<string | null>) {
      state.feedbackRecipient = payload;
      state.isFeedbackStatusLoaded = true;
    },
    userCountRequested() {
      // Asks how many accounts exist (saga).
    },
    userCountLoaded(state, { payload }: PayloadAction<number>) {
      state.userCount = payload;
    },
    drawerToggled(state, { payload: wasVisible }: PayloadAction<boolean>) {
      state.isDrawerOpen = !wasVisible;
    },
    drawerClosed(state) {
      state.isDrawerOpen = false;
    },
  },
  selectors: {
    selectAppInfo: (state) => state.appInfo,
    // A claim ("a team to help", "inform the team") needs the server's yes; a switch is only
    // turned off by its no, so a page does not flicker disabled while /api/info/app loads.
    selectIsFeedbackAvailable: (state) => state.appInfo.feedback === true,
    selectIsMailAvailable: (state) => state.appInfo.mail !== false,
    selectStatuses: (state) => state.statuses,
    selectStatusesLoading: (state) => state.statusesLoading,
    selectFeedbackRecipient: (state) => state.feedbackRecipient,
    selectIsFeedbackStatusLoaded: (state) => state.isFeedbackStatusLoaded,
    selectUserCount: (state) => state.userCount,
    selectIsDrawerOpen: (state) => state.isDrawerOpen,
  },
});

export const appInfoActions = appInfoSlice.actions;
export const {
  selectAppInfo,
  selectIsFeedbackAvailable,
  selectIsMailAvailable,
  selectStatuses,
  selectStatusesLoading,
  selectFeedbackRecipient,
  selectIsFeedbackStatusLoaded,
  selectUserCount,
  selectIsDrawerOpen,
} = appInfoSlice.selectors;
