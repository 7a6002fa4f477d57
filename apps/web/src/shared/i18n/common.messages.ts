import { defineMessages } from './define-messages.js';

/** Words shared by many screens (buttons, field names). */
export const commonMessages = defineMessages({
  /** What a control is, before what it shows (`Knowledge bases status: 3 remaining`). */
  labelPrefix: { id: 'common.labelPrefix', defaultMessage: '{label}: ' },
  /** A tooltip's text after the words shown. */
  tipSuffix: { id: 'common.tipSuffix', defaultMessage: ': {tip}' },
  appName: { id: 'common.appName', defaultMessage: 'Sillage' },
  /** A job's duration shorter than a second. */
  underASecond: { id: 'common.underASecond', defaultMessage: '< 1 s' },
  /** How a date field wants its day typed, in this language's own letters (French: JJ/MM/AAAA). */
  datePattern: { id: 'common.datePattern', defaultMessage: 'YYYY-MM-DD' },
  dateHint: { id: 'common.dateHint', defaultMessage: 'Format: {pattern}' },
  dateInvalid: {
    id: 'common.dateInvalid',
    defaultMessage: 'Not a valid date: type it as {pattern}.',
  },
  /** `min` and `max` are days written as the field takes them. */
  dateOutOfRange: {
    id: 'common.dateOutOfRange',
    defaultMessage: 'Choose a day from {min} to {max}.',
  },
  close: { id: 'common.close', defaultMessage: 'Close' },
  back: { id: 'common.back', defaultMessage: 'Back' },
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel' },
  save: { id: 'common.save', defaultMessage: 'Save' },
  add: { id: 'common.add', defaultMessage: 'Add' },
  remove: { id: 'common.remove', defaultMessage: 'Delete' },
  edit: { id: 'common.edit', defaultMessage: 'Edit' },
  export: { id: 'common.export', defaultMessage: 'Export' },
  import: { id: 'common.import', defaultMessage: 'Import' },
  reset: { id: 'common.reset', defaultMessage: 'Reset' },
  refresh: { id: 'common.refresh', defaultMessage: 'Refresh' },
  continue: { id: 'common.continue', defaultMessage: 'Continue' },
  send: { id: 'common.send', defaultMessage: 'Send' },
  search: { id: 'common.search', defaultMessage: 'Search' },
  yes: { id: 'common.yes', defaultMessage: 'Yes' },
  no: { id: 'common.no', defaultMessage: 'No' },
  loading: { id: 'common.loading', defaultMessage: 'Loading…' },
  actions: { id: 'common.actions', defaultMessage: 'Actions' },
  email: { id: 'common.email', defaultMessage: 'Email' },
  password: { id: 'common.password', defaultMessage: 'Password' },
  confirmPassword: { id: 'common.confirmPassword', defaultMessage: 'Confirm password' },
  showPassword: { id: 'common.showPassword', defaultMessage: 'Show password' },
  hidePassword: { id: 'common.hidePassword', defaultMessage: 'Hide password' },
  passwordHint: {
    id: 'common.passwordHint',
    defaultMessage:
      'At least {min, plural, one {# character} other {# characters}}, spaces at either end not counted.',
  },
  passwordTooShort: {
    id: 'common.passwordTooShort',
    defaultMessage:
      'This password is too short: it needs at least {min, plural, one {# character} other {# characters}} (spaces at either end do not count).',
  },
  fieldRequired: { id: 'common.fieldRequired', defaultMessage: 'This field is required' },
  name: { id: 'common.name', defaultMessage: 'Name' },
  value: { id: 'common.value', defaultMessage: 'Value' },
  identifier: { id: 'common.identifier', defaultMessage: 'Identifier' },
  country: { id: 'common.country', defaultMessage: 'Country' },
  size: { id: 'common.size', defaultMessage: 'Size' },
  fileName: { id: 'common.fileName', defaultMessage: 'File name' },
  language: { id: 'common.language', defaultMessage: 'Language' },
  update: { id: 'common.update', defaultMessage: 'Update' },
  currentVersion: { id: 'common.currentVersion', defaultMessage: 'Current version:' },
  rowsPerPage: { id: 'common.rowsPerPage', defaultMessage: 'Rows per page' },
  all: { id: 'common.all', defaultMessage: 'All' },
  previousPage: { id: 'common.previousPage', defaultMessage: 'Previous page' },
  nextPage: { id: 'common.nextPage', defaultMessage: 'Next page' },
  pageRange: {
    id: 'common.pageRange',
    defaultMessage: '{from}–{to} of {total}',
  },
  menu: { id: 'common.menu', defaultMessage: 'More actions' },
});
