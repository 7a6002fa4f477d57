import { defineMessages } from '../../shared/i18n/define-messages.js';

/** Texts of the "send to ezMESURE" dialog. */
export const ezmesureMessages = defineMessages({
  title: { id: 'ezmesure.title', defaultMessage: 'Load into ezMESURE' },
  fileLoaded: { id: 'ezmesure.fileLoaded', defaultMessage: 'File loaded' },
  repository: { id: 'ezmesure.repository', defaultMessage: 'Repository' },
  token: { id: 'ezmesure.token', defaultMessage: 'Authentication token' },
  showToken: { id: 'ezmesure.showToken', defaultMessage: 'Show the token' },
  hideToken: { id: 'ezmesure.hideToken', defaultMessage: 'Hide the token' },
  indice: { id: 'ezmesure.indice', defaultMessage: 'Depository index' },
  invalidIndexName: {
    id: 'ezmesure.invalidIndexName',
    defaultMessage:
      'An index name is written in lower case, with letters, digits, dots, dashes and underscores, and starts with a letter or a digit.',
  },
  load: { id: 'ezmesure.load', defaultMessage: 'Load' },
  unreachable: {
    id: 'ezmesure.unreachable',
    defaultMessage:
      "The server could not reach ezMESURE. Try again later; if it lasts, tell your administrator (the repository's address may be wrong).",
  },
  refused: {
    id: 'ezmesure.refused',
    defaultMessage:
      'ezMESURE refused the file ({reason}). Check the token and the index, then try again.',
  },
  noCsvResult: {
    id: 'ezmesure.noCsvResult',
    defaultMessage: 'This job has no CSV result: only CSV results can be loaded into ezMESURE.',
  },
  instanceGone: {
    id: 'ezmesure.instanceGone',
    defaultMessage:
      'This ezMESURE repository is no longer configured on the server: reload the page and choose another.',
  },
  invalidJwtToken: {
    id: 'ezmesure.invalidJwtToken',
    defaultMessage: 'This does not look like a token (three parts separated by dots).',
  },
  noInstance: {
    id: 'ezmesure.noInstance',
    defaultMessage: 'No statistics service is configured on this instance.',
  },
  failedToLoadInstances: {
    id: 'ezmesure.failedToLoadInstances',
    defaultMessage: 'The list of ezMESURE instances could not be loaded.',
  },
  failedToLoadAvailableIndices: {
    id: 'ezmesure.failedToLoadAvailableIndices',
    defaultMessage: 'The indices of this instance could not be loaded; type the index name.',
  },
  findYourToken: {
    id: 'ezmesure.findYourToken',
    defaultMessage: 'Your authentication token is on <link>your ezMESURE space</link>.',
  },
  inserted: { id: 'ezmesure.inserted', defaultMessage: 'Inserted' },
  updated: { id: 'ezmesure.updated', defaultMessage: 'Updated' },
  failed: { id: 'ezmesure.failed', defaultMessage: 'Failed' },
  errorsFound: { id: 'ezmesure.errorsFound', defaultMessage: 'Errors have been encountered:' },
  errorAtLine: { id: 'ezmesure.errorAtLine', defaultMessage: 'line {line}: {reason}' },
});
