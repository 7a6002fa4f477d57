import { defineMessages } from '../../shared/i18n/define-messages.js';

/** Texts of the log format designer. */
export const formatMessages = defineMessages({
  title: { id: 'format.title', defaultMessage: 'Design my log format' },
  copyPaste: { id: 'format.copyPaste', defaultMessage: 'Copy/paste your log lines here' },
  formatAnalysis: { id: 'format.formatAnalysis', defaultMessage: 'Format analysis' },
  firstLogLine: { id: 'format.firstLogLine', defaultMessage: 'Based on the first log line' },
  analyzing: { id: 'format.analyzing', defaultMessage: 'Analysing…' },
  verdictNone: { id: 'format.verdictNone', defaultMessage: 'Paste log lines to analyse them.' },
  verdictMatch: { id: 'format.verdictMatch', defaultMessage: 'The format matches the line.' },
  verdictPartial: {
    id: 'format.verdictPartial',
    defaultMessage: 'The format matches, but fields are missing.',
  },
  verdictFailed: {
    id: 'format.verdictFailed',
    defaultMessage: 'The format does not match the line.',
  },
  detectionFailed: {
    id: 'format.detectionFailed',
    defaultMessage:
      'The format could not be recognised automatically: choose a log type and write its format.',
  },
  format: { id: 'format.format', defaultMessage: 'Format ({proxy})' },
  formatUnknownProxy: { id: 'format.formatUnknownProxy', defaultMessage: 'Format' },
  regex: { id: 'format.regex', defaultMessage: 'Regular expression' },
  logLine: { id: 'format.logLine', defaultMessage: 'Log line read by the format' },
  regexFailed: {
    id: 'format.regexFailed',
    defaultMessage: 'The regular expression could not be built.',
  },
  /** The matched and unmatched parts of the format; `<hidden>` is for screen readers only. */
  matchedPart: {
    id: 'format.matchedPart',
    defaultMessage: '<hidden>Matched part: </hidden>{text}',
  },
  unmatchedPart: {
    id: 'format.unmatchedPart',
    defaultMessage: '<hidden> Part that does not match: </hidden>{text}',
  },
  ecGenerated: {
    id: 'format.ecGenerated',
    defaultMessage: 'Generated consultation event (basic, no enrichment)',
  },
  property: { id: 'format.property', defaultMessage: 'Property' },
  value: { id: 'format.value', defaultMessage: 'Value' },
  missingDate: {
    id: 'format.missing.date',
    defaultMessage: 'No date was found: check the date format.',
  },
  missingUrl: { id: 'format.missing.url', defaultMessage: 'No URL was found in the line.' },
  missingDomain: {
    id: 'format.missing.domain',
    defaultMessage: 'No domain could be read from the URL.',
  },
  missingOther: { id: 'format.missingOther', defaultMessage: 'Missing field: {field}' },
  findForMe: { id: 'format.findForMe', defaultMessage: 'Find for me!' },
  formatDiscovering: { id: 'format.formatDiscovering', defaultMessage: 'Format discovery' },
  clickToFindOut: {
    id: 'format.clickToFindOut',
    defaultMessage: 'We can try every saved configuration on your lines and list those that match.',
  },
  tryingSettings: {
    id: 'format.tryingSettings',
    defaultMessage: 'Please wait, we are testing the saved configurations…',
  },
  foundSettings: { id: 'format.foundSettings', defaultMessage: 'We found compatible settings:' },
  noSettingsFound: {
    id: 'format.noSettingsFound',
    defaultMessage: 'No saved configuration matches these lines.',
  },
  findMyFormat: { id: 'format.findMyFormat', defaultMessage: 'Find my format' },
  processLogLines: { id: 'format.processLogLines', defaultMessage: 'Process your log lines' },
});
