import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { MiddlewaresInfo } from '@sillage/shared-types';
import type { PlatformManifest } from '@sillage/shared-types';
import {
  listErrorMessageIds,
  readServerDetail,
  readServerMessage,
} from '../../shared/http/http-client.js';
import {
  notifyError,
  notifyRequestError,
  notifySuccess,
} from '../notifications/notifications.slice.js';
import { settingsToHeaders } from './settings-headers.js';
import type { JobSettingsForm } from './settings-model.js';
import { settingsApi, type SavedSetting } from './settings.api.js';
import { settingsActions } from './settings.slice.js';

interface WithSettings {
  settings: { form: JobSettingsForm; selectedId: string | null; custom: SavedSetting[] };
}
const selectState = (state: WithSettings) => state.settings;

/** Loads predefined then custom settings; a failure shows `cannotLoadPredefinedSettings`. */
export function* loadSavedSettings() {
  try {
    const [predefined, custom]: [SavedSetting[], SavedSetting[]] = yield all([
      call(settingsApi.fetchPredefined),
      call(settingsApi.fetchCustom),
    ]);
    yield put(settingsActions.savedSettingsLoaded({ predefined, custom }));
  } catch {
    yield put(notifyError('errors.cannotLoadPredefinedSettings'));
  }
}

function* loadPlatforms() {
  try {
    const platforms: PlatformManifest[] = yield call(settingsApi.fetchPlatforms);
    yield put(settingsActions.platformsLoaded(platforms));
  } catch {
    yield put(notifyError('errors.cannotGetPlatforms'));
  }
}

function* loadMiddlewares() {
  try {
    const middlewares: MiddlewaresInfo = yield call(settingsApi.fetchMiddlewares);
    yield put(settingsActions.middlewaresLoaded(middlewares));
  } catch {
    // Without the list the form offers a free-text field instead of the picker.
  }
}

function* loadSettingsPage() {
  yield all([call(loadSavedSettings), call(loadPlatforms), call(loadMiddlewares)]);
}

/** Saves the form as a custom setting (PUT when updating the selected one, else POST). */
export function* saveSetting({ payload }: ReturnType<typeof settingsActions.saveRequested>) {
  const { form, selectedId, custom }: WithSettings['settings'] = yield select(selectState);
  const updatedId =
    !payload.isNew && custom.some((setting) => setting.id === selectedId) ? selectedId : null;
  const body = {
    id: payload.id.trim(),
    fullName: payload.fullName.trim(),
    country: payload.country.trim() || null,
    headers: settingsToHeaders(form),
  };
  try {
    if (updatedId !== null) {
      yield call(settingsApi.updateCustom, updatedId, { ...body, newId: body.id });
    } else {
      yield call(settingsApi.createCustom, body);
    }
  } catch (error) {
    yield put(settingsActions.saveFailed());
    // A refused header: the server's detail names it and says why, which the user needs to fix it.
    const detail =
      readServerMessage(error) === 'invalidSettingHeaders' ? readServerDetail(error) : null;
    yield put(
      detail === null
        ? notifyRequestError(listErrorMessageIds(error), 'errors.errorSavePredefinedSettings')
        : notifyError('errors.invalidSettingHeadersDetail', { detail }, null),
    );
    return;
  }
  yield put(settingsActions.settingSaved());
  yield call(loadSavedSettings);
  yield put(settingsActions.settingSelected(body.id));
  yield put(notifySuccess('settings.paramsSaved'));
}

/** Deletes a custom setting, then reloads the list and clears the form. */
export function* deleteSetting({
  payload: id,
}: ReturnType<typeof settingsActions.deleteRequested>) {
  try {
    yield call(settingsApi.deleteCustom, id);
  } catch {
    yield put(notifyError('errors.cannotRemovePredefinedSettings'));
    return;
  }
  yield call(loadSavedSettings);
  yield put(settingsActions.settingsReset());
  yield put(notifySuccess('settings.deleted'));
}

/** Root saga of the settings feature. */
export function* settingsSaga() {
  yield takeLatest(settingsActions.settingsPageEntered.type, loadSettingsPage);
  yield takeLatest(settingsActions.saveRequested.type, saveSetting);
  yield takeLatest(settingsActions.deleteRequested.type, deleteSetting);
}
