import { defineMessages } from '../../shared/i18n/define-messages.js';

/** Texts of the reject explorer (/report/{uuid}/rejects). */
export const rejectsMessages = defineMessages({
  title: { id: 'rejects.title', defaultMessage: 'Reject explorer' },
  intro: {
    id: 'rejects.intro',
    defaultMessage:
      'Where the log lines went, with example lines for each reason they were set aside.',
  },
  notAvailable: {
    id: 'rejects.notAvailable',
    defaultMessage: 'This report has no explorer data (process run by an older version).',
  },
  funnel: { id: 'rejects.funnel', defaultMessage: 'From lines to events' },
  step: { id: 'rejects.column.step', defaultMessage: 'Step' },
  lines: { id: 'rejects.column.lines', defaultMessage: 'Lines' },
  ofInput: { id: 'rejects.column.ofInput', defaultMessage: 'Of lines read' },
  lost: { id: 'rejects.column.lost', defaultMessage: 'Set aside at this step' },
  'step.lines': { id: 'rejects.step.lines', defaultMessage: 'Lines read' },
  'step.parsed': { id: 'rejects.step.parsed', defaultMessage: 'Parsed' },
  // Parsed lines the filters kept (irrelevant, ignored hosts and domains, robots set aside): not
  // the report's "Relevant lines" (lines read minus ignored ones), so not named the same.
  'step.relevant': { id: 'rejects.step.relevant', defaultMessage: 'Kept by the filters' },
  'step.known-platform': { id: 'rejects.step.known-platform', defaultMessage: 'Known platform' },
  'step.qualified': { id: 'rejects.step.qualified', defaultMessage: 'Qualified' },
  'step.deduplicated': { id: 'rejects.step.deduplicated', defaultMessage: 'Deduplicated' },
  'step.events': { id: 'rejects.step.events', defaultMessage: 'Consultation events' },
  dropped: { id: 'rejects.dropped', defaultMessage: '{label}: {count, number}' },
  samples: { id: 'rejects.samples', defaultMessage: 'Sample lines by reason' },
  category: { id: 'rejects.category', defaultMessage: 'Reason' },
  lineNumber: { id: 'rejects.column.lineNumber', defaultMessage: 'Line' },
  fileNumber: { id: 'rejects.fileNumber', defaultMessage: 'file {file, number}' },
  sampleLine: { id: 'rejects.sampleLine', defaultMessage: 'Line {line, number}' },
  sampleLineInFile: {
    id: 'rejects.sampleLineInFile',
    defaultMessage: '{file}, line {line, number}',
  },
  line: { id: 'rejects.column.line', defaultMessage: 'Log line' },
  reason: { id: 'rejects.column.reason', defaultMessage: 'Detail' },
  noSamples: { id: 'rejects.noSamples', defaultMessage: 'No line was set aside.' },
  withheld: {
    id: 'rejects.withheld',
    defaultMessage:
      'Line not shown: it could not be read, and the job encrypts hosts and logins (Crypted-Fields).',
  },
  sampleCount: {
    id: 'rejects.sampleCount',
    defaultMessage:
      '{shown, plural, one {# sample} other {# samples}} of {total, plural, one {# line} other {# lines}}',
  },
  unknownHosts: { id: 'rejects.unknownHosts', defaultMessage: 'Unknown domains' },
  host: { id: 'rejects.column.host', defaultMessage: 'Publisher host' },
  share: { id: 'rejects.column.share', defaultMessage: 'Share of relevant lines' },
  belowLeastShare: {
    id: 'rejects.belowLeastShare',
    defaultMessage: '< {least}',
    description: 'A share above zero too small to show with one decimal; least is 0.1 %',
  },
  loggedAs: { id: 'rejects.column.loggedAs', defaultMessage: 'Logged as' },
  knownBy: { id: 'rejects.column.knownBy', defaultMessage: 'Known by' },
  deproxied: { id: 'rejects.deproxied', defaultMessage: 'de-proxied' },
  nativePlatform: { id: 'rejects.nativePlatform', defaultMessage: 'native platform' },
  noUnknownHosts: { id: 'rejects.noUnknownHosts', defaultMessage: 'No unknown domain.' },
});
