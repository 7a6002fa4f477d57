import { configureStore, type Action } from '@reduxjs/toolkit';
import { AxiosError, AxiosHeaders } from 'axios';
import createSagaMiddleware from 'redux-saga';
import { notificationsSlice } from '../notifications/notifications.slice.js';
import { settingsApi, type SavedSetting } from './settings.api.js';
import { settingsSaga } from './settings.saga.js';
import {
  isFormModified,
  selectSelectedSetting,
  settingsActions,
  settingsSlice,
} from './settings.slice.js';

const PREDEFINED: SavedSetting = {
  id: 'inist',
  fullName: 'INIST',
  country: 'FR',
  headers: { 'Crypted-Fields': 'none', Accept: 'application/json', 'Log-Format-ezproxy': '%h %u' },
  isPredefined: true,
};
const CUSTOM: SavedSetting = {
  id: 'mine',
  fullName: 'Mine',
  country: null,
  headers: { 'Crypted-Fields': 'host,login', 'Traces-Level': 'error' },
  isPredefined: false,
};

function createSettingsStore() {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { settings: settingsSlice.reducer, notifications: notificationsSlice.reducer },
    middleware: (getDefault) => getDefault().concat(sagaMiddleware),
  });
  sagaMiddleware.run(settingsSaga);
  return store;
}

const queuedMessages = (store: ReturnType<typeof createSettingsStore>) =>
  store.getState().notifications.queue.map((message) => message.messageId);

const loaded = (...actions: Action[]) =>
  [
    settingsActions.savedSettingsLoaded({ predefined: [PREDEFINED], custom: [CUSTOM] }),
    ...actions,
  ].reduce(settingsSlice.reducer, settingsSlice.getInitialState());

describe('settings slice', () => {
  it('applies a selected setting through its headers', () => {
    const state = loaded(settingsActions.settingSelected('inist'));
    expect(state.selectedId).toBe('inist');
    expect(state.form).toMatchObject({
      fullName: 'INIST',
      outputFormat: 'application/json',
      cryptedFields: [],
      logType: 'ezproxy',
      logFormat: '%h %u',
    });
    expect(selectSelectedSetting({ settings: state })?.id).toBe('inist');
  });

  it('resets to the defaults when the selection is cleared or unknown', () => {
    const state = loaded(
      settingsActions.settingSelected('inist'),
      settingsActions.settingSelected(null),
    );
    expect(state.selectedId).toBeNull();
    expect(state.form.cryptedFields).toEqual(['host', 'login']);
    expect(loaded(settingsActions.settingSelected('nope')).selectedId).toBeNull();
  });

  it('adds, edits and removes advanced header rows', () => {
    const state = loaded(
      settingsActions.headerRowAdded(),
      settingsActions.headerRowAdded(),
      settingsActions.headerRowEdited({ index: 1, row: { name: 'Geoip', value: 'none' } }),
      settingsActions.headerRowRemoved(0),
    );
    expect(state.form.headers).toEqual([{ name: 'Geoip', value: 'none' }]);
  });

  it('tells when the form differs from the selected setting', () => {
    const state = loaded(settingsActions.settingSelected('mine'));
    expect(isFormModified(state.form, CUSTOM)).toBe(false);
    const edited = settingsSlice.reducer(
      state,
      settingsActions.fieldEdited({ name: 'tracesLevel', value: 'info' }),
    );
    expect(isFormModified(edited.form, CUSTOM)).toBe(true);
  });

  it('tracks a save until it ends, counting successes', () => {
    const saving = loaded(
      settingsActions.saveRequested({ id: 'x', fullName: 'X', country: '', isNew: true }),
    );
    expect(saving.isSaving).toBe(true);
    const saved = settingsSlice.reducer(saving, settingsActions.settingSaved());
    expect(saved).toMatchObject({ isSaving: false, saveCount: 1 });
    expect(settingsSlice.reducer(saving, settingsActions.saveFailed()).saveCount).toBe(0);
  });
});

describe('settings saga', () => {
  beforeEach(() => {
    jest.spyOn(settingsApi, 'fetchPredefined').mockResolvedValue([PREDEFINED]);
    jest.spyOn(settingsApi, 'fetchCustom').mockResolvedValue([CUSTOM]);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('updates the selected custom setting with PUT, then reloads and reselects it', async () => {
    const update = jest.spyOn(settingsApi, 'updateCustom').mockResolvedValue();
    const create = jest.spyOn(settingsApi, 'createCustom').mockResolvedValue();
    const store = createSettingsStore();
    store.dispatch(
      settingsActions.savedSettingsLoaded({ predefined: [PREDEFINED], custom: [CUSTOM] }),
    );
    store.dispatch(settingsActions.settingSelected('mine'));
    store.dispatch(
      settingsActions.saveRequested({
        id: ' mine ',
        fullName: 'Mine 2',
        country: '',
        isNew: false,
      }),
    );
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(create).not.toHaveBeenCalled();
    expect(update).toHaveBeenCalledWith(
      'mine',
      expect.objectContaining({
        id: 'mine',
        newId: 'mine',
        fullName: 'Mine 2',
        country: null,
        headers: expect.objectContaining({ 'Traces-Level': 'error' }) as unknown,
      }),
    );
    expect(store.getState().settings).toMatchObject({ selectedId: 'mine', saveCount: 1 });
    expect(queuedMessages(store)).toEqual(['settings.paramsSaved']);
  });

  it('creates a new setting with POST when asked to save as new, and reports a failure', async () => {
    const create = jest
      .spyOn(settingsApi, 'createCustom')
      .mockRejectedValue(new Error('409 already_exists'));
    const store = createSettingsStore();
    store.dispatch(
      settingsActions.saveRequested({ id: 'new', fullName: 'New', country: 'FR', isNew: true }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ id: 'new', country: 'FR' }));
    expect(store.getState().settings).toMatchObject({ isSaving: false, saveCount: 0 });
    expect(queuedMessages(store)).toEqual(['errors.errorSavePredefinedSettings']);
  });

  it('says when the server refuses a header value of the settings', async () => {
    const headers = new AxiosHeaders();
    const refusal = new AxiosError('failed', '400', { headers }, null, {
      status: 400,
      statusText: '',
      headers,
      config: { headers },
      data: {
        statusCode: 400,
        code: 4006,
        message: 'invalidSettingHeaders',
        kind: 'VALIDATION_FAILED',
        detail: 'Accept: text/html is not supported',
      },
    });
    jest.spyOn(settingsApi, 'createCustom').mockRejectedValue(refusal);
    const store = createSettingsStore();
    store.dispatch(
      settingsActions.saveRequested({ id: 'new', fullName: 'New', country: '', isNew: true }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The server's detail names the header and why: the user needs it to fix the setting.
    expect(queuedMessages(store)).toEqual(['errors.invalidSettingHeadersDetail']);
    expect(store.getState().notifications.queue[0]?.values).toEqual({
      detail: 'Accept: text/html is not supported',
    });
  });

  it('deletes a setting, then clears the form', async () => {
    const remove = jest.spyOn(settingsApi, 'deleteCustom').mockResolvedValue();
    const store = createSettingsStore();
    store.dispatch(
      settingsActions.savedSettingsLoaded({ predefined: [PREDEFINED], custom: [CUSTOM] }),
    );
    store.dispatch(settingsActions.settingSelected('mine'));
    store.dispatch(settingsActions.deleteRequested('mine'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(remove).toHaveBeenCalledWith('mine');
    expect(store.getState().settings.selectedId).toBeNull();
    expect(queuedMessages(store)).toEqual(['settings.deleted']);
  });
});
