import { all, call } from 'redux-saga/effects';
import { appInfoSaga } from '../features/app-info/app-info.saga.js';
import { authSaga } from '../features/auth/auth.saga.js';
import { feedbackSaga } from '../features/feedback/feedback.saga.js';
import { liveEventsSaga } from '../features/live-events/live-events.saga.js';
import { localeSaga } from '../features/locale/locale.saga.js';
import { processSaga } from '../features/process/process.saga.js';
import { settingsSaga } from '../features/settings/settings.saga.js';
import { reportSaga } from '../features/report/report.saga.js';
import { formatSaga } from '../features/format/format.saga.js';
import { adminSaga } from '../features/admin/admin.saga.js';
import { profileSaga } from '../features/profile/profile.saga.js';
import { notificationsSaga } from '../features/notifications/notifications.saga.js';
import { pkbsSaga } from '../features/pkbs/pkbs.saga.js';
import { platformsCatalogSaga } from '../features/platforms-catalog/platforms-catalog.saga.js';

/** Every feature saga, started once (explicit list, no discovery). */
export function* rootSaga() {
  yield all([
    call(authSaga),
    call(appInfoSaga),
    call(pkbsSaga),
    call(platformsCatalogSaga),
    call(notificationsSaga),
    call(liveEventsSaga),
    call(localeSaga),
    call(feedbackSaga),
    call(profileSaga),
    call(settingsSaga),
    call(processSaga),
    call(reportSaga),
    call(formatSaga),
    call(adminSaga),
  ]);
}
