import { defineMessages } from '../../shared/i18n/define-messages.js';

/** Texts of the /process page. */
export const processMessages = defineMessages({
  title: { id: 'process.title', defaultMessage: 'Process your logs' },
  steps: { id: 'process.steps', defaultMessage: 'Processing steps' },
  filesSelection: { id: 'process.filesSelection', defaultMessage: 'Files selection' },
  settings: { id: 'process.settings', defaultMessage: 'Settings' },
  processing: { id: 'process.processing', defaultMessage: 'Processing' },
  stepLabel: { id: 'process.stepLabel', defaultMessage: 'Step {step}: {name}' },
  /** Spoken after a finished step's name (its tick is a picture only), space included. */
  stepCompleted: { id: 'process.stepCompleted', defaultMessage: ' (completed)' },
  fixHeaderNames: {
    id: 'process.fixHeaderNames',
    defaultMessage:
      'Correct or remove the header {names} (Headers, advanced) before starting: it cannot be sent.',
  },
  fixNotificationMails: {
    id: 'process.fixNotificationMails',
    defaultMessage:
      'Correct or remove the notification address {value} (Output section) before starting.',
  },
  help: { id: 'process.help', defaultMessage: 'Help about log files' },
  explainationLogs: {
    id: 'process.explainationLogs',
    defaultMessage:
      'Select the access log files of your proxy or web server (plain text or gzip). Several files make one process; their lines are merged by date, whatever the order of their names. Your logs may need particular settings: <mail>write to the team</mail> for help.',
  },
  explainationTestsLogs: {
    id: 'process.explainationTestsLogs',
    defaultMessage:
      'Test logs to check your installation? <samples>We provide some on GitHub</samples>. You can also paste a few lines in the log format designer.',
  },
  clickToAdd: { id: 'process.clickToAdd', defaultMessage: 'Click or drop files here to add them' },
  chooseFiles: { id: 'process.chooseFiles', defaultMessage: 'Choose log files' },
  removeFile: { id: 'process.removeFile', defaultMessage: 'Remove {name}' },
  removeList: { id: 'process.removeList', defaultMessage: 'Delete list' },
  selectedFiles: {
    id: 'process.selectedFiles',
    defaultMessage:
      '{count, plural, one {# selected file} other {# selected files}} ({total} total)',
  },
  noFiles: { id: 'process.noFiles', defaultMessage: 'No file selected yet.' },
  listEmptied: { id: 'process.listEmptied', defaultMessage: 'No file selected any more.' },
  emptyFilesRefused: {
    id: 'process.emptyFilesRefused',
    defaultMessage:
      '{count, plural, one {{names} is empty (0 bytes) and was not added.} other {{names} are empty (0 bytes) and were not added.}}',
  },
  commandLine: { id: 'process.commandLine', defaultMessage: 'Command line' },
  curlHelp: {
    id: 'process.curlHelp',
    defaultMessage:
      'This command sends the same files with the same settings from a terminal; curl asks for your password. The result is written on the standard output.',
  },
  curlCommand: { id: 'process.curlCommand', defaultMessage: 'curl command' },
  startProcessing: { id: 'process.startProcessing', defaultMessage: 'Start processing' },
  addFilesFirst: {
    id: 'process.addFilesFirst',
    defaultMessage: 'Add at least one log file in step 1 to start processing.',
  },
  newProcess: { id: 'process.newProcess', defaultMessage: 'New process' },
  downloadResult: { id: 'process.downloadResult', defaultMessage: 'Download result' },
  sendToEzmesure: { id: 'process.sendToEzmesure', defaultMessage: 'Load into ezMESURE' },
  finalization: { id: 'process.finalization', defaultMessage: 'Finalisation…' },
  linesRead: {
    id: 'process.linesRead',
    defaultMessage: '{lines, plural, one {# line read} other {# lines read}}',
  },
  linesReadWithSpeed: {
    id: 'process.linesReadWithSpeed',
    defaultMessage:
      '{lines, plural, one {# line read} other {# lines read}} ({speed, plural, one {# line/s} other {# lines/s}})',
  },
  readShare: { id: 'process.readShare', defaultMessage: '{percent}% read' },
  readShareWithTimeLeft: {
    id: 'process.readShareWithTimeLeft',
    defaultMessage: '{percent}% read, about {time} left',
  },
  keepPageOpen: {
    id: 'process.keepPageOpen',
    defaultMessage:
      'Keep this page open until the job ends: reloading or closing it stops the job. You can visit the other pages meanwhile.',
  },
  finished: { id: 'process.finished', defaultMessage: 'Finished' },
  canceled: { id: 'process.canceled', defaultMessage: 'Cancelled' },
  endedBeforeCancel: {
    id: 'process.endedBeforeCancel',
    defaultMessage: 'The job had already finished when you cancelled it; here is its outcome.',
  },
  percent: { id: 'process.percent', defaultMessage: '{percent}%' },
  progress: { id: 'process.progress', defaultMessage: 'Processing progress' },
  hasLoggingErrors: {
    id: 'process.hasLoggingErrors',
    defaultMessage: 'The process reported these errors:',
  },
  resultInfo: {
    id: 'process.resultInfo',
    defaultMessage:
      'The result is a file of consultation events; open it in a spreadsheet or load it into a statistics service. For a first visual overview, macros for <excel>Excel</excel> and <libreoffice>LibreOffice</libreoffice> are at your disposal.',
  },
  noProcess: { id: 'process.noProcess', defaultMessage: 'No process has been started yet.' },
});
