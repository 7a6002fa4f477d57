import { defineMessages } from './define-messages.js';

/**
 * Error texts. Ids are `errors.<reason>`: the reason is a server message (reference-style, e.g.
 * `userAlreadyExists`), one of our error codes, or a client-side failure.
 */
export const errorMessages = defineMessages({
  title: { id: 'errors.title', defaultMessage: 'Error' },
  error: { id: 'errors.error', defaultMessage: 'One or more errors have occurred.' },
  notFound: { id: 'errors.404', defaultMessage: 'This page could not be found' },
  forbidden: { id: 'errors.403', defaultMessage: 'You are not allowed to see this page.' },
  unauthorized: { id: 'errors.401', defaultMessage: 'You need to sign in to see this page.' },
  internal: { id: 'errors.500', defaultMessage: 'An internal error occurred.' },
  pageLoadFailed: {
    id: 'errors.pageLoadFailed',
    defaultMessage:
      'This page could not be loaded: the connection may have dropped, or a new version of Sillage was installed.',
  },
  reloadPage: { id: 'errors.reloadPage', defaultMessage: 'Reload the page' },
  unavailable: { id: 'errors.503', defaultMessage: 'The service is temporarily unavailable.' },
  VALIDATION_FAILED: { id: 'errors.VALIDATION_FAILED', defaultMessage: 'Some values are invalid.' },
  UNAUTHENTICATED: { id: 'errors.UNAUTHENTICATED', defaultMessage: 'Please sign in again.' },
  FORBIDDEN: { id: 'errors.FORBIDDEN', defaultMessage: 'You are not allowed to do this.' },
  NOT_FOUND: { id: 'errors.NOT_FOUND', defaultMessage: 'This item does not exist.' },
  CONFLICT: { id: 'errors.CONFLICT', defaultMessage: 'This item already exists.' },
  RATE_LIMITED: {
    id: 'errors.RATE_LIMITED',
    defaultMessage: 'Too many attempts, please wait a moment.',
  },
  PAYLOAD_TOO_LARGE: {
    id: 'errors.PAYLOAD_TOO_LARGE',
    defaultMessage: 'The data sent is too large.',
  },
  SERVICE_UNAVAILABLE: {
    id: 'errors.SERVICE_UNAVAILABLE',
    defaultMessage: 'The service is temporarily unavailable.',
  },
  INTERNAL_ERROR: { id: 'errors.INTERNAL_ERROR', defaultMessage: 'An internal error occurred.' },
  badCredentials: {
    id: 'errors.badCredentials',
    defaultMessage: 'Invalid email address or password.',
  },
  badSection: {
    id: 'errors.badSection',
    defaultMessage: 'This part of the profile cannot be changed.',
  },
  fillAllFields: { id: 'errors.fillAllFields', defaultMessage: 'Please fill in all the fields.' },
  invalidAddress: { id: 'errors.invalidAddress', defaultMessage: 'Invalid email address.' },
  unknownGroup: {
    id: 'errors.unknownGroup',
    defaultMessage: 'This group does not exist: choose Administrator or User.',
  },
  unsupportedLanguage: {
    id: 'errors.unsupportedLanguage',
    defaultMessage: 'This language is not offered: choose English or French.',
  },
  passwordDoesNotMatch: {
    id: 'errors.passwordDoesNotMatch',
    defaultMessage: 'The two passwords do not match.',
  },
  passwordTooShort: {
    id: 'errors.passwordTooShort',
    defaultMessage: 'The password is too short.',
  },
  passwordTooLong: {
    id: 'errors.passwordTooLong',
    defaultMessage: 'The password is too long: 1,024 characters at most.',
  },
  wrongPassword: { id: 'errors.wrongPassword', defaultMessage: 'The current password is wrong.' },
  userAlreadyExists: {
    id: 'errors.userAlreadyExists',
    defaultMessage: 'This user already exists.',
  },
  userNotFound: {
    id: 'errors.userNotFound',
    defaultMessage: 'No account corresponds to this email address.',
  },
  cannotDeleteYourself: {
    id: 'errors.cannotDeleteYourself',
    defaultMessage: 'You cannot delete your own account.',
  },
  cannotChangeYourOwnGroup: {
    id: 'errors.cannotChangeYourOwnGroup',
    defaultMessage: 'You cannot change your own group.',
  },
  parserRequired: {
    id: 'errors.parserRequired',
    defaultMessage: 'The chain needs the parser: it recognises the platforms.',
  },
  cannotSetYourOwnPassword: {
    id: 'errors.cannotSetYourOwnPassword',
    defaultMessage: 'Change your own password on your profile page.',
  },
  expirationDate: {
    id: 'errors.expirationDate',
    defaultMessage:
      'This link has expired (links are valid for one hour). Please ask for a new one.',
  },
  resetLinkUsed: {
    id: 'errors.resetLinkUsed',
    defaultMessage:
      'This link has already been used: each link works once. Please ask for a new one if you need to.',
  },
  resetLinkUnknown: {
    id: 'errors.resetLinkUnknown',
    defaultMessage:
      'This link is not valid: it is incomplete, or a newer link has replaced it. Please use the latest link you received, or ask for a new one.',
  },
  reportDoesNotExist: {
    id: 'errors.reportDoesNotExist',
    defaultMessage: 'The report of this process does not exist anymore.',
  },
  cannotGetAppInfos: {
    id: 'errors.cannotGetAppInfos',
    defaultMessage: 'Cannot get the application information.',
  },
  cannotLoadPKBS: {
    id: 'errors.cannotLoadPKBS',
    defaultMessage: 'Cannot load the knowledge bases status.',
  },
  cannotLoadPlatformsCatalog: {
    id: 'errors.cannotLoadPlatformsCatalog',
    defaultMessage: 'Cannot load the state of the platforms catalog.',
  },
  cannotFetchPlatformsCatalog: {
    id: 'errors.cannotFetchPlatformsCatalog',
    defaultMessage: 'Cannot fetch the platforms catalog.',
  },
  cannotVerifyPlatforms: {
    id: 'errors.cannotVerifyPlatforms',
    defaultMessage: 'Cannot ask for the check of the built-in rules again.',
  },
  platformsCatalogNotReady: {
    id: 'errors.platformsCatalogNotReady',
    defaultMessage: 'There is no platforms pack in place to check the built-in rules against.',
  },
  platformsCatalogNotFetchable: {
    id: 'errors.platformsCatalogNotFetchable',
    defaultMessage:
      'The platforms catalog cannot be fetched now: it is being fetched, already there, or fetching is turned off.',
  },
  cannotLoadStatus: {
    id: 'errors.cannotLoadStatus',
    defaultMessage: 'Cannot load the update status.',
  },
  cannotGetPlatforms: {
    id: 'errors.cannotGetPlatforms',
    defaultMessage: 'Cannot get the platforms.',
  },
  cannotGetMiddlewares: {
    id: 'errors.cannotGetMiddlewares',
    defaultMessage: 'Cannot get the middlewares.',
  },
  impossibleToUpdate: { id: 'errors.impossibleToUpdate', defaultMessage: 'The update failed.' },
  updateInProgress: {
    id: 'errors.updateInProgress',
    defaultMessage:
      'An update of this catalog is already running (another administrator may have started it). Check again in a moment.',
  },
  appUpdateInProgress: {
    id: 'errors.appUpdateInProgress',
    defaultMessage:
      'An update of the software is already running (another administrator may have started it). Check again in a moment.',
  },
  appUpdateRolledBack: {
    id: 'errors.appUpdateRolledBack',
    defaultMessage:
      'The update failed and was undone: the running version is unchanged. Reason: {reason}',
  },
  appRollbackFailed: {
    id: 'errors.appRollbackFailed',
    defaultMessage:
      'The update failed and could not be undone: the installed copy may be half updated. Restore it on the server before the next restart (see the update logs on this page). Reason: {reason}',
  },
  emptyMiddlewareChain: {
    id: 'errors.emptyMiddlewareChain',
    defaultMessage:
      'At least one middleware must stay active: add the one you want before removing the last.',
  },
  updateRefused: {
    id: 'errors.updateRefused',
    defaultMessage: 'The new version was refused; the current one stays in use. Reason: {reason}',
  },
  updateGitFailed: {
    id: 'errors.updateGitFailed',
    defaultMessage: 'The repository could not be reached; nothing changed. Reason: {reason}',
  },
  cannotLoadUsersList: {
    id: 'errors.cannotLoadUsersList',
    defaultMessage: 'Cannot load the users.',
  },
  cannotRemoveUser: { id: 'errors.cannotRemoveUser', defaultMessage: 'Cannot delete the user.' },
  cannotCancelJob: { id: 'errors.cannotCancelJob', defaultMessage: 'Cannot cancel the process.' },
  jobAlreadyEnded: {
    id: 'errors.jobAlreadyEnded',
    defaultMessage: 'The process had already ended.',
  },
  cannotDeleteJob: { id: 'errors.cannotDeleteJob', defaultMessage: 'Cannot delete the process.' },
  cannotDeletePkbFile: {
    id: 'errors.cannotDeletePkbFile',
    defaultMessage: 'Cannot remove the KBART file.',
  },
  jobNotEnded: {
    id: 'errors.jobNotEnded',
    defaultMessage: 'The process has not ended yet: cancel it first.',
  },
  cannotSaveUser: { id: 'errors.cannotSaveUser', defaultMessage: 'Cannot save the user.' },
  cannotSendFeedback: {
    id: 'errors.cannotSendFeedback',
    defaultMessage: 'Cannot send your feedback.',
  },
  // The feedback form's rate limit (HTTP 429), told apart from a mail server that failed.
  tooManyMessages: {
    id: 'errors.tooManyMessages',
    defaultMessage:
      'Too many messages were sent from this address: wait a minute, then send again.',
  },
  cannotResetPassword: {
    id: 'errors.cannotResetPassword',
    defaultMessage: 'Cannot reset the password.',
  },
  cannotGetReport: { id: 'errors.cannotGetReport', defaultMessage: 'Cannot retrieve the report.' },
  cannotGetLogging: {
    id: 'errors.cannotGetLogging',
    defaultMessage: 'Cannot retrieve the traces.',
  },
  cannotGetJobs: { id: 'errors.cannotGetJobs', defaultMessage: 'Cannot get the processes.' },
  cannotLoadUserNumber: {
    id: 'errors.cannotLoadUserNumber',
    defaultMessage: 'Cannot get the number of accounts.',
  },
  cannotRegister: { id: 'errors.cannotRegister', defaultMessage: 'Cannot create the account.' },
  cannotNotifiate: {
    id: 'errors.cannotNotifiate',
    defaultMessage: 'Cannot update the notification setting.',
  },
  cannotUpdatePassword: {
    id: 'errors.cannotUpdatePassword',
    defaultMessage: 'Cannot update the password.',
  },
  cannotGetlogFormat: {
    id: 'errors.cannotGetlogFormat',
    defaultMessage: 'Cannot analyse the log format.',
  },
  cannotLoadJobsData: {
    id: 'errors.cannotLoadJobsData',
    defaultMessage: 'Cannot load your processes.',
  },
  notASettingsFile: {
    id: 'errors.notASettingsFile',
    defaultMessage:
      'This file is not a settings file: choose a JSON file exported from the settings (Export).',
  },
  cannotLoadPredefinedSettings: {
    id: 'errors.cannotLoadPredefinedSettings',
    defaultMessage: 'Cannot load the predefined settings.',
  },
  errorSavePredefinedSettings: {
    id: 'errors.errorSavePredefinedSettings',
    defaultMessage: 'An error occurred when saving the settings.',
  },
  invalidSettingHeaders: {
    id: 'errors.invalidSettingHeaders',
    defaultMessage:
      'These settings hold a header value no job accepts: check the output format and the other headers.',
  },
  invalidSettingHeadersDetail: {
    id: 'errors.invalidSettingHeadersDetail',
    defaultMessage: 'These settings hold a header value no job accepts. Server detail: {detail}',
  },
  cannotRemovePredefinedSettings: {
    id: 'errors.cannotRemovePredefinedSettings',
    defaultMessage: 'Cannot delete these settings.',
  },
  jobsRunning: {
    id: 'errors.jobsRunning',
    defaultMessage: 'Processes are running; confirm to force the action.',
  },
  cannotRestart: { id: 'errors.cannotRestart', defaultMessage: 'Cannot restart Sillage.' },
  GONE: { id: 'errors.GONE', defaultMessage: 'This item is no longer available.' },
  NOT_IMPLEMENTED: {
    id: 'errors.NOT_IMPLEMENTED',
    defaultMessage: 'This feature is not available on this instance.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    id: 'errors.UNSUPPORTED_MEDIA_TYPE',
    defaultMessage: 'This type of content is not supported.',
  },
  NOT_ACCEPTABLE: {
    id: 'errors.NOT_ACCEPTABLE',
    defaultMessage: 'This cannot be given in the form asked for.',
  },
  METHOD_NOT_ALLOWED: {
    id: 'errors.METHOD_NOT_ALLOWED',
    defaultMessage: 'This address does not take this kind of request.',
  },
  mailUnavailable: {
    id: 'errors.mailUnavailable',
    defaultMessage: 'Sending mail is not configured on this instance.',
  },
  databaseUnavailable: {
    id: 'errors.databaseUnavailable',
    defaultMessage: 'The database cannot be reached right now. Try again in a few seconds.',
  },
  registrationClosed: {
    id: 'errors.registrationClosed',
    defaultMessage: 'Accounts can only be created by an administrator.',
  },
  crossOriginRequest: {
    id: 'errors.crossOriginRequest',
    defaultMessage: 'This request was refused for safety reasons.',
  },
  adminOnly: { id: 'errors.adminOnly', defaultMessage: 'Only administrators can do this.' },
  cannotSendToEzmesure: {
    id: 'errors.cannotSendToEzmesure',
    defaultMessage: 'Cannot send the result to the statistics service.',
  },
  // Keys the api sends that no page expects today: a path that meets one still reads it.
  duplicateMiddleware: {
    id: 'errors.duplicateMiddleware',
    defaultMessage: 'A middleware appears twice in the chain.',
  },
  notGitInstall: {
    id: 'errors.notGitInstall',
    defaultMessage: 'This installation is not a git copy: update it the way it was installed.',
  },
  middlewaresShipWithApp: {
    id: 'errors.middlewaresShipWithApp',
    defaultMessage: 'The middlewares are updated with the software.',
  },
  cannotFetchSatellite: {
    id: 'errors.cannotFetchSatellite',
    defaultMessage: 'Cannot start fetching this pack.',
  },
  satelliteNotFetchable: {
    id: 'errors.satelliteNotFetchable',
    defaultMessage:
      'This pack cannot be fetched now: it is being fetched, already there, or fetching is turned off.',
  },
  packNotFetched: {
    id: 'errors.packNotFetched',
    defaultMessage:
      'This pack is not in place yet (not fetched, or fetching is turned off): there is nothing to update.',
  },
  repositoryNotFetched: {
    id: 'errors.repositoryNotFetched',
    defaultMessage: "This pack's folder is configured on the server: it is not fetched from here.",
  },
  repositoryNotConfigured: {
    id: 'errors.repositoryNotConfigured',
    defaultMessage: 'This repository is not configured on this instance.',
  },
  jobNotFound: {
    id: 'errors.jobNotFound',
    defaultMessage: 'This process does not exist, or is not yours.',
  },
  // The jobs page's words for jobNotFound: an administrator may act on any user's job.
  jobGone: { id: 'errors.jobGone', defaultMessage: 'This process no longer exists.' },
  notAuthenticated: { id: 'errors.notAuthenticated', defaultMessage: 'Please sign in again.' },
  // Reasons the api sends (tools/docs/api-error-messages.test.ts keeps this list whole).
  tooManyAttempts: {
    id: 'errors.tooManyAttempts',
    defaultMessage: 'Too many failed attempts from this address: wait a minute, then try again.',
  },
  analysesWaiting: {
    id: 'errors.analysesWaiting',
    defaultMessage:
      'Your earlier format analyses are still waiting their turn: wait a few seconds, then try again.',
  },
  tooManyAnonymousJobs: {
    id: 'errors.tooManyAnonymousJobs',
    defaultMessage:
      'Too many processes were started without an account from this address: wait a minute, or sign in.',
  },
  tooManySockets: {
    id: 'errors.tooManySockets',
    defaultMessage:
      'Too many pages of this server are open from this address: close some, then reload this one.',
  },
  multipartExpected: {
    id: 'errors.multipartExpected',
    defaultMessage: 'The files must be sent as a multipart form.',
  },
  noFile: { id: 'errors.noFile', defaultMessage: 'No file was sent.' },
  ezmesureNotConfigured: {
    id: 'errors.ezmesureNotConfigured',
    defaultMessage: 'Sending to ezMESURE is not set up on this server.',
  },
  ezmesureInstanceNotFound: {
    id: 'errors.ezmesureInstanceNotFound',
    defaultMessage: 'This ezMESURE instance is not one this server knows.',
  },
  ezmesureTokenMissing: {
    id: 'errors.ezmesureTokenMissing',
    defaultMessage: 'Give your ezMESURE token to send the result.',
  },
  ezmesureUnreachable: {
    id: 'errors.ezmesureUnreachable',
    defaultMessage: 'The server could not reach ezMESURE. Try again later.',
  },
  csvResultNotFound: {
    id: 'errors.csvResultNotFound',
    defaultMessage: 'This process has no CSV result.',
  },
  resultNotFound: {
    id: 'errors.resultNotFound',
    defaultMessage: 'This process has no result to download (yet).',
  },
  resultNotKept: {
    id: 'errors.resultNotKept',
    defaultMessage: 'This process ended without keeping a result.',
  },
  resultHasNoEvents: {
    id: 'errors.resultHasNoEvents',
    defaultMessage: "This process's result holds no event.",
  },
  resultUnreadable: {
    id: 'errors.resultUnreadable',
    defaultMessage:
      "This process's result cannot be read: download it again later, or run the process again.",
  },
  reportUnreadable: {
    id: 'errors.reportUnreadable',
    defaultMessage:
      "This process's report cannot be read: its file on the server is damaged. Run the process again.",
  },
  fileNotFound: {
    id: 'errors.fileNotFound',
    defaultMessage: 'This file of the process does not exist (any more).',
  },
  feedbackUnavailable: {
    id: 'errors.feedbackUnavailable',
    defaultMessage: 'Feedback is not set up on this server.',
  },
  alreadyInstalled: {
    id: 'errors.alreadyInstalled',
    defaultMessage: 'This instance already has an administrator: sign in instead.',
  },
  already_exists: {
    id: 'errors.already_exists',
    defaultMessage: 'You already have settings of that name: choose another name.',
  },
  settingsNotFound: {
    id: 'errors.settingsNotFound',
    defaultMessage: 'These settings do not exist (any more).',
  },
  notYourSettings: {
    id: 'errors.notYourSettings',
    defaultMessage: 'These settings are not yours: save a copy under another name.',
  },
  notYourJobs: {
    id: 'errors.notYourJobs',
    defaultMessage: "Only an administrator can see other accounts' processes.",
  },
  codeNotFound: { id: 'errors.codeNotFound', defaultMessage: 'This status code does not exist.' },
  noBody: { id: 'errors.noBody', defaultMessage: 'Nothing was sent: give log lines to analyse.' },
  missingLogLinesField: {
    id: 'errors.missingLogLinesField',
    defaultMessage: 'Give the log lines to analyse.',
  },
});
