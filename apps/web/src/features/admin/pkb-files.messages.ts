import { defineMessages } from '../../shared/i18n/define-messages.js';

/** Texts of the KBART files an administrator adds to, and removes from, the knowledge base. */
export const pkbFilesMessages = defineMessages({
  add: { id: 'admin.platforms.pkbAdd', defaultMessage: 'Add KBART files' },
  /** Beside a file an administrator added, which a pack's file of the same package may sit by. */
  addedHere: { id: 'admin.platforms.pkbAddedHere', defaultMessage: 'added here' },
  platform: { id: 'admin.platforms.pkbUploadPlatform', defaultMessage: 'Platform' },
  choosePlatform: {
    id: 'admin.platforms.pkbUploadChoosePlatform',
    defaultMessage: 'Choose a platform',
  },
  /** A platform in the list: its long name, then the name its folders and files go by. */
  platformOption: {
    id: 'admin.platforms.pkbUploadPlatformOption',
    defaultMessage: '{longname} ({name})',
  },
  files: { id: 'admin.platforms.pkbUploadFiles', defaultMessage: 'KBART files' },
  chooseFiles: { id: 'admin.platforms.pkbUploadChooseFiles', defaultMessage: 'Choose files' },
  noFile: { id: 'admin.platforms.pkbUploadNoFile', defaultMessage: 'No file chosen' },
  help: {
    id: 'admin.platforms.pkbUploadHelp',
    defaultMessage:
      'Tab-separated KBART files, each named after its package and date (Package_2024-01-31.txt), up to 200 MiB each. A file of the same name replaces the one before; the knowledge base is synchronised once they are sent.',
  },
  badNames: {
    id: 'admin.platforms.pkbUploadBadNames',
    defaultMessage:
      '{count, plural, one {This file is not named} other {These files are not named}} after a package and a date (Package_2024-01-31.txt): {files}',
  },
  send: { id: 'admin.platforms.pkbUploadSend', defaultMessage: 'Add' },
  sending: { id: 'admin.platforms.pkbUploadSending', defaultMessage: 'Sending the files' },
  uploaded: {
    id: 'admin.platforms.pkbUploaded',
    defaultMessage:
      '{count, plural, one {# KBART file added} other {# KBART files added}}: the knowledge base is being synchronised.',
  },
  failed: {
    id: 'admin.platforms.pkbUploadFailed',
    defaultMessage: 'The files were not added: {reason}',
  },
  invalidKbart: {
    id: 'admin.platforms.pkbUploadErrors.invalidKbart',
    defaultMessage:
      'a file is not a KBART file (its first line names none of title_id, print_identifier, online_identifier, doi).',
  },
  invalidFileName: {
    id: 'admin.platforms.pkbUploadErrors.invalidFileName',
    defaultMessage: 'a file is not named after a package and a date.',
  },
  unknownPlatform: {
    id: 'admin.platforms.pkbUploadErrors.unknownPlatform',
    defaultMessage: 'this instance does not recognise the platform.',
  },
  fileTooLarge: {
    id: 'admin.platforms.pkbUploadErrors.fileTooLarge',
    defaultMessage: 'a file is over the 200 MiB limit.',
  },
  tooManyFiles: {
    id: 'admin.platforms.pkbUploadErrors.tooManyFiles',
    defaultMessage: 'at most 50 files can be sent at once.',
  },
  otherFailure: {
    id: 'admin.platforms.pkbUploadErrors.other',
    defaultMessage: 'the server could not take them.',
  },
  remove: { id: 'admin.platforms.pkbFileRemove', defaultMessage: 'Remove {file}' },
  removeTitle: { id: 'admin.platforms.pkbFileRemoveTitle', defaultMessage: 'Remove a KBART file' },
  removeConfirm: {
    id: 'admin.platforms.pkbFileRemoveConfirm',
    defaultMessage:
      'Remove <b>{file}</b>? Its titles leave the knowledge base with the synchronisation that starts at once.',
  },
  removed: { id: 'admin.platforms.pkbFileDeleted', defaultMessage: 'KBART file {file} removed.' },
});
