import { defineMessages } from '../../shared/i18n/define-messages.js';

/** Texts of the two layouts, the top bar and the drawer. */
export const layoutMessages = defineMessages({
  profileOf: { id: 'layout.drawer.profileOf', defaultMessage: 'My profile: {name}' },
  toggleDrawer: { id: 'layout.header.toggleDrawer', defaultMessage: 'Open or close the menu' },
  pkbsSynchronized: {
    id: 'layout.header.pkbsSynchronized',
    defaultMessage: 'Knowledge bases synchronised',
  },
  pkbsRemaining: {
    id: 'layout.header.pkbsRemaining',
    defaultMessage:
      '{count, plural, one {# knowledge base remaining} other {# knowledge bases remaining}}',
  },
  pkbsSynchronizingDesc: {
    id: 'layout.header.pkbsSynchronizingDesc',
    defaultMessage: 'These knowledge bases are being synchronised:',
  },
  pkbsSynchronizedDesc: {
    id: 'layout.header.pkbsSynchronizedDesc',
    defaultMessage: 'The knowledge bases of the platforms enrich the consultation events.',
  },
  pkbsFailed: {
    id: 'layout.header.pkbsFailed',
    defaultMessage:
      '{count, plural, one {# knowledge base not loaded} other {# knowledge bases not loaded}}',
  },
  pkbsFailedDesc: {
    id: 'layout.header.pkbsFailedDesc',
    defaultMessage:
      "The last synchronisation could not load these knowledge bases; their events stay without enrichment. An administrator finds why in the server's log:",
  },
  /** Synchronized with no file in use: nothing enriches the events. */
  pkbsNoneDesc: {
    id: 'layout.header.pkbsNoneDesc',
    defaultMessage:
      'No knowledge base (KBART file) is loaded, so events are not enriched from one: the platforms pack brings them, or an administrator adds them on the platforms page.',
  },
  pkbsUnavailable: {
    id: 'layout.header.pkbsUnavailable',
    defaultMessage: 'Knowledge bases unavailable',
  },
  pkbsUnavailableDesc: {
    id: 'layout.header.pkbsUnavailableDesc',
    defaultMessage:
      "The knowledge bases could not be synchronised; events are not enriched from them. An administrator finds why in the server's log.",
  },
  pkbsStatus: { id: 'layout.header.pkbsStatus', defaultMessage: 'Knowledge bases status' },
  noCurrentProcessing: {
    id: 'layout.header.noCurrentProcessing',
    defaultMessage: 'No process in progress',
  },
  currentProcessing: {
    id: 'layout.header.currentProcessing',
    defaultMessage: 'Processing in progress: {percent}%',
  },
  finalization: { id: 'layout.header.finalization', defaultMessage: 'Process finalisation' },
  processEnd: { id: 'layout.header.processEnd', defaultMessage: 'Process finished' },
  processCanceled: { id: 'layout.header.processCanceled', defaultMessage: 'Process canceled' },
  processError: { id: 'layout.header.processError', defaultMessage: 'Process error' },
  navigation: { id: 'layout.drawer.navigation', defaultMessage: 'Main menu' },
  notConnected: { id: 'layout.drawer.notConnected', defaultMessage: 'Not connected' },
  profile: { id: 'layout.drawer.profile', defaultMessage: 'My profile' },
  signOut: { id: 'layout.drawer.signOut', defaultMessage: 'Sign out' },
  signOutWhileRunningTitle: {
    id: 'layout.drawer.signOutWhileRunningTitle',
    defaultMessage: 'Sign out while a job runs?',
  },
  signOutWhileRunning: {
    id: 'layout.drawer.signOutWhileRunning',
    defaultMessage:
      'The job started on this page goes on on the server, but this page stops following it. Its result and report will be in My jobs.',
  },
  stayConnected: { id: 'layout.drawer.stayConnected', defaultMessage: 'Stay signed in' },
  processLogs: { id: 'layout.drawer.processLogs', defaultMessage: 'Process your logs' },
  myJobs: { id: 'layout.drawer.myJobs', defaultMessage: 'My jobs' },
  designLogFormat: { id: 'layout.drawer.designLogFormat', defaultMessage: 'Design my log format' },
  administration: { id: 'layout.drawer.administration', defaultMessage: 'Administration' },
  adminPlatforms: { id: 'layout.drawer.adminPlatforms', defaultMessage: 'Platforms' },
  adminMiddlewares: { id: 'layout.drawer.adminMiddlewares', defaultMessage: 'Middlewares' },
  adminUpdates: { id: 'layout.drawer.adminUpdates', defaultMessage: 'Updates' },
  adminUsers: { id: 'layout.drawer.adminUsers', defaultMessage: 'Users' },
  adminJobs: { id: 'layout.drawer.adminJobs', defaultMessage: 'Processes' },
  updateAvailable: { id: 'layout.drawer.updateAvailable', defaultMessage: 'Update available' },
  documentation: { id: 'layout.drawer.documentation', defaultMessage: 'Documentation' },
  projectSite: { id: 'layout.drawer.projectSite', defaultMessage: 'Project website' },
  projectBlog: { id: 'layout.drawer.projectBlog', defaultMessage: 'Project blog' },
  projectVideos: { id: 'layout.drawer.projectVideos', defaultMessage: 'YouTube channel' },
  projectMail: { id: 'layout.drawer.projectMail', defaultMessage: 'Write to {address}' },
  feedback: { id: 'layout.drawer.feedback', defaultMessage: 'Report a problem' },
  darkTheme: { id: 'layout.drawer.darkTheme', defaultMessage: 'Dark theme' },
  lightTheme: { id: 'layout.drawer.lightTheme', defaultMessage: 'Light theme' },
  version: { id: 'layout.drawer.version', defaultMessage: 'Version: {version}' },
  offline: {
    id: 'layout.offline',
    defaultMessage: 'Sillage is not responding. Trying to reconnect…',
  },
  offlineTitle: { id: 'layout.offlineTitle', defaultMessage: 'Connection lost' },
  offlineWaiting: {
    id: 'layout.offlineWaiting',
    defaultMessage: 'Waiting for the server to answer again',
  },
  demoHeader: { id: 'layout.demoHeader', defaultMessage: 'Demonstration instance.' },
  demoText: {
    id: 'layout.demoText',
    defaultMessage: 'Data may be deleted at any time; do not upload sensitive logs.',
  },
  dismiss: { id: 'layout.dismiss', defaultMessage: 'Dismiss' },
  pageLoading: { id: 'layout.pageLoading', defaultMessage: 'Loading the page' },
  skipToContent: { id: 'layout.skipToContent', defaultMessage: 'Skip to content' },
  whatIs: { id: 'layout.sign.whatIs', defaultMessage: 'Sillage is…' },
  description: {
    id: 'layout.sign.description',
    defaultMessage:
      'a service that turns the access logs of your proxy (EZproxy, Apache, Squid…) into enriched consultation events on scholarly resources: platform, title, identifiers, document type and format. Read the <docs>API documentation</docs>, which also presents the command-line tool for batch work.',
  },
  simpleTool: { id: 'layout.sign.simpleTool', defaultMessage: 'A simple tool' },
  simpleToolTip: {
    id: 'layout.sign.simpleToolTip',
    defaultMessage: 'A few clicks to process your logs, no installation needed.',
  },
  availableTeam: { id: 'layout.sign.availableTeam', defaultMessage: 'A team to help' },
  availableTeamTip: {
    id: 'layout.sign.availableTeamTip',
    defaultMessage: 'Report a problem at any time with the feedback form.',
  },
  availableTeamAdminsTip: {
    id: 'layout.sign.availableTeamAdminsTip',
    defaultMessage: 'The administrators of this instance help you: ask them.',
  },
  growingCommunity: { id: 'layout.sign.growingCommunity', defaultMessage: 'A growing community' },
  growingCommunityTip: {
    id: 'layout.sign.growingCommunityTip',
    defaultMessage: 'Libraries in many countries share their platform descriptions.',
  },
  signInEasy: {
    id: 'layout.sign.signInEasy',
    defaultMessage: 'Sign in to process your logs.',
  },
  firstAccountIsAdmin: {
    id: 'layout.sign.firstAccountIsAdmin',
    defaultMessage: 'Create the first account: it will be the administrator of this instance.',
  },
  features: { id: 'layout.sign.features', defaultMessage: 'Features' },
});
