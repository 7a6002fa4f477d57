import { defineMessages } from '../../shared/i18n/define-messages.js';

/** Which rules serve a platform: the native ones, proven equal to the pack's, or the pack's. */
export const platformServingMessages = defineMessages({
  column: { id: 'admin.platforms.serving', defaultMessage: 'Served by' },
  help: {
    id: 'admin.platforms.servingHelp',
    defaultMessage:
      'Served by: each platform runs the community pack\'s parser; the built-in rules stand in for it only where a check proved them equal on every URL tried. "Native rules differ" is no fault: the pack serves that platform, and nothing needs doing.',
  },
  nativeEqual: {
    id: 'admin.platforms.serving.nativeEqual',
    defaultMessage: 'native, equal on {count, plural, one {# URL} other {# URLs}}',
  },
  native: { id: 'admin.platforms.serving.native', defaultMessage: 'native' },
  pack: { id: 'admin.platforms.serving.pack', defaultMessage: 'pack' },
  differing: {
    id: 'admin.platforms.serving.differing',
    defaultMessage: 'native rules differ on {count, plural, one {# URL} other {# URLs}}',
  },
  pending: {
    id: 'admin.platforms.serving.pending',
    defaultMessage: 'native rules not checked yet',
  },
  untabled: {
    id: 'admin.platforms.serving.untabled',
    defaultMessage: 'native rules not proven: the pack has no test table for it',
  },
  unexercised: {
    id: 'admin.platforms.serving.unexercised',
    defaultMessage: 'native rules not proven',
  },
});
