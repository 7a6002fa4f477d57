import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  JobSummary,
  MailLocale,
  MiddlewaresInfo,
  RepositoryName,
  RepositoryUpdate,
  User,
  UserGroup,
} from '@sillage/shared-types';
import type { PlatformManifest, SatellitePackName } from '@sillage/shared-types';

export interface UserDraft {
  /** The edited user; absent when adding one. */
  original?: User;
  email: string;
  password: string;
  group: UserGroup;
  /** The account's language (its mails'). */
  locale: MailLocale;
}

/**
 * How an admin's last update of a pack ended, shown beside its version until the next one:
 * the chip alone turning green said nothing of what changed, or why nothing did.
 */
export type RepositoryUpdateOutcome =
  | {
      kind: 'updated' | 'unchanged';
      from?: string;
      to?: string;
      fromDate?: string;
      toDate?: string;
    }
  /** `busy`: another admin's update of it was running; `failed`: the catalog id of why. */
  | { kind: 'failed' | 'busy'; messageId: string; values?: Record<string, string | number> };

/** The admin lists read when their page opens, each followed by its own load status. */
export type AdminList = 'users' | 'platforms' | 'middlewares';

/**
 * Where a list stands: `loading` until its first answer, `failed` when that answer was an error
 * (a later reload that fails keeps the list shown, with a snack): a page must not say "there is
 * no user" while it does not know.
 */
export type AdminLoadStatus = 'loading' | 'loaded' | 'failed';

interface AdminState {
  loads: Record<AdminList, AdminLoadStatus>;
  users: User[];
  isSavingUser: boolean;
  /** Increments after each successful save, so the dialog knows when to close. */
  userSaveCount: number;
  treatments: JobSummary[];
  /**
   * Where the jobs page's history stands: `loading` until its first answer, `failed` when that
   * answer was an error (a later refresh that fails keeps the list shown, with a snack).
   */
  treatmentsStatus: 'loading' | 'loaded' | 'failed';
  platforms: PlatformManifest[];
  changedPlatforms: string[];
  middlewares: MiddlewaresInfo | null;
  updating: RepositoryName[];
  lastUpdates: Partial<Record<Exclude<RepositoryName, 'app'>, RepositoryUpdateOutcome>>;
  /** `sent`: the server restarts; `restarted`: it is back (the dialog closes). */
  restart: 'idle' | 'pending' | 'conflict' | 'sent' | 'restarted';
  /**
   * The software update: `conflict` = jobs are running, the admin may force it; `sent` = the
   * server answered and restarts; `completed` = it is back (the page should be reloaded).
   */
  appUpdate: 'idle' | 'pending' | 'conflict' | 'sent' | 'completed';
}

const initialState: AdminState = {
  loads: { users: 'loading', platforms: 'loading', middlewares: 'loading' },
  users: [],
  isSavingUser: false,
  userSaveCount: 0,
  treatments: [],
  treatmentsStatus: 'loading',
  platforms: [],
  changedPlatforms: [],
  middlewares: null,
  updating: [],
  lastUpdates: {},
  restart: 'idle',
  appUpdate: 'idle',
};

/** A page opens: a list kept from an earlier visit is shown meanwhile; else it waits. */
function startLoading(state: AdminState, list: AdminList): void {
  if (state.loads[list] !== 'loaded') {
    state.loads[list] = 'loading';
  }
}

/** The administration pages. */
export const adminSlice = createSlice({
  name: 'admin',
  initialState,
  reducers: {
    usersPageEntered(state) {
      // Loads the users (saga).
      startLoading(state, 'users');
    },
    usersLoaded(state, { payload }: PayloadAction<User[]>) {
      state.users = payload;
      state.loads.users = 'loaded';
    },
    adminListLoadFailed(state, { payload }: PayloadAction<AdminList>) {
      if (state.loads[payload] !== 'loaded') {
        state.loads[payload] = 'failed';
      }
    },
    adminListRetryRequested(state, { payload }: PayloadAction<AdminList>) {
      // Loads the list again after it failed (saga).
      state.loads[payload] = 'loading';
    },
    userSaveRequested(state, _action: PayloadAction<UserDraft>) {
      state.isSavingUser = true;
    },
    userSaved(state) {
      state.isSavingUser = false;
      state.userSaveCount += 1;
    },
    userSaveFailed(state) {
      state.isSavingUser = false;
    },
    userDeleteRequested(_state, _action: PayloadAction<User>) {
      // DELETE then reload (saga).
    },
    jobsPageEntered(state) {
      // Loads running jobs and the history, then follows `jobs` events (saga). A list kept from
      // an earlier visit is shown meanwhile; without one, the page waits for the answer.
      if (state.treatmentsStatus !== 'loaded') {
        state.treatmentsStatus = 'loading';
      }
    },
    treatmentsRetryRequested(state) {
      // Loads the history again after it failed (saga).
      state.treatmentsStatus = 'loading';
    },
    treatmentsLoadFailed(state) {
      if (state.treatmentsStatus !== 'loaded') {
        state.treatmentsStatus = 'failed';
      }
    },
    jobsPageLeft() {
      // Stops following `jobs` events.
    },
    jobCancelRequested(_state, _action: PayloadAction<string>) {
      // DELETE then reload (saga).
    },
    jobDeleteRequested(_state, _action: PayloadAction<string>) {
      // DELETE …/data then reload (saga).
    },
    treatmentsLoaded(state, { payload }: PayloadAction<JobSummary[]>) {
      state.treatments = payload;
      state.treatmentsStatus = 'loaded';
    },
    platformsPageEntered(state) {
      // Loads platforms and changed platforms (saga).
      startLoading(state, 'platforms');
    },
    platformsRefreshRequested() {
      // Loads them again, e.g. for the verdicts of a check that was still running (saga).
    },
    platformsLoaded(
      state,
      { payload }: PayloadAction<{ platforms: PlatformManifest[]; changed: string[] }>,
    ) {
      state.platforms = payload.platforms;
      state.changedPlatforms = payload.changed;
      state.loads.platforms = 'loaded';
    },
    pkbFileDeleteRequested(_state, _action: PayloadAction<{ platform: string; file: string }>) {
      // DELETE then reload the platforms (saga).
    },
    middlewaresPageEntered(state) {
      // Loads the middleware chain (saga).
      startLoading(state, 'middlewares');
    },
    middlewaresLoaded(state, { payload }: PayloadAction<MiddlewaresInfo>) {
      state.middlewares = payload;
      state.loads.middlewares = 'loaded';
    },
    middlewareChainEdited(state, { payload }: PayloadAction<string[]>) {
      if (state.middlewares) {
        state.middlewares.enabled = payload;
      }
    },
    repositoryUpdateRequested(state, { payload }: PayloadAction<Exclude<RepositoryName, 'app'>>) {
      state.updating.push(payload);
      const { [payload]: _previous, ...others } = state.lastUpdates;
      state.lastUpdates = others;
    },
    repositoryUpdateSucceeded(
      state,
      {
        payload: { repository, update },
      }: PayloadAction<{ repository: Exclude<RepositoryName, 'app'>; update: RepositoryUpdate }>,
    ) {
      state.lastUpdates[repository] = {
        kind: update.from !== undefined && update.from === update.to ? 'unchanged' : 'updated',
        ...(update.from === undefined ? {} : { from: update.from }),
        ...(update.to === undefined ? {} : { to: update.to }),
        ...(update['from-date'] === undefined ? {} : { fromDate: update['from-date'] }),
        ...(update['to-date'] === undefined ? {} : { toDate: update['to-date'] }),
      };
    },
    repositoryUpdateFailed(
      state,
      {
        payload: { repository, ...outcome },
      }: PayloadAction<
        { repository: Exclude<RepositoryName, 'app'> } & Extract<
          RepositoryUpdateOutcome,
          { kind: 'failed' | 'busy' }
        >
      >,
    ) {
      state.lastUpdates[repository] = outcome;
    },
    satelliteFetchRequested(_state, _action: PayloadAction<SatellitePackName>) {
      // Starts the fetch again (saga), then follows it.
    },
    satelliteFetchSeen() {
      // Follows the satellite packs being fetched until none is (saga).
    },
    runningUpdateSeen(_state, _action: PayloadAction<Exclude<RepositoryName, 'app'>>) {
      // Another admin's update is under way: follow it until it ends (saga).
    },
    repositoryUpdateEnded(state, { payload }: PayloadAction<RepositoryName>) {
      state.updating = state.updating.filter((repository) => repository !== payload);
    },
    appUpdateRequested(state, _action: PayloadAction<{ latest: boolean; force: boolean }>) {
      state.appUpdate = 'pending';
    },
    appUpdateRefused(state) {
      state.appUpdate = 'conflict';
    },
    appUpdateEnded(state, { payload }: PayloadAction<'idle' | 'sent'>) {
      state.appUpdate = payload;
    },
    appUpdateCompleted(state) {
      state.appUpdate = 'completed';
    },
    restartRequested(state, _action: PayloadAction<{ force: boolean }>) {
      state.restart = 'pending';
    },
    restartRefused(state) {
      state.restart = 'conflict';
    },
    restartEnded(state, { payload }: PayloadAction<'idle' | 'sent' | 'restarted'>) {
      state.restart = payload;
    },
  },
  selectors: {
    selectAdmin: (state) => state,
  },
});

export const adminActions = adminSlice.actions;
export const { selectAdmin } = adminSlice.selectors;
