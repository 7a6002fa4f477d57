import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { appInfoSlice } from '../features/app-info/app-info.slice.js';
import { authSlice } from '../features/auth/auth.slice.js';
import { feedbackSlice } from '../features/feedback/feedback.slice.js';
import { socketSlice } from '../features/live-events/socket.slice.js';
import { localeSlice } from '../features/locale/locale.slice.js';
import { notificationsSlice } from '../features/notifications/notifications.slice.js';
import { settingsSlice } from '../features/settings/settings.slice.js';
import { reportSlice } from '../features/report/report.slice.js';
import { formatSlice } from '../features/format/format.slice.js';
import { adminSlice } from '../features/admin/admin.slice.js';
import { profileSlice } from '../features/profile/profile.slice.js';
import { processSlice } from '../features/process/process.slice.js';
import { pkbsSlice } from '../features/pkbs/pkbs.slice.js';
import { platformsCatalogSlice } from '../features/platforms-catalog/platforms-catalog.slice.js';
import { rootSaga } from './root-saga.js';

/** Every slice, registered statically. */
export const rootReducer = combineReducers({
  [authSlice.reducerPath]: authSlice.reducer,
  [appInfoSlice.reducerPath]: appInfoSlice.reducer,
  [pkbsSlice.reducerPath]: pkbsSlice.reducer,
  [platformsCatalogSlice.reducerPath]: platformsCatalogSlice.reducer,
  [notificationsSlice.reducerPath]: notificationsSlice.reducer,
  [socketSlice.reducerPath]: socketSlice.reducer,
  [localeSlice.reducerPath]: localeSlice.reducer,
  [processSlice.reducerPath]: processSlice.reducer,
  [feedbackSlice.reducerPath]: feedbackSlice.reducer,
  [profileSlice.reducerPath]: profileSlice.reducer,
  [settingsSlice.reducerPath]: settingsSlice.reducer,
  [reportSlice.reducerPath]: reportSlice.reducer,
  [formatSlice.reducerPath]: formatSlice.reducer,
  [adminSlice.reducerPath]: adminSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Builds the store and starts the root saga (tests pass a preloaded state). */
export function createAppStore(preloadedState?: Partial<RootState>, shouldRunSagas = true) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    ...(preloadedState ? { preloadedState: preloadedState as RootState } : {}),
    middleware: (getDefault) => getDefault().concat(sagaMiddleware),
  });
  if (shouldRunSagas) {
    sagaMiddleware.run(rootSaga);
  }
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
