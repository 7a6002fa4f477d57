import { call, takeEvery } from 'redux-saga/effects';
import { serializeLocaleCookie, type Locale } from '../../shared/i18n/locale.js';
import { localeActions } from './locale.slice.js';

/** Stores the chosen language in the `sillage_i18n` cookie for 365 days. */
export function writeLocaleCookie(locale: Locale): void {
  document.cookie = serializeLocaleCookie(locale);
}

function* rememberLocale({ payload }: ReturnType<typeof localeActions.localeChosen>) {
  yield call(writeLocaleCookie, payload);
}

/** Root saga of the locale feature. */
export function* localeSaga() {
  yield takeEvery(localeActions.localeChosen.type, rememberLocale);
}
