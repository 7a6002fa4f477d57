import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { selectIsLoggedIn } from '../auth/auth.slice.js';
import { profileApi } from '../profile/profile.api.js';
import {
  keepAdoptedLocale,
  rememberLocale,
  wasLocaleChosen,
  writeLocaleCookie,
} from './locale.saga.js';
import { localeActions } from './locale.slice.js';

// The server writes a user's mails in the language they last chose in the interface.
describe('rememberLocale', () => {
  it('tells the server the chosen language when signed in', async () => {
    await expectSaga(rememberLocale, localeActions.localeChosen('en'))
      .provide([
        [matchers.call.fn(writeLocaleCookie), undefined],
        [matchers.select(selectIsLoggedIn), true],
        [matchers.call.fn(profileApi.setLocale), undefined],
      ])
      .call(writeLocaleCookie, 'en')
      .call(profileApi.setLocale, 'en')
      .run();
  });

  it('only writes the cookie when signed out', async () => {
    await expectSaga(rememberLocale, localeActions.localeChosen('fr'))
      .provide([
        [matchers.call.fn(writeLocaleCookie), undefined],
        [matchers.select(selectIsLoggedIn), false],
      ])
      .call(writeLocaleCookie, 'fr')
      .not.call.fn(profileApi.setLocale)
      .run();
  });

  it('keeps the switch when the server cannot be told', async () => {
    await expectSaga(rememberLocale, localeActions.localeChosen('en'))
      .provide([
        [matchers.call.fn(writeLocaleCookie), undefined],
        [matchers.select(selectIsLoggedIn), true],
        [matchers.call.fn(profileApi.setLocale), throwError(new Error('offline'))],
      ])
      .call(profileApi.setLocale, 'en')
      .run();
  });
});

// Only a language picked here is the user's choice; the cookie alone may hold the default.
describe('a language picked in this browser', () => {
  beforeEach(() => {
    document.cookie = 'sillage_i18n_chosen=; Max-Age=0; Path=/';
  });

  it('is remembered as picked, and an adopted one is not', async () => {
    await expectSaga(keepAdoptedLocale, localeActions.localeAdopted('en'))
      .provide([[matchers.call.fn(writeLocaleCookie), undefined]])
      .call(writeLocaleCookie, 'en')
      .not.call.fn(profileApi.setLocale)
      .run();
    expect(wasLocaleChosen()).toBe(false);
    await expectSaga(rememberLocale, localeActions.localeChosen('fr'))
      .provide([
        [matchers.call.fn(writeLocaleCookie), undefined],
        [matchers.select(selectIsLoggedIn), false],
      ])
      .run();
    expect(wasLocaleChosen()).toBe(true);
  });
});
