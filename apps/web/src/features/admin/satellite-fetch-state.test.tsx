import type { UnknownAction } from '@reduxjs/toolkit';
import { act, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { RepositoryStatus as Status } from '@sillage/shared-types';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { appInfoApi } from '../app-info/app-info.api.js';
import { appInfoActions, appInfoSlice } from '../app-info/app-info.slice.js';
import { adminApi } from './admin.api.js';
import { followSatelliteFetches, requestSatelliteFetch } from './admin.saga.js';
import { adminActions } from './admin.slice.js';
import { RepositoryStatus } from './repository-status.js';

const SOURCE = {
  repository: 'https://github.com/ezpaarse-project/ezpaarse-exclusions',
  branch: 'master',
};

type AppInfoState = ReturnType<typeof appInfoSlice.reducer>;
const appInfoReducer = (state: { appInfo: AppInfoState } | undefined, action: UnknownAction) => ({
  appInfo: appInfoSlice.reducer(state?.appInfo, action),
});
/** The exclusions pack being fetched, the resources pack's fetch failed. */
const withStatuses = () => ({
  appInfo: {
    ...appInfoSlice.getInitialState(),
    statuses: {
      exclusions: { 'is-git-repo': false, fetch: { state: 'fetching' as const, progress: 10 } },
      resources: { 'is-git-repo': false, fetch: { state: 'failed' as const, reason: 'offline' } },
    },
  },
});
/** The packs whose status a saga asked for, in order. */
const askedFor = (result: { effects: { call: { payload: { fn: unknown; args: unknown[] } }[] } }) =>
  result.effects.call
    .filter((effect) => effect.payload.fn === appInfoApi.fetchRepositoryStatus)
    .map((effect) => effect.payload.args[0]);

function renderExclusions(exclusions: Status, locale: 'en' | 'fr' = 'en') {
  const view = renderWithProviders(<RepositoryStatus repository="exclusions" />, { locale });
  const dispatched: unknown[] = [];
  const dispatch = view.store.dispatch;
  view.store.dispatch = ((action: unknown) => {
    dispatched.push(action);
    return dispatch(action as Parameters<typeof dispatch>[0]);
  }) as typeof dispatch;
  act(() => {
    view.store.dispatch(appInfoActions.statusesLoaded({ exclusions }));
  });
  return { ...view, dispatched };
}

describe('a satellite pack not fetched yet', () => {
  it.each([
    ['en', 'Fetching this pack failed: Could not read from remote repository.', 'Fetch again'],
    [
      'fr',
      'Le téléchargement de ce paquet a échoué\u00a0: Could not read from remote repository.',
      'Télécharger de nouveau',
    ],
  ] as const)('says why its fetch failed and offers another (%s)', async (locale, text, again) => {
    const view = renderExclusions(
      {
        'is-git-repo': false,
        fetch: { state: 'failed', reason: 'Could not read from remote repository.', ...SOURCE },
      },
      locale,
    );
    expect(screen.getByRole('alert').textContent).toBe(text);
    // No version chip and no Update button: there is no copy to update.
    expect(screen.queryByText(locale === 'en' ? 'Version unknown' : 'Version inconnue')).toBeNull();
    await view.user.click(screen.getByRole('button', { name: again }));
    expect(view.dispatched).toContainEqual(adminActions.satelliteFetchRequested('exclusions'));
  });

  it('shows a running fetch with its percentage, what jobs lack meanwhile, and follows it', () => {
    const view = renderExclusions({
      'is-git-repo': false,
      fetch: { state: 'fetching', progress: 42, ...SOURCE },
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      "Being fetched into the server's data folder (42%)…",
    );
    expect(
      screen.getByText('Until it is there, jobs filter no robot, ignored host or ignored domain.'),
    ).toBeVisible();
    expect(
      screen.getByText(
        'From https://github.com/ezpaarse-project/ezpaarse-exclusions (branch master)',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(view.dispatched).toContainEqual(adminActions.satelliteFetchSeen());
  });

  it('names the variable that turned fetching off', () => {
    renderExclusions({ 'is-git-repo': false, fetch: { state: 'disabled', ...SOURCE } });
    expect(
      screen.getByText(
        'Not fetched: fetching it is turned off (SILLAGE_EXCLUSIONS_FETCH=false) and no folder is configured.',
      ),
    ).toBeVisible();
  });
});

describe('satellite fetch sagas', () => {
  it('starts a fetch again, shows it at once and follows it', async () => {
    const fetch = { state: 'fetching' as const, progress: 0, ...SOURCE };
    await expectSaga(requestSatelliteFetch, adminActions.satelliteFetchRequested('exclusions'))
      .provide([[matchers.call.fn(adminApi.fetchSatellite), fetch]])
      .call(adminApi.fetchSatellite, 'exclusions')
      .put(appInfoActions.statusesLoaded({ exclusions: { 'is-git-repo': false, fetch } }))
      .put(adminActions.satelliteFetchSeen())
      .run();
  });

  it("tells the server's reason when it refuses", async () => {
    const headers = new AxiosHeaders();
    const refused = new AxiosError('failed', '409', { headers }, null, {
      status: 409,
      statusText: '',
      headers,
      config: { headers },
      data: { statusCode: 409, error: 'Conflict', message: 'satelliteNotFetchable' },
    });
    await expectSaga(requestSatelliteFetch, adminActions.satelliteFetchRequested('resources'))
      .provide([
        [matchers.call.fn(adminApi.fetchSatellite), throwError(refused)],
        [
          matchers.call.fn(appInfoApi.fetchRepositoryStatus),
          { 'is-git-repo': true, current: 'abc1234' },
        ],
      ])
      .put.like({
        action: { payload: { kind: 'error', messageId: 'errors.satelliteNotFetchable' } },
      })
      // In place or under way already: the page shows where it stands now.
      .put(
        appInfoActions.statusesLoaded({ resources: { 'is-git-repo': true, current: 'abc1234' } }),
      )
      .run();
  });

  it('asks for the status of the packs being fetched only, until none is', async () => {
    const inPlace: Status = { 'is-git-repo': true, current: 'abc1234' };
    const result = await expectSaga(followSatelliteFetches)
      .withReducer(appInfoReducer, withStatuses())
      .provide([
        [matchers.call.fn(appInfoApi.fetchRepositoryStatus), inPlace],
        { call: (effect, next) => (effect.fn.name === 'delayP' ? undefined : next()) },
      ])
      .run();
    expect(askedFor(result)).toEqual(['exclusions']);
    expect(result.storeState).toMatchObject({ appInfo: { statuses: { exclusions: inPlace } } });
  });

  it('keeps asking, later each time, while the server does not answer', async () => {
    const inPlace: Status = { 'is-git-repo': true, current: 'abc1234' };
    let calls = 0;
    const waits: unknown[] = [];
    const result = await expectSaga(followSatelliteFetches)
      .withReducer(appInfoReducer, withStatuses())
      .provide([
        {
          call: (effect, next) => {
            if (effect.fn.name === 'delayP') {
              waits.push(effect.args[0]);
              return undefined;
            }
            if (effect.fn === appInfoApi.fetchRepositoryStatus) {
              calls += 1;
              if (calls <= 2) {
                throw new Error('the server is restarting');
              }
              return inPlace;
            }
            return next();
          },
        },
      ])
      .run();
    expect(askedFor(result)).toEqual(['exclusions', 'exclusions', 'exclusions']);
    // Then once more at the usual pace, to find nothing fetching.
    expect(waits).toEqual([2000, 4000, 8000, 2000]);
    expect(result.storeState).toMatchObject({ appInfo: { statuses: { exclusions: inPlace } } });
  });
});
