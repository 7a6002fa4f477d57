import { defineMessages } from '../../shared/i18n/define-messages.js';

/** Texts of the usage dashboard (/report/{uuid}/dashboard). */
export const dashboardMessages = defineMessages({
  title: { id: 'dashboard.title', defaultMessage: 'Usage dashboard' },
  intro: {
    id: 'dashboard.intro',
    defaultMessage: 'Consultation events of this process, counted from its result file.',
  },
  filters: { id: 'dashboard.filters', defaultMessage: 'Filters' },
  platform: { id: 'dashboard.platform', defaultMessage: 'Platform' },
  rtype: { id: 'dashboard.rtype', defaultMessage: 'Resource type' },
  mime: { id: 'dashboard.mime', defaultMessage: 'Format' },
  onCampus: { id: 'dashboard.onCampus', defaultMessage: 'On campus' },
  from: { id: 'dashboard.from', defaultMessage: 'From' },
  to: { id: 'dashboard.to', defaultMessage: 'To' },
  /** `filter` is the filter's name: French says "toutes" of platforms, "tous" of the others. */
  all: { id: 'dashboard.all', defaultMessage: 'All' },
  none: { id: 'dashboard.none', defaultMessage: '(none)' },
  campusYes: { id: 'dashboard.campusYes', defaultMessage: 'On campus' },
  campusNo: { id: 'dashboard.campusNo', defaultMessage: 'Off campus' },
  noTitle: { id: 'dashboard.noTitle', defaultMessage: 'Title unknown' },
  noTitleHint: {
    id: 'dashboard.noTitleHint',
    defaultMessage:
      "The platform's addresses carry no title, only an identifier; a knowledge base (PKB) of the platform adds titles.",
  },
  clearFilters: { id: 'dashboard.clearFilters', defaultMessage: 'Clear filters' },
  totalEvents: { id: 'dashboard.totalEvents', defaultMessage: 'Events in the result' },
  matchedEvents: { id: 'dashboard.matchedEvents', defaultMessage: 'Events shown' },
  platforms: { id: 'dashboard.platforms', defaultMessage: 'Platforms' },
  titlesCount: { id: 'dashboard.titlesCount', defaultMessage: 'Titles in the top list' },
  overTimeHour: { id: 'dashboard.overTimeHour', defaultMessage: 'Consultations per hour' },
  overTimeDay: { id: 'dashboard.overTimeDay', defaultMessage: 'Consultations per day' },
  overTimeWeek: { id: 'dashboard.overTimeWeek', defaultMessage: 'Consultations per week' },
  overTimeMonth: { id: 'dashboard.overTimeMonth', defaultMessage: 'Consultations per month' },
  /** A point of the weekly timeline; `day` is its Monday, written in the page's language. */
  weekOf: { id: 'dashboard.weekOf', defaultMessage: 'Week of {day}' },
  timeZone: { id: 'dashboard.timeZone', defaultMessage: 'Times in the {zone} time zone' },
  timeZoneDays: {
    id: 'dashboard.timeZoneDays',
    defaultMessage: 'Days as counted in the {zone} time zone',
  },
  byPlatform: { id: 'dashboard.byPlatform', defaultMessage: 'Top platforms' },
  byRtype: { id: 'dashboard.byRtype', defaultMessage: 'By resource type' },
  byMime: { id: 'dashboard.byMime', defaultMessage: 'By format' },
  byOnCampus: { id: 'dashboard.byOnCampus', defaultMessage: 'On / off campus' },
  topTitles: { id: 'dashboard.topTitles', defaultMessage: 'Top titles' },
  title_: { id: 'dashboard.column.title', defaultMessage: 'Title' },
  identifier: { id: 'dashboard.column.identifier', defaultMessage: 'Identifier' },
  events: { id: 'dashboard.column.events', defaultMessage: 'Events' },
  share: { id: 'dashboard.column.share', defaultMessage: 'Share' },
  noEvents: { id: 'dashboard.noEvents', defaultMessage: 'No event matches these filters.' },
  noResult: {
    id: 'dashboard.noResult',
    defaultMessage: 'This process has no result to chart (not finished, failed, or Clean-Only).',
  },
  notKept: {
    id: 'dashboard.notKept',
    defaultMessage:
      "This process's result was sent back to the program that sent the log (POST /) and is not kept, so there is nothing to chart.",
  },
});
