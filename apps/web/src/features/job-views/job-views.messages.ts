import { defineMessages } from '../../shared/i18n/define-messages.js';

/** Texts shared by the views of one job (tabs, loading and error states). */
export const jobViewsMessages = defineMessages({
  tabs: { id: 'jobViews.tabs', defaultMessage: 'Views of this process' },
  report: { id: 'jobViews.report', defaultMessage: 'Report' },
  dashboard: { id: 'jobViews.dashboard', defaultMessage: 'Usage dashboard' },
  counter: { id: 'jobViews.counter', defaultMessage: 'COUNTER R5.1' },
  rejects: { id: 'jobViews.rejects', defaultMessage: 'Reject explorer' },
  insights: {
    id: 'jobViews.insights',
    defaultMessage: 'Views of the result',
  },
  reportSummary: {
    id: 'jobViews.reportSummary',
    defaultMessage:
      '{lines, plural, one {# line read} other {# lines read}}: figures, alerts and traces of the process.',
  },
  dashboardSummary: {
    id: 'jobViews.dashboardSummary',
    defaultMessage:
      '{events, plural, one {# consultation event} other {# consultation events}} on {platforms, plural, one {# platform} other {# platforms}}: explore them by date, platform and title.',
  },
  dashboardEmpty: {
    id: 'jobViews.dashboardEmpty',
    defaultMessage: 'No consultation event: nothing to chart.',
  },
  counterSummary: {
    id: 'jobViews.counterSummary',
    defaultMessage: 'Investigations and requests per platform and title, by month (COUNTER R5.1).',
  },
  counterMissing: {
    id: 'jobViews.counterMissing',
    defaultMessage:
      'Not counted as COUNTER R5.1: turn on “Count as COUNTER R5.1” in the output settings to get these tables.',
  },
  rejectsSummary: {
    id: 'jobViews.rejectsSummary',
    defaultMessage:
      '{rate} of the lines read set aside (ignored lines included), mostly {reason} ({count, plural, one {# line} other {# lines}}): see which.',
  },
  rejectsNone: {
    id: 'jobViews.rejectsNone',
    defaultMessage: 'No line was set aside.',
  },
  loading: { id: 'jobViews.loading', defaultMessage: 'Loading…' },
  loadFailed: { id: 'jobViews.loadFailed', defaultMessage: 'The data could not be loaded.' },
  jobNotFound: {
    id: 'jobViews.jobNotFound',
    defaultMessage:
      'This process cannot be found: it was removed when its retention time ran out, or it is not one of yours.',
  },
  backToMyJobs: { id: 'jobViews.backToMyJobs', defaultMessage: 'Back to My jobs' },
  retry: { id: 'jobViews.retry', defaultMessage: 'Retry' },
});
