import { BUILT_IN_PREDEFINED_SETTINGS } from '@sillage/shared-types';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../shared/i18n/define-messages.js';
import type { SavedSetting } from './settings.api.js';

/**
 * Names of the built-in predefined settings in the page's language (the server sends their
 * English names), by id; one per entry of BUILT_IN_PREDEFINED_SETTINGS (a test checks it).
 */
export const builtInSettingNames: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  '00-00-ezproxy-default': {
    id: 'settings.builtIn.00-00-ezproxy-default',
    defaultMessage: 'EZproxy, default log format',
  },
  '00-00-apache-combined': {
    id: 'settings.builtIn.00-00-apache-combined',
    defaultMessage: 'Apache combined log format',
  },
  '00-00-no-anonymization': {
    id: 'settings.builtIn.00-00-no-anonymization',
    defaultMessage: 'No anonymisation of hosts and logins',
  },
  '00-00-json-output': { id: 'settings.builtIn.00-00-json-output', defaultMessage: 'JSON output' },
  '00-00-tsv-output': {
    id: 'settings.builtIn.00-00-tsv-output',
    defaultMessage: 'Tab-separated output',
  },
  '00-00-all-reject-files': {
    id: 'settings.builtIn.00-00-all-reject-files',
    defaultMessage: 'Keep every reject file',
  },
});

/**
 * A setting's name as the page shows it: a built-in entry's translated name, unless an
 * instance's file gave that id a name of its own (then it is theirs, shown as written).
 */
export function settingName(
  intl: IntlShape,
  setting: Pick<SavedSetting, 'id' | 'fullName' | 'isPredefined'>,
): string {
  const builtIn = Object.hasOwn(BUILT_IN_PREDEFINED_SETTINGS, setting.id)
    ? BUILT_IN_PREDEFINED_SETTINGS[setting.id]
    : undefined;
  const message = Object.hasOwn(builtInSettingNames, setting.id)
    ? builtInSettingNames[setting.id]
    : undefined;
  return setting.isPredefined && builtIn?.fullName === setting.fullName && message !== undefined
    ? intl.formatMessage(message)
    : setting.fullName;
}
