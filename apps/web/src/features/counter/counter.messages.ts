import { defineMessages } from '../../shared/i18n/define-messages.js';

/** Texts of the COUNTER R5.1 view (/report/{uuid}/counter). */
export const counterMessages = defineMessages({
  title: { id: 'counter.title', defaultMessage: 'COUNTER R5.1 usage' },
  intro: {
    id: 'counter.intro',
    defaultMessage:
      'COUNTER-style figures computed from the proxy log ({begin} to {end}); not audited, not directly comparable with publisher reports.',
  },
  introOneMonth: {
    id: 'counter.introOneMonth',
    defaultMessage:
      'COUNTER-style figures computed from the proxy log ({month}); not audited, not directly comparable with publisher reports.',
  },
  partialPeriod: {
    id: 'counter.partialPeriod',
    defaultMessage:
      'The logs read cover {from} to {to} only: the months they start or end in are counted in part (exception 3040 in the tabular export).',
  },
  introEmpty: {
    id: 'counter.introEmpty',
    defaultMessage:
      'No usage was counted: no line of the log was a COUNTER request, investigation or denial (see the report for the lines set aside).',
  },
  notFinished: {
    id: 'counter.notFinished',
    defaultMessage:
      'This process did not finish, so it has no COUNTER tables: <link>its report</link> says why.',
  },
  tooLarge: {
    id: 'counter.tooLarge',
    defaultMessage:
      'This report has {max, plural, one {more than # title row} other {more than # title rows}}, too many to show as tables here: download counter.csv (one line per row, for a spreadsheet) or counter.json.',
  },
  notAvailable: {
    id: 'counter.notAvailable',
    defaultMessage:
      'This process was not counted as COUNTER R5.1. To get these tables, process the logs again with “Count as COUNTER R5.1” turned on in the Output settings of <link>Process your logs</link> (scripts send the header COUNTER-Mode: r51).',
  },
  robots: {
    id: 'counter.robots',
    defaultMessage:
      '{list, select, counterRobots {Robots excluded with the COUNTER-Robots list.} isbot {Robots excluded with the isbot list: the COUNTER-Robots list was not configured (SILLAGE_COUNTER_ROBOTS).} other {Robots were not excluded: no user-agent list was available.}}',
  },
  notes: { id: 'counter.notes', defaultMessage: 'What proxy logs cannot tell' },
  view: { id: 'counter.view', defaultMessage: 'Report' },
  'view.pr': { id: 'counter.view.pr', defaultMessage: 'Platform usage (PR-like)' },
  'view.tr_b1': { id: 'counter.view.tr_b1', defaultMessage: 'Book requests (TR_B1-like)' },
  'view.tr_j1': { id: 'counter.view.tr_j1', defaultMessage: 'Journal requests (TR_J1-like)' },
  'view.denials': {
    id: 'counter.view.denials',
    defaultMessage: 'Access denied by title (TR_B2/TR_J2-like)',
  },
  exportView: {
    id: 'counter.exportView',
    defaultMessage: 'Export this table (COUNTER R5.1 tabular, TSV)',
  },
  downloadAll: { id: 'counter.downloadAll', defaultMessage: 'Download counter.csv' },
  downloadJson: { id: 'counter.downloadJson', defaultMessage: 'Download counter.json' },
  platform: { id: 'counter.column.platform', defaultMessage: 'Platform' },
  titleColumn: { id: 'counter.column.title', defaultMessage: 'Title' },
  identifiers: { id: 'counter.column.identifiers', defaultMessage: 'Print / online ID' },
  dataType: { id: 'counter.column.dataType', defaultMessage: 'Data type' },
  metricType: { id: 'counter.column.metricType', defaultMessage: 'Metric type' },
  periodTotal: { id: 'counter.column.periodTotal', defaultMessage: 'Reporting period total' },
  emptyView: { id: 'counter.emptyView', defaultMessage: 'Nothing counted for this report.' },
  totals: { id: 'counter.totals', defaultMessage: 'Totals of the process' },
  untitled: { id: 'counter.untitled', defaultMessage: '(platform-level usage)' },
  titleNotInLog: { id: 'counter.titleNotInLog', defaultMessage: '(title not in the log)' },
  'dataType.Book': { id: 'counter.dataType.Book', defaultMessage: 'Book' },
  'dataType.Journal': { id: 'counter.dataType.Journal', defaultMessage: 'Journal' },
  'dataType.Other': { id: 'counter.dataType.Other', defaultMessage: 'Other' },
  'dataType.Platform': { id: 'counter.dataType.Platform', defaultMessage: 'Platform' },
});

/**
 * The fixed notes counter.json carries (in English, the file's language), worded for the page;
 * a note the server adds later and this list lacks is shown as written.
 */
export const counterNoteMessages = defineMessages({
  'COUNTER-style figures computed from proxy logs; not audited, not comparable one-to-one with publisher reports.':
    {
      id: 'counter.note.notAudited',
      defaultMessage:
        'COUNTER-style figures computed from proxy logs; not audited, not comparable one-to-one with publisher reports.',
    },
  'Access_Type (Controlled/Open) and YOP are not in proxy logs and are not reported.': {
    id: 'counter.note.accessType',
    defaultMessage:
      'Access_Type (Controlled/Open) and YOP are not in proxy logs and are not reported.',
  },
  'Searches are not observable through a proxy and are not reported.': {
    id: 'counter.note.searches',
    defaultMessage: 'Searches are not observable through a proxy and are not reported.',
  },
  'No_License counts denials the log shows (HTTP 401/403 or a recognised denial page).': {
    id: 'counter.note.noLicense',
    defaultMessage:
      'No_License counts denials the log shows (HTTP 401/403 or a recognised denial page).',
  },
});
