import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { selectIsLoggedIn } from '../auth/auth.slice.js';
import { profileApi } from '../profile/profile.api.js';
import { rememberLocale, writeLocaleCookie } from './locale.saga.js';
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
