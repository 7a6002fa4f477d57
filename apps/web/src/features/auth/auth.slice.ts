import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginBody, SessionUser } from '@sillage/shared-types';

interface AuthState {
  /** False until the first `GET /api/auth/session` answered; guards wait for it. */
  isSessionChecked: boolean;
  user: SessionUser | null;
  loggedIn: boolean;
  /** Set by an explicit sign-out, so the page left behind is not restored at the next login. */
  hasSignedOut: boolean;
  isSubmitting: boolean;
  /**
   * Whose work the page holds (files, settings, a job): the last account signed in, kept when
   * the session is lost (the same user signing in again finds it), dropped at sign-out.
   */
  workOwner: string | null;
  /** Forgot-password and reset-by-link requests. */
  passwordRequest: PasswordRequestState;
}

export interface PasswordRequestState {
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  /** A failure after which the page goes back to login anyway (expired link). */
  shouldLeave: boolean;
}

const initialState: AuthState = {
  isSessionChecked: false,
  user: null,
  loggedIn: false,
  hasSignedOut: false,
  isSubmitting: false,
  workOwner: null,
  passwordRequest: { status: 'idle', shouldLeave: false },
};

export interface RegistrationRequest {
  userid: string;
  password: string;
  confirm: string;
  /** First install only: tell the product team (POST /api/feedback/freshinstall). */
  shouldInformTeam: boolean;
}

/** Who is signed in. Reducers are named after events. */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionRestored(state, { payload }: PayloadAction<SessionUser>) {
      state.isSessionChecked = true;
      state.user = payload;
      state.loggedIn = true;
      state.workOwner = payload.id;
    },
    sessionNotFound(state) {
      state.isSessionChecked = true;
      state.user = null;
      state.loggedIn = false;
    },
    loginRequested(state, _action: PayloadAction<LoginBody>) {
      // Spec §4: login starts from a clean state.
      state.user = null;
      state.loggedIn = false;
      state.isSubmitting = true;
    },
    registrationRequested(state, _action: PayloadAction<RegistrationRequest>) {
      state.isSubmitting = true;
    },
    loginSucceeded(state, { payload }: PayloadAction<SessionUser>) {
      state.isSessionChecked = true;
      state.user = payload;
      state.loggedIn = true;
      state.hasSignedOut = false;
      state.isSubmitting = false;
      state.workOwner = payload.id;
    },
    loginFailed(state) {
      state.isSubmitting = false;
    },
    logoutRequested() {
      // The saga calls the server, then records `loggedOut` whatever it answered.
    },
    loggedOut(state) {
      state.user = null;
      state.loggedIn = false;
      state.hasSignedOut = true;
      state.workOwner = null;
    },
    /**
     * The page's work (files, settings, the job on screen, pasted lines) is dropped: its user
     * signed out, or another account signed in after their session was lost. The features that
     * hold such work reset on it; the next user starts from a clean page.
     */
    workDiscarded() {
      // Handled by the features' slices and sagas.
    },
    /** The server no longer knows the session (ended elsewhere, expired): sign in again. */
    sessionLost(state) {
      state.user = null;
      state.loggedIn = false;
      // Not a sign-out of this page's: the page left is restored after the next sign-in.
      state.hasSignedOut = false;
    },
    passwordResetRequested(state, _action: PayloadAction<{ username: string }>) {
      state.passwordRequest = { status: 'pending', shouldLeave: false };
    },
    newPasswordSubmitted(
      state,
      _action: PayloadAction<{ uuid: string; password: string; passwordConfirm: string }>,
    ) {
      state.passwordRequest = { status: 'pending', shouldLeave: false };
    },
    passwordRequestSucceeded(state) {
      state.passwordRequest = { status: 'succeeded', shouldLeave: true };
    },
    passwordRequestFailed(state, { payload }: PayloadAction<{ shouldLeave: boolean }>) {
      state.passwordRequest = { status: 'failed', shouldLeave: payload.shouldLeave };
    },
    passwordPageLeft(state) {
      state.passwordRequest = { status: 'idle', shouldLeave: false };
    },
    userEdited(state, { payload }: PayloadAction<Partial<SessionUser>>) {
      if (state.user) {
        Object.assign(state.user, payload);
      }
    },
  },
  selectors: {
    selectAuth: (state) => state,
    selectUser: (state) => state.user,
    selectIsLoggedIn: (state) => state.loggedIn,
    selectIsAuthSubmitting: (state) => state.isSubmitting,
    selectWorkOwner: (state) => state.workOwner,
    selectPasswordRequest: (state) => state.passwordRequest,
  },
});

export const authActions = authSlice.actions;
export const {
  selectAuth,
  selectUser,
  selectIsLoggedIn,
  selectIsAuthSubmitting,
  selectWorkOwner,
  selectPasswordRequest,
} = authSlice.selectors;
