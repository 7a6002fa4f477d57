import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MiddlewaresInfo } from '@sillage/shared-types';
import type { PlatformManifest } from '@sillage/shared-types';
import { haveSameHeaders, headersToSettings } from './settings-headers.js';
import { createDefaultSettings, type HeaderRow, type JobSettingsForm } from './settings-model.js';
import { authActions } from '../auth/auth.slice.js';
import type { SavedSetting } from './settings.api.js';

export interface SaveRequest {
  id: string;
  fullName: string;
  country: string;
  /** POST a new setting even though a custom one is selected. */
  isNew: boolean;
}

interface SettingsState {
  form: JobSettingsForm;
  selectedId: string | null;
  predefined: SavedSetting[];
  custom: SavedSetting[];
  platforms: PlatformManifest[];
  middlewares: MiddlewaresInfo | null;
  isSaving: boolean;
  /** Increments after each successful save, so the save dialog knows when to close. */
  saveCount: number;
  /** The identifier of an imported setting, offered by the save dialog until another choice. */
  importedId: string | null;
  /** Notification addresses typed but refused (not email addresses): no job starts without them. */
  refusedNotificationMails: string[];
}

const initialState: SettingsState = {
  form: createDefaultSettings(),
  selectedId: null,
  predefined: [],
  custom: [],
  platforms: [],
  middlewares: null,
  isSaving: false,
  saveCount: 0,
  importedId: null,
  refusedNotificationMails: [],
};

type FieldName = Exclude<keyof JobSettingsForm, 'headers'>;

/** Job settings shared by /process and /format, and the saved settings to pick from. */
export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    settingsPageEntered() {
      // Loads saved settings, platforms and middlewares (saga).
    },
    savedSettingsLoaded(
      state,
      { payload }: PayloadAction<{ predefined: SavedSetting[]; custom: SavedSetting[] }>,
    ) {
      state.predefined = payload.predefined;
      state.custom = payload.custom;
    },
    notificationMailsRefused(state, { payload }: PayloadAction<string[]>) {
      state.refusedNotificationMails = payload;
    },
    platformsLoaded(state, { payload }: PayloadAction<PlatformManifest[]>) {
      state.platforms = payload;
    },
    middlewaresLoaded(state, { payload }: PayloadAction<MiddlewaresInfo>) {
      state.middlewares = payload;
    },
    settingSelected(state, { payload: id }: PayloadAction<string | null>) {
      const setting = [...state.custom, ...state.predefined].find(
        (candidate) => candidate.id === id,
      );
      state.selectedId = setting ? setting.id : null;
      state.importedId = null;
      state.form = setting ? headersToSettings(setting.headers, setting) : createDefaultSettings();
    },
    fieldEdited(
      state,
      {
        payload,
      }: PayloadAction<{ [K in FieldName]: { name: K; value: JobSettingsForm[K] } }[FieldName]>,
    ) {
      (state.form as unknown as Record<string, unknown>)[payload.name] = payload.value;
    },
    headerRowAdded(state) {
      state.form.headers.push({ name: '', value: '' });
    },
    headerRowEdited(state, { payload }: PayloadAction<{ index: number; row: HeaderRow }>) {
      state.form.headers[payload.index] = payload.row;
    },
    headerRowRemoved(state, { payload: index }: PayloadAction<number>) {
      state.form.headers.splice(index, 1);
    },
    settingsReset(state) {
      state.selectedId = null;
      state.importedId = null;
      state.form = createDefaultSettings();
    },
    settingsImported(
      state,
      {
        payload,
      }: PayloadAction<{
        id?: string;
        fullName?: string;
        country?: string | null;
        headers: Record<string, string>;
      }>,
    ) {
      state.selectedId = null;
      state.importedId = payload.id ?? null;
      state.form = headersToSettings(payload.headers, payload);
    },
    saveRequested(state, _action: PayloadAction<SaveRequest>) {
      state.isSaving = true;
    },
    settingSaved(state) {
      state.isSaving = false;
      state.saveCount += 1;
    },
    saveFailed(state) {
      state.isSaving = false;
    },
    deleteRequested(_state, _action: PayloadAction<string>) {
      // DELETE then reload (saga).
    },
  },
  // The form (notification addresses, headers) and the saved settings are their user's; the
  // predefined ones, platforms and middlewares are everyone's.
  extraReducers: (builder) => {
    builder.addCase(authActions.workDiscarded, (state) => ({
      ...initialState,
      predefined: state.predefined,
      platforms: state.platforms,
      middlewares: state.middlewares,
    }));
  },
  selectors: {
    selectSettings: (state) => state,
    selectSettingsForm: (state) => state.form,
    selectRefusedNotificationMails: (state) => state.refusedNotificationMails,
    selectSelectedSetting: (state) =>
      [...state.custom, ...state.predefined].find((setting) => setting.id === state.selectedId) ??
      null,
  },
});

export const settingsActions = settingsSlice.actions;
export const {
  selectSettings,
  selectSettingsForm,
  selectSelectedSetting,
  selectRefusedNotificationMails,
} = settingsSlice.selectors;

/** True when the form no longer sends what the selected setting (or the defaults) would. */
export function isFormModified(form: JobSettingsForm, selected: SavedSetting | null): boolean {
  const reference = selected
    ? headersToSettings(selected.headers, selected)
    : createDefaultSettings();
  return !haveSameHeaders(form, reference);
}
