import { defineMessages } from '../../shared/i18n/define-messages.js';

/** Texts of the "My jobs" page (/jobs). */
export const myJobsMessages = defineMessages({
  title: { id: 'myJobs.title', defaultMessage: 'My jobs' },
  retention: {
    id: 'myJobs.retention',
    defaultMessage:
      'Your processes, newest first. Each one is kept {hours, plural, one {# hour} other {# hours}} after it ended; retention then removes it with its files.',
  },
  none: {
    id: 'myJobs.none',
    defaultMessage: 'No process yet (or they were all removed by retention).',
  },
  newProcess: { id: 'myJobs.newProcess', defaultMessage: 'Process logs' },
  table: { id: 'myJobs.table', defaultMessage: 'My processes' },
  lines: { id: 'myJobs.column.lines', defaultMessage: 'Lines' },
  events: { id: 'myJobs.column.events', defaultMessage: 'Events' },
  rejected: { id: 'myJobs.column.rejected', defaultMessage: 'Set aside (of lines read)' },
  duration: { id: 'myJobs.column.duration', defaultMessage: 'Duration' },
  keptUntil: { id: 'myJobs.column.keptUntil', defaultMessage: 'Kept until' },
  figureLabel: { id: 'myJobs.figureLabel', defaultMessage: '{label}:' },
  noFiles: { id: 'myJobs.noFiles', defaultMessage: 'Sent without a file name' },
  completed: { id: 'myJobs.status.completed', defaultMessage: 'Finished' },
  error: { id: 'myJobs.status.error', defaultMessage: 'Failed' },
  abort: { id: 'myJobs.status.abort', defaultMessage: 'Cancelled' },
  interrupted: { id: 'myJobs.status.interrupted', defaultMessage: 'Interrupted' },
  uploadInterrupted: {
    id: 'myJobs.reason.uploadInterrupted',
    defaultMessage:
      'The connection closed before the upload ended (page reloaded or closed, or network lost).',
  },
  serverStopped: {
    id: 'myJobs.reason.serverStopped',
    defaultMessage: 'The server stopped while the job ran (a restart or an update): run it again.',
  },
  clientGone: {
    id: 'myJobs.reason.clientGone',
    defaultMessage:
      'The connection closed while the job ran (page reloaded or closed, or network lost), which stops it.',
  },
  cancelledBy: { id: 'myJobs.cancelledBy', defaultMessage: 'Cancelled by {who}.' },
  cancelledByYou: { id: 'myJobs.cancelledByYou', defaultMessage: 'Cancelled by you.' },
  running: { id: 'myJobs.status.running', defaultMessage: 'Running' },
  queued: { id: 'myJobs.status.queued', defaultMessage: 'Waiting' },
  uploading: { id: 'myJobs.status.uploading', defaultMessage: 'Uploading' },
  readShare: { id: 'myJobs.readShare', defaultMessage: '{percent}% read' },
  report: { id: 'myJobs.link.report', defaultMessage: 'Report' },
  result: { id: 'myJobs.link.result', defaultMessage: 'Result' },
  dashboard: { id: 'myJobs.link.dashboard', defaultMessage: 'Dashboard' },
  counter: { id: 'myJobs.link.counter', defaultMessage: 'COUNTER' },
  rejects: { id: 'myJobs.link.rejects', defaultMessage: 'Rejects' },
  resultNotKept: {
    id: 'myJobs.resultNotKept',
    defaultMessage:
      'Its result went straight back to the program that sent the log (POST /) and is not kept here.',
  },
  linkLabel: { id: 'myJobs.link.label', defaultMessage: '{view} of the process of {date}' },
  delete: { id: 'myJobs.delete', defaultMessage: 'Delete' },
  deleteLabel: {
    id: 'myJobs.delete.label',
    defaultMessage: 'Delete the process of {date} ({files})',
  },
  deleteTitle: { id: 'myJobs.delete.title', defaultMessage: 'Delete this process?' },
  deleteQuestion: {
    id: 'myJobs.delete.question',
    defaultMessage:
      'The process of {date} ({files}): its uploaded logs, result, report and traces are deleted now, instead of on {expiry}. This cannot be undone.',
  },
  keep: { id: 'myJobs.delete.keep', defaultMessage: 'Keep it' },
  deleted: { id: 'myJobs.deleted', defaultMessage: 'The process was deleted.' },
  cancel: { id: 'myJobs.cancel', defaultMessage: 'Cancel' },
  cancelLabel: {
    id: 'myJobs.cancel.label',
    defaultMessage: 'Cancel the process of {date} ({files})',
  },
  cancelTitle: { id: 'myJobs.cancel.title', defaultMessage: 'Cancel this process?' },
  cancelQuestion: {
    id: 'myJobs.cancel.question',
    defaultMessage:
      'The process of {date} ({files}) stops where it is and ends as cancelled: its report and traces are kept, its result is not.',
  },
  keepRunning: { id: 'myJobs.cancel.keep', defaultMessage: 'Let it run' },
  cancelled: { id: 'myJobs.cancelled', defaultMessage: 'The process has been cancelled.' },
  findThem: {
    id: 'myJobs.findThem',
    defaultMessage: 'Your earlier processes stay in <link>My jobs</link>.',
  },
});
