import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

interface ProfileState {
  isChangingPassword: boolean;
  /** Increments on each successful change, so the form knows when to clear itself. */
  passwordChangeCount: number;
}

const initialState: ProfileState = { isChangingPassword: false, passwordChangeCount: 0 };

/** The profile page's requests. */
export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    notificationsToggled(_state, _action: PayloadAction<boolean>) {
      // Optimistic: the auth user is edited at once, the saga saves (and reverts on failure).
    },
    passwordChangeSubmitted(state, _action: PayloadAction<PasswordChange>) {
      state.isChangingPassword = true;
    },
    passwordChanged(state) {
      state.isChangingPassword = false;
      state.passwordChangeCount += 1;
    },
    passwordChangeFailed(state) {
      state.isChangingPassword = false;
    },
  },
  selectors: {
    selectProfile: (state) => state,
  },
});

export const profileActions = profileSlice.actions;
export const { selectProfile } = profileSlice.selectors;
