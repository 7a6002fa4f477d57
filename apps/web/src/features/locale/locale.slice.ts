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
    localeChosen(state, { payload }: PayloadAction<Locale>) {
      state.locale = payload;
    },
  },
  selectors: {
    selectLocale: (state) => state.locale,
  },
});

export const localeActions = localeSlice.actions;
export const { selectLocale } = localeSlice.selectors;
