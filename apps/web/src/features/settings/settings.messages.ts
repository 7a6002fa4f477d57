import { defineMessages } from '../../shared/i18n/define-messages.js';

/** Texts of the settings form, the save dialog and the curl dialog. */
export const settingsMessages = defineMessages({
  title: { id: 'settings.title', defaultMessage: 'Settings' },
  predefinedConfiguration: {
    id: 'settings.predefinedConfiguration',
    defaultMessage: 'Predefined configuration',
  },
  noConfiguration: { id: 'settings.noConfiguration', defaultMessage: 'Default settings' },
  customSettings: { id: 'settings.customSettings', defaultMessage: 'Custom settings' },
  predefinedSettings: { id: 'settings.predefinedSettings', defaultMessage: 'Predefined settings' },
  settingOption: { id: 'settings.settingOption', defaultMessage: '{name} ({id})' },
  settingOptionCountry: {
    id: 'settings.settingOptionCountry',
    defaultMessage: '{name} – {country} ({id})',
  },
  /** A predefined setting a job would be refused with: it names middlewares the server lacks. */
  /** Under the picker, a chosen setting this server would refuse as it stands. */
  refusedSettingTitle: {
    id: 'settings.refusedSettingTitle',
    defaultMessage: 'This setting cannot run on this server as it stands',
  },
  refusedSettingMiddlewares: {
    id: 'settings.refusedSettingMiddlewares',
    defaultMessage:
      'This server lacks the middlewares {names}. Its fields are in the form below: take them out of the ezPAARSE-Middlewares header, then save it as a setting of your own.',
  },
  refusedSettingStatus: {
    id: 'settings.refusedSettingStatus',
    defaultMessage:
      'A job would be refused (error {status}). Its fields are in the form below: correct them, then save it as a setting of your own.',
  },
  /** The server's reason, in English (it may end without a full stop: a line of its own). */
  refusedSettingDetail: {
    id: 'settings.refusedSettingDetail',
    defaultMessage: 'Server detail: {message}',
  },
  settingOptionMissingMiddlewares: {
    id: 'settings.settingOptionMissingMiddlewares',
    defaultMessage: '{option} – cannot run on this server, which lacks the middlewares {names}',
  },
  /** A setting naming middlewares of the reference this server lacks: jobs run without them. */
  settingOptionSkippedMiddlewares: {
    id: 'settings.settingOptionSkippedMiddlewares',
    defaultMessage: '{option} – runs without the middlewares {names}, which this server lacks',
  },
  /** A predefined setting a job would be refused with, for another reason (its status code). */
  settingOptionRefused: {
    id: 'settings.settingOptionRefused',
    defaultMessage: '{option} – cannot run on this server (error {status})',
  },
  /**
   * The predefined settings' `country` GENERIC_SETTING_COUNTRY ("Generic - preconfiguration"),
   * in words whose punctuation does not clash with the option's en dash.
   */
  genericCountry: {
    id: 'settings.genericCountry',
    defaultMessage: 'Generic, preconfigured',
  },
  /** The plain "Generic" country some predefined settings of the reference carry. */
  genericCountryPlain: { id: 'settings.genericCountryPlain', defaultMessage: 'Generic' },
  modified: { id: 'settings.modified', defaultMessage: 'Modified' },
  input: { id: 'settings.input', defaultMessage: 'Input' },
  typeOfLog: { id: 'settings.typeOfLog', defaultMessage: 'Log type' },
  autoRecognition: { id: 'settings.autoRecognition', defaultMessage: 'Auto recognition' },
  dateFormat: { id: 'settings.dateFormat', defaultMessage: 'Date format' },
  defaultParser: { id: 'settings.defaultParser', defaultMessage: 'Default parser (platform)' },
  /** `example`: a platform name, so that the hint does not read as a value already chosen. */
  defaultParserPlaceholder: {
    id: 'settings.defaultParserPlaceholder',
    defaultMessage: 'e.g. {example}',
  },
  logFormat: { id: 'settings.logFormat', defaultMessage: 'Log format' },
  logFormatNeeded: {
    id: 'settings.logFormatNeeded',
    defaultMessage:
      'Write the format string of this log type (for instance %h %l %u %t "%r" %s %b): without it the type changes nothing and lines are recognised automatically.',
  },
  logFormatTooLong: {
    id: 'settings.logFormatTooLong',
    defaultMessage:
      'This format is {count, plural, one {# character} other {# characters}} long: the server takes at most {max, number}. Real formats are far shorter; check what was pasted.',
  },
  logFormatTooManyFields: {
    id: 'settings.logFormatTooManyFields',
    defaultMessage:
      'This format holds {count, plural, one {# % field} other {# % fields}}: the server takes at most {max, number}. Real formats hold 5 to 40; check what was pasted.',
  },
  output: { id: 'settings.output', defaultMessage: 'Output' },
  outputFormat: { id: 'settings.outputFormat', defaultMessage: 'Result format' },
  counterMode: { id: 'settings.counterMode', defaultMessage: 'Count as COUNTER R5.1' },
  counterModeHelp: {
    id: 'settings.counterModeHelp',
    defaultMessage:
      'Applies the COUNTER R5.1 rules: only HTTP 200 and 304 count, robots are left out (with the COUNTER-Robots list when the server has it), repeated clicks within 30 s count once, and sessions give the unique items and titles. This is not only a view: the result file then holds the events COUNTER keeps. Adds the COUNTER tables to the job views and sets the COUNTER-Mode: r51 header.',
  },
  traceLevel: { id: 'settings.traceLevel', defaultMessage: 'Traces level' },
  tracesInfo: { id: 'settings.tracesInfo', defaultMessage: 'General information' },
  tracesError: { id: 'settings.tracesError', defaultMessage: 'Errors only' },
  tracesWarn: { id: 'settings.tracesWarn', defaultMessage: 'Warnings without consequences' },
  notificationsEmails: {
    id: 'settings.notificationsEmails',
    defaultMessage: 'Notification emails',
  },
  notAnEmailAddress: {
    id: 'settings.notAnEmailAddress',
    defaultMessage: 'Not an email address: {value}',
  },
  addedFields: { id: 'settings.addedFields', defaultMessage: 'Output fields to add' },
  removedFields: { id: 'settings.removedFields', defaultMessage: 'Output fields to remove' },
  outputFieldsNotForJson: {
    id: 'settings.outputFieldsNotForJson',
    defaultMessage: 'JSON results keep every field: this list applies to CSV and TSV only.',
  },
  cryptedFields: { id: 'settings.cryptedFields', defaultMessage: 'Crypted fields' },
  filterPlatforms: { id: 'settings.filterPlatforms', defaultMessage: 'Only these platforms' },
  chipsHelp: { id: 'settings.chipsHelp', defaultMessage: 'Press Enter or comma to add a value.' },
  removeChip: { id: 'settings.removeChip', defaultMessage: 'Remove {value}' },
  advancedHeaders: { id: 'settings.advancedHeaders', defaultMessage: 'Headers (advanced)' },
  headerName: { id: 'settings.headerName', defaultMessage: 'Header name' },
  headerValue: { id: 'settings.headerValue', defaultMessage: 'Header value' },
  addHeader: { id: 'settings.addHeader', defaultMessage: 'Add a header' },
  notAHeaderName: {
    id: 'settings.notAHeaderName',
    defaultMessage: 'A header name has only letters without accents, digits and - (no spaces).',
  },
  removeHeader: { id: 'settings.removeHeader', defaultMessage: 'Remove header {index}' },
  noHeaders: { id: 'settings.noHeaders', defaultMessage: 'No advanced header.' },
  headerSuggestions: {
    id: 'settings.headerSuggestions',
    defaultMessage: 'Suggested names for header {index}',
  },
  headersEncoding: { id: 'settings.headers.encoding', defaultMessage: 'Encoding' },
  headersFormat: { id: 'settings.headers.format', defaultMessage: 'Format' },
  headersExtraction: { id: 'settings.headers.extraction', defaultMessage: 'Extraction' },
  headersDeduplication: { id: 'settings.headers.deduplication', defaultMessage: 'Deduplication' },
  headersOther: { id: 'settings.headers.other', defaultMessage: 'Other' },
  headersOfMiddleware: {
    id: 'settings.headers.middleware',
    defaultMessage: 'Middleware {name}',
  },
  middlewares: { id: 'settings.middlewares', defaultMessage: 'Middlewares' },
  availableMiddlewares: {
    id: 'settings.availableMiddlewares',
    defaultMessage: 'Available middlewares',
  },
  activeMiddlewares: {
    id: 'settings.activeMiddlewares',
    defaultMessage: 'Additional middlewares, in order',
  },
  addMiddleware: { id: 'settings.addMiddleware', defaultMessage: 'Add {name}' },
  removeMiddleware: { id: 'settings.removeMiddleware', defaultMessage: 'Remove {name}' },
  moveUp: { id: 'settings.moveUp', defaultMessage: 'Move {name} up' },
  dragMiddleware: { id: 'settings.dragMiddleware', defaultMessage: 'Drag {name}' },
  moveDown: { id: 'settings.moveDown', defaultMessage: 'Move {name} down' },
  noMiddleware: { id: 'settings.noMiddleware', defaultMessage: 'None.' },
  save: { id: 'settings.save', defaultMessage: 'Save' },
  reset: { id: 'settings.reset', defaultMessage: 'Reset' },
  importSettings: { id: 'settings.importSettings', defaultMessage: 'Import settings (JSON)' },
  exportSetting: { id: 'settings.exportSetting', defaultMessage: 'Export' },
  deleteSetting: { id: 'settings.deleteSetting', defaultMessage: 'Delete' },
  settingActions: {
    id: 'settings.settingActions',
    defaultMessage: 'Actions on this configuration',
  },
  removeSettingTitle: {
    id: 'settings.removeSettingTitle',
    defaultMessage: 'Delete this configuration?',
  },
  removeSetting: {
    id: 'settings.removeSetting',
    defaultMessage: 'The saved configuration "{name}" will be deleted.',
  },
  deleted: { id: 'settings.deleted', defaultMessage: 'Setting deleted' },
  paramsSaved: { id: 'settings.paramsSaved', defaultMessage: 'Successfully saved settings' },
  savePredefinedSettings: {
    id: 'settings.savePredefinedSettings',
    defaultMessage: 'Save the configuration',
  },
  importPredefinedSettings: {
    id: 'settings.importPredefinedSettings',
    defaultMessage: 'Import a configuration',
  },
  settingsFile: { id: 'settings.settingsFile', defaultMessage: 'Configuration file (JSON)' },
  chooseSettingsFile: { id: 'settings.chooseSettingsFile', defaultMessage: 'Choose a file' },
  noSettingsFile: { id: 'settings.noSettingsFile', defaultMessage: 'No file chosen' },
  saveAsNew: { id: 'settings.saveAsNew', defaultMessage: 'Save as a new configuration' },
  nameUnavailable: { id: 'settings.nameUnavailable', defaultMessage: 'This name is already used' },
  identifierUnavailable: {
    id: 'settings.identifierUnavailable',
    defaultMessage: 'This identifier is already used',
  },
  identifierInvalid: {
    id: 'settings.identifierInvalid',
    defaultMessage: 'Letters, digits, dot, dash and underscore only',
  },
  tooLong: {
    id: 'settings.tooLong',
    defaultMessage: 'Too long: {max, plural, one {# character} other {# characters}} at most',
  },
  noCountry: { id: 'settings.noCountry', defaultMessage: 'No country' },
});
