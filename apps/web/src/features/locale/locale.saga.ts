import { call, select, takeEvery } from 'redux-saga/effects';
import {
  readLocaleChosen,
  serializeLocaleChosenCookie,
  serializeLocaleCookie,
  type Locale,
} from '../../shared/i18n/locale.js';
import { selectIsLoggedIn } from '../auth/auth.slice.js';
import { profileApi } from '../profile/profile.api.js';
import { localeActions } from './locale.slice.js';

/** Stores the chosen language in the `sillage_i18n` cookie for 365 days. */
export function writeLocaleCookie(locale: Locale): void {
  document.cookie = serializeLocaleCookie(locale);
}

/** Whether the language was picked in this browser (see LOCALE_CHOSEN_COOKIE_NAME). */
export function wasLocaleChosen(): boolean {
  return readLocaleChosen(document.cookie);
}

/** Remembers for a year that the language was picked here, as the language cookie is kept. */
export function markLocaleChosen(): void {
  document.cookie = serializeLocaleChosenCookie();
}

/**
 * Remembers the chosen language in the cookie and, when signed in, as the account's: the mails
 * the server sends to the user are written in it.
 */
export function* rememberLocale({ payload }: ReturnType<typeof localeActions.localeChosen>) {
  yield call(markLocaleChosen);
  yield call(writeLocaleCookie, payload);
  const isLoggedIn: boolean = yield select(selectIsLoggedIn);
  if (!isLoggedIn) {
    return;
  }
  try {
    yield call(profileApi.setLocale, payload);
  } catch {
    // The interface switched anyway; the next sign-in tells the server again.
  }
}

/** The account's language, adopted at sign-in: this browser keeps it until one is picked. */
export function* keepAdoptedLocale({ payload }: ReturnType<typeof localeActions.localeAdopted>) {
  yield call(writeLocaleCookie, payload);
}

/** Root saga of the locale feature. */
export function* localeSaga() {
  yield takeEvery(localeActions.localeChosen.type, rememberLocale);
  yield takeEvery(localeActions.localeAdopted.type, keepAdoptedLocale);
}
