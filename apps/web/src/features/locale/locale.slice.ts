import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { resolveLocale, type Locale } from '../../shared/i18n/locale.js';

interface LocaleState {
  locale: Locale;
}

function readInitialState(): LocaleState {
  return { locale: resolveLocale(typeof document === 'undefined' ? '' : document.cookie) };
}

/** The interface language (cookie first, French by default). */
export const localeSlice = createSlice({
  name: 'locale',
  initialState: readInitialState,
  reducers: {
    /** The user picked a language: it is remembered in this browser and as the account's. */
    localeChosen(state, { payload }: PayloadAction<Locale>) {
      state.locale = payload;
    },
    /** The account's language, taken at sign-in by a browser where none was ever picked. */
    localeAdopted(state, { payload }: PayloadAction<Locale>) {
      state.locale = payload;
    },
  },
  selectors: {
    selectLocale: (state) => state.locale,
  },
});

export const localeActions = localeSlice.actions;
export const { selectLocale } = localeSlice.selectors;
