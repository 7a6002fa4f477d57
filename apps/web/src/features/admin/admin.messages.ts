import { defineMessages } from '../../shared/i18n/define-messages.js';

/** Texts of the administration pages. */
export const adminMessages = defineMessages({
  usersTitle: { id: 'admin.users.title', defaultMessage: 'Users' },
  addUser: { id: 'admin.users.addUser', defaultMessage: 'Add a user' },
  editUser: { id: 'admin.users.editUser', defaultMessage: 'Edit "{email}"' },
  editUserLabel: { id: 'admin.users.editUserLabel', defaultMessage: 'Edit {email}' },
  deleteUserLabel: { id: 'admin.users.deleteUserLabel', defaultMessage: 'Delete {email}' },
  group: { id: 'admin.users.group', defaultMessage: 'Group' },
  groupAdmin: { id: 'admin.users.groups.admin', defaultMessage: 'Administrator' },
  groupUser: { id: 'admin.users.groups.user', defaultMessage: 'User' },
  // An account's language (its mails' one), named in the interface's language.
  localeEn: { id: 'admin.users.locales.en', defaultMessage: 'English' },
  localeFr: { id: 'admin.users.locales.fr', defaultMessage: 'French' },
  noUsers: { id: 'admin.users.noUsers', defaultMessage: 'There is no user.' },
  noMatchingUser: {
    id: 'admin.users.noMatchingUser',
    defaultMessage: 'No user matches the search.',
  },
  deletingUser: { id: 'admin.users.deletingUser', defaultMessage: 'Delete a user' },
  confirmSentence: {
    id: 'admin.users.confirmSentence',
    defaultMessage: 'Do you really want to delete <b>{email}</b>?',
  },
  userDeleted: { id: 'admin.users.userDeleted', defaultMessage: 'The user has been deleted.' },
  userUpdated: { id: 'admin.users.userUpdated', defaultMessage: 'User updated' },
  userAdded: { id: 'admin.users.userAdded', defaultMessage: 'User added' },
  you: { id: 'admin.users.you', defaultMessage: 'you' },
  jobsTitle: { id: 'admin.jobs.title', defaultMessage: 'Processes' },
  currentProcess: {
    id: 'admin.jobs.currentProcess',
    defaultMessage:
      '{count, plural, =0 {No process in progress.} one {There is <b>#</b> process in progress.} other {There are <b>#</b> processes in progress.}}',
  },
  anonymous: { id: 'admin.jobs.anonymous', defaultMessage: 'Anonymous' },
  deletedAccount: { id: 'admin.jobs.deletedAccount', defaultMessage: 'Deleted account' },
  userId: { id: 'admin.jobs.userId', defaultMessage: 'User' },
  jobId: { id: 'admin.jobs.jobId', defaultMessage: 'Process' },
  createdAt: { id: 'admin.jobs.createdAt', defaultMessage: 'Start' },
  state: { id: 'admin.jobs.state', defaultMessage: 'Status' },
  started: { id: 'admin.jobs.status.started', defaultMessage: 'In process' },
  completed: { id: 'admin.jobs.status.completed', defaultMessage: 'Completed' },
  abort: { id: 'admin.jobs.status.abort', defaultMessage: 'Abort' },
  error: { id: 'admin.jobs.status.error', defaultMessage: 'Error' },
  allStates: { id: 'admin.jobs.allStates', defaultMessage: 'All statuses' },
  noJobs: { id: 'admin.jobs.noJobs', defaultMessage: 'There is no process history.' },
  loadingJobs: { id: 'admin.jobs.loading', defaultMessage: 'Loading the processes…' },
  jobsLoadFailed: {
    id: 'admin.jobs.loadFailed',
    defaultMessage: 'The list of processes could not be loaded.',
  },
  retry: { id: 'admin.jobs.retry', defaultMessage: 'Retry' },
  loadingUsers: { id: 'admin.users.loading', defaultMessage: 'Loading the users\u2026' },
  usersLoadFailed: {
    id: 'admin.users.loadFailed',
    defaultMessage: 'The list of users could not be loaded.',
  },
  loadingPlatforms: {
    id: 'admin.platforms.loading',
    defaultMessage: 'Loading the platforms\u2026',
  },
  platformsLoadFailed: {
    id: 'admin.platforms.loadFailed',
    defaultMessage: 'The platforms could not be loaded.',
  },
  loadingMiddlewares: {
    id: 'admin.middlewares.loading',
    defaultMessage: 'Loading the middleware chain\u2026',
  },
  middlewaresLoadFailed: {
    id: 'admin.middlewares.loadFailed',
    defaultMessage: 'The middleware chain could not be loaded.',
  },
  noJobFound: { id: 'admin.jobs.noJobFound', defaultMessage: 'No process matches the filters.' },
  startDate: { id: 'admin.jobs.startDate', defaultMessage: 'From' },
  endDate: { id: 'admin.jobs.endDate', defaultMessage: 'To' },
  endBeforeStart: {
    id: 'admin.jobs.endBeforeStart',
    defaultMessage: 'The end date is before the start date: the dates filter nothing.',
  },
  jobActions: { id: 'admin.jobs.jobActions', defaultMessage: 'Actions on process {id}' },
  cancelJob: { id: 'admin.jobs.cancelJob', defaultMessage: 'Cancel the process' },
  cancellingJob: { id: 'admin.jobs.cancellingJob', defaultMessage: 'Cancel this process?' },
  confirmCancel: {
    id: 'admin.jobs.confirmCancel',
    defaultMessage:
      'The process <b>{id}</b> of {owner} will stop where it is and end as cancelled. Its owner will see it cancelled.',
  },
  keepRunning: { id: 'admin.jobs.keepRunning', defaultMessage: 'Let it run' },
  deleteJob: { id: 'admin.jobs.deleteJob', defaultMessage: 'Delete the process' },
  confirmDelete: {
    id: 'admin.jobs.confirmDelete',
    defaultMessage:
      'The process <b>{id}</b> of {owner}: its uploaded logs, result, report and traces are deleted now, and it leaves this list. This cannot be undone.',
  },
  jobCancelled: {
    id: 'admin.jobs.jobCancelled',
    defaultMessage: 'The process has been cancelled.',
  },
  platformsTitle: { id: 'admin.platforms.title', defaultMessage: 'Platforms' },
  platform: { id: 'admin.platforms.platform', defaultMessage: 'Platform' },
  certifications: { id: 'admin.platforms.certifications', defaultMessage: 'Certifications' },
  human: { id: 'admin.platforms.human', defaultMessage: 'Human' },
  publisher: { id: 'admin.platforms.publisher', defaultMessage: 'Publisher' },
  pkbs: { id: 'admin.platforms.pkbs', defaultMessage: 'Knowledge bases' },
  pkbPackages: {
    id: 'admin.platforms.pkbPackages',
    defaultMessage: '{count, plural, one {# package} other {# packages}}',
  },
  updateAvailable: { id: 'admin.platforms.updateAvailable', defaultMessage: 'Update available' },
  pkbPackagesOf: {
    id: 'admin.platforms.pkbPackagesOf',
    defaultMessage: 'Knowledge-base packages of {platform}',
  },
  pkbPackage: { id: 'admin.platforms.pkbPackage', defaultMessage: 'Package' },
  pkbDate: { id: 'admin.platforms.pkbDate', defaultMessage: 'Date' },
  pkbEntries: { id: 'admin.platforms.pkbEntries', defaultMessage: 'Titles' },
  onlyOutdated: {
    id: 'admin.platforms.onlyOutdated',
    defaultMessage: 'Only show outdated platforms',
  },
  noPlatforms: { id: 'admin.platforms.noPlatforms', defaultMessage: 'There is no platform.' },
  noPlatformFound: {
    id: 'admin.platforms.noPlatformFound',
    defaultMessage: 'No platform matches the search.',
  },
  platformsAddedByUpdate: {
    id: 'admin.platforms.addedByUpdate',
    defaultMessage:
      'The next update adds {count, plural, one {a platform} other {# platforms}}: {names}.',
  },
  outdatedUnknown: {
    id: 'admin.platforms.outdatedUnknown',
    defaultMessage:
      'Which platforms the next update changes cannot be told: this catalog is not a git copy, or its upstream could not be reached.',
  },
  noOutdatedPlatform: {
    id: 'admin.platforms.noOutdatedPlatform',
    defaultMessage: 'Every platform is up to date: the next update changes none.',
  },
  platformCount: {
    id: 'admin.platforms.platformCount',
    defaultMessage: '{count, plural, one {# platform} other {# platforms}}',
  },
  middlewaresTitle: { id: 'admin.middlewares.title', defaultMessage: 'Middlewares' },
  defaultChain: { id: 'admin.middlewares.default', defaultMessage: 'Restore the default chain' },
  activeChain: {
    id: 'admin.middlewares.active',
    defaultMessage: 'Active middlewares for processing',
  },
  availableChain: { id: 'admin.middlewares.available', defaultMessage: 'Middlewares available' },
  updated: { id: 'admin.middlewares.updated', defaultMessage: 'Successfully updated' },
  updatesTitle: { id: 'admin.updates.title', defaultMessage: 'Updates' },
  resources: { id: 'admin.updates.resources', defaultMessage: 'Resources' },
  resourcesInfo: {
    id: 'admin.updates.resourcesInfo',
    defaultMessage: 'Predefined settings and reference lists.',
  },
  middlewares: { id: 'admin.updates.middlewares', defaultMessage: 'Middlewares' },
  software: { id: 'admin.updates.software', defaultMessage: 'Software' },
  platformsSection: { id: 'admin.updates.platforms', defaultMessage: 'Platforms' },
  unversioned: { id: 'admin.updates.unversioned', defaultMessage: 'Unversioned' },
  cannotUpdate: {
    id: 'admin.updates.cannotUpdate',
    defaultMessage:
      'This installation is not managed by version control: update it with your deployment tools.',
  },
  upToDate: { id: 'admin.updates.upToDate', defaultMessage: 'Up to date' },
  /** The version chip when the server gives none: whether it is up to date cannot be told. */
  versionUnknown: { id: 'admin.updates.versionUnknown', defaultMessage: 'Version unknown' },
  /** Beside a known version when the server has no upstream one to compare with (no remote). */
  latestUnknown: { id: 'admin.updates.latestUnknown', defaultMessage: 'Latest version unknown' },
  /** Why Update stays greyed out for a folder put in place by hand (no `.git`). */
  notGitCopy: {
    id: 'admin.updates.notGitCopy',
    defaultMessage:
      'Not a git working copy (a folder put in place by hand, or none yet), so it cannot be updated from here: update it with the tool that installed it, or give the server a git clone.',
  },
  outdated: { id: 'admin.updates.outdated', defaultMessage: 'Update available' },
  /** A satellite pack (exclusions, resources) the api is cloning into its data folder. */
  satelliteFetching: {
    id: 'admin.updates.satelliteFetching',
    defaultMessage: "Being fetched into the server's data folder ({progress}%)…",
  },
  satelliteFailed: {
    id: 'admin.updates.satelliteFailed',
    defaultMessage: 'Fetching this pack failed: {reason}',
  },
  /** `variable`: SILLAGE_EXCLUSIONS_FETCH or SILLAGE_RESOURCES_FETCH. */
  satelliteDisabled: {
    id: 'admin.updates.satelliteDisabled',
    defaultMessage:
      'Not fetched: fetching it is turned off ({variable}=false) and no folder is configured.',
  },
  satelliteWithoutExclusions: {
    id: 'admin.updates.satelliteWithoutExclusions',
    defaultMessage: 'Until it is there, jobs filter no robot, ignored host or ignored domain.',
  },
  satelliteWithoutResources: {
    id: 'admin.updates.satelliteWithoutResources',
    defaultMessage: 'Until it is there, only the built-in predefined settings are offered.',
  },
  satelliteFetchAgain: { id: 'admin.updates.satelliteFetchAgain', defaultMessage: 'Fetch again' },
  satelliteSource: {
    id: 'admin.updates.satelliteSource',
    defaultMessage: 'From {repository} (branch {branch})',
  },
  /** `from` and `to`: a short commit, with its day when known. */
  updateDone: {
    id: 'admin.updates.done',
    defaultMessage: 'Update done: version {from} replaced by {to}.',
  },
  updateUnchanged: {
    id: 'admin.updates.unchanged',
    defaultMessage: 'Nothing to update: version {to} was already the latest.',
  },
  updateRunning: {
    id: 'admin.updates.running',
    defaultMessage: 'An update is under way (started by an administrator): this page follows it.',
  },
  beta: { id: 'admin.updates.beta', defaultMessage: 'BETA' },
  softLocalChanges: {
    id: 'admin.updates.softLocalChanges',
    defaultMessage:
      "The installed software has local changes: an update sets them aside in git's stash first (they come back if it fails). To update it, contact the people who deployed it.",
  },
  confirmAppUpdateTitle: {
    id: 'admin.updates.confirmAppUpdateTitle',
    defaultMessage: 'Update the software?',
  },
  confirmAppUpdateWithLocalChanges: {
    id: 'admin.updates.confirmAppUpdateWithLocalChanges',
    defaultMessage:
      "This copy has local changes: the update sets them aside in git's stash first; they come back if it fails and stay in the stash if it succeeds. The server restarts once the update is done.",
  },
  localChanges: {
    id: 'admin.updates.localChanges',
    defaultMessage: 'This repository has local changes: updating may fail or lose them.',
  },
  latestVersions: {
    id: 'admin.updates.latestVersions',
    defaultMessage: 'Latest available versions: stable {tag}, beta {head}',
  },
  restart: { id: 'admin.restart.button', defaultMessage: 'Restart' },
  restartTitle: { id: 'admin.restart.title', defaultMessage: 'Restart Sillage' },
  restartMessage: {
    id: 'admin.restart.message',
    defaultMessage: 'The service will be unavailable for a few seconds. Restart now?',
  },
  restartAlert: {
    id: 'admin.restart.alert',
    defaultMessage: 'Processes are running: a restart would stop them.',
  },
  force: { id: 'admin.restart.force', defaultMessage: 'Force restart' },
  newPassword: { id: 'admin.users.newPassword', defaultMessage: 'New password' },
  newPasswordHelp: {
    id: 'admin.users.newPasswordHelp',
    defaultMessage:
      'Leave it empty to keep the current password. A new one signs the user out everywhere.',
  },
  restartSent: { id: 'admin.restart.sent', defaultMessage: 'The service is restarting.' },
  restartDone: { id: 'admin.restart.done', defaultMessage: 'The service has restarted.' },
  statusUnknown: { id: 'admin.updates.statusUnknown', defaultMessage: 'Status unknown' },
  statusLoading: { id: 'admin.updates.statusLoading', defaultMessage: 'Reading the status…' },
  statusUnknownWhy: {
    id: 'admin.updates.statusUnknownWhy',
    defaultMessage:
      'The server could not compare this version with its source: it is still checking, it has no network access, or git is missing on it. Updates stay possible by hand; check again once the server reaches the network.',
  },
  checkAgain: { id: 'admin.updates.checkAgain', defaultMessage: 'Check again' },
  noRemote: {
    id: 'admin.updates.noRemote',
    defaultMessage:
      'Latest versions unknown: this copy has no source repository (git remote "origin") to compare with, or has never reached it. Update it with the tools that installed it, or add the remote (and let the server reach it) to follow new versions here.',
  },
  updateApp: { id: 'admin.updates.updateApp', defaultMessage: 'Update the software' },
  switchToStable: {
    id: 'admin.updates.switchToStable',
    defaultMessage: 'Switch to stable version',
  },
  switchToBeta: { id: 'admin.updates.switchToBeta', defaultMessage: 'Switch to beta version' },
  appUpdating: {
    id: 'admin.updates.appUpdating',
    defaultMessage: 'The software is updated, then the service restarts.',
  },
  appJobsRunning: {
    id: 'admin.updates.appJobsRunning',
    defaultMessage: 'Processes are running: the restart after the update would stop them.',
  },
  forceUpdate: { id: 'admin.updates.forceUpdate', defaultMessage: 'Update anyway' },
  updateLogs: { id: 'admin.updates.updateLogs', defaultMessage: 'Update output' },
  updateCompleted: { id: 'admin.updates.updateCompleted', defaultMessage: 'Update completed' },
  pleaseRefreshPage: {
    id: 'admin.updates.pleaseRefreshPage',
    defaultMessage: 'The server runs the new version: refresh the page to use it.',
  },
  parserKept: {
    id: 'admin.middlewares.parserKept',
    defaultMessage: 'The parser recognises the platforms: the chain always keeps it.',
  },
  dragToOrder: {
    id: 'admin.middlewares.dragToOrder',
    defaultMessage:
      'Drag a middleware into the active list (or use its arrow button), drag the active ones by their handle to change their order or back out to remove them; every change is saved at once.',
  },
  dragMiddleware: {
    id: 'admin.middlewares.drag',
    defaultMessage: 'Move {name}',
  },
  pkbFile: {
    id: 'admin.platforms.pkbFile',
    defaultMessage: 'File',
  },
  pkbSize: {
    id: 'admin.platforms.pkbSize',
    defaultMessage: 'Size',
  },
  pkbSyncing: {
    id: 'admin.platforms.pkbSyncing',
    defaultMessage:
      'Knowledge bases: {remaining, plural, one {# file} other {# files}} left to synchronise',
  },
  pkbSynchronized: {
    id: 'admin.platforms.pkbSynchronized',
    defaultMessage: 'Knowledge bases synchronised',
  },
  pkbFailed: {
    id: 'admin.platforms.pkbFailed',
    defaultMessage:
      '{count, plural, one {# knowledge-base file could not be loaded} other {# knowledge-base files could not be loaded}}: {files}. The server log says why: fix or remove them in the platforms repository, then update it (the knowledge bases are synchronised at start-up and after each update).',
  },
  exclusions: {
    id: 'admin.updates.exclusions',
    defaultMessage: 'Exclusions',
  },
  exclusionsInfo: {
    id: 'admin.updates.exclusionsInfo',
    defaultMessage: 'Robot addresses, ignored hosts and domains.',
  },
  platformsInfo: {
    id: 'admin.updates.platformsInfo',
    defaultMessage: 'Platform parsers and their knowledge bases.',
  },
  middlewaresWithApp: {
    id: 'admin.updates.middlewaresWithApp',
    defaultMessage: 'Middlewares ship with the software: updating the software updates them.',
  },
});
