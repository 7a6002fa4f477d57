export { settingName } from './built-in-setting-names.js';
export { CurlDialog } from './curl-dialog.js';
export { buildCurlCommand, sortFilesByName } from './curl-command.js';
export { InputFields } from './input-fields.js';
export { SaveSettingsDialog } from './save-settings-dialog.js';
export { SettingPicker } from './setting-picker.js';
export { SettingsPanel } from './settings-panel.js';
export { settingsToHeaders, unsendableHeaderNames } from './settings-headers.js';
export {
  isFormModified,
  selectRefusedNotificationMails,
  selectSelectedSetting,
  selectSettings,
  settingsActions,
} from './settings.slice.js';
