import { defineMessages } from '../../shared/i18n/define-messages.js';

/** Texts shared by the views of one job (tabs, loading and error states). */
export const jobViewsMessages = defineMessages({
  tabs: { id: 'jobViews.tabs', defaultMessage: 'Views of this process' },
  report: { id: 'jobViews.report', defaultMessage: 'Report' },
  dashboard: { id: 'jobViews.dashboard', defaultMessage: 'Usage dashboard' },
  counter: { id: 'jobViews.counter', defaultMessage: 'COUNTER R5.1' },
  rejects: { id: 'jobViews.rejects', defaultMessage: 'Reject explorer' },
  loading: { id: 'jobViews.loading', defaultMessage: 'Loading…' },
  loadFailed: { id: 'jobViews.loadFailed', defaultMessage: 'The data could not be loaded.' },
  retry: { id: 'jobViews.retry', defaultMessage: 'Retry' },
});
