import { Field, HStack, IconButton, Menu, NativeSelect, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { MdDelete, MdFileDownload, MdMoreVert } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { GENERIC_SETTING_COUNTRY } from '@sillage/shared-types';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { settingName } from './built-in-setting-names.js';
import { describeCountry } from './country-codes.js';
import type { SavedSetting } from './settings.api.js';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.js';
import { settingsMessages } from './settings.messages.js';
import { selectSelectedSetting, selectSettings, settingsActions } from './settings.slice.js';

/** Downloads `{id}.json`, the shape the import reads back. */
function exportSetting(setting: SavedSetting) {
  const content = JSON.stringify(
    {
      id: setting.id,
      fullName: setting.fullName,
      country: setting.country,
      headers: setting.headers,
    },
    null,
    2,
  );
  const url = URL.createObjectURL(new Blob([content], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${setting.id}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/** The saved-settings select (custom first, then predefined) and the actions on the selected one. */
export function SettingPicker() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { custom, predefined, selectedId } = useAppSelector(selectSettings);
  const selected = useAppSelector(selectSelectedSetting);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const countryText = (country: string) => {
    if (country === GENERIC_SETTING_COUNTRY) {
      return intl.formatMessage(settingsMessages.genericCountry);
    }
    return country === 'Generic'
      ? intl.formatMessage(settingsMessages.genericCountryPlain)
      : describeCountry(country, intl.locale);
  };
  const nameText = (setting: SavedSetting) =>
    setting.country
      ? intl.formatMessage(settingsMessages.settingOptionCountry, {
          name: settingName(intl, setting),
          id: setting.id,
          country: countryText(setting.country),
        })
      : intl.formatMessage(settingsMessages.settingOption, {
          name: settingName(intl, setting),
          id: setting.id,
        });
  // A setting a job would be refused with says why in its own text, in the reader's language: a
  // disabled option shows no tooltip, and screen readers read the option's text (the server's
  // English message is not shown).
  const optionText = (setting: SavedSetting) => {
    const option = nameText(setting);
    const availability = setting.availability;
    if (availability === undefined) {
      return option;
    }
    if (availability.canRun) {
      const skipped = availability.skippedMiddlewares ?? [];
      return skipped.length === 0
        ? option
        : intl.formatMessage(settingsMessages.settingOptionSkippedMiddlewares, {
            option,
            names: skipped.join(', '),
          });
    }
    return availability.unknownMiddlewares.length > 0
      ? intl.formatMessage(settingsMessages.settingOptionMissingMiddlewares, {
          option,
          names: availability.unknownMiddlewares.join(', '),
        })
      : intl.formatMessage(settingsMessages.settingOptionRefused, {
          option,
          status: String(availability.status),
        });
  };

  return (
    <HStack align="flex-end" gap="2">
      <Field.Root flex="1">
        <Field.Label>
          <FormattedMessage {...settingsMessages.predefinedConfiguration} />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={selectedId ?? ''}
            onChange={(event) =>
              dispatch(settingsActions.settingSelected(event.target.value || null))
            }
          >
            <option value="">{intl.formatMessage(settingsMessages.noConfiguration)}</option>
            {custom.length > 0 && (
              <optgroup label={intl.formatMessage(settingsMessages.customSettings)}>
                {custom.map((setting) => (
                  <option key={setting.id} value={setting.id}>
                    {optionText(setting)}
                  </option>
                ))}
              </optgroup>
            )}
            {predefined.length > 0 && (
              <optgroup label={intl.formatMessage(settingsMessages.predefinedSettings)}>
                {predefined.map((setting) => (
                  // One this server would refuse can still be chosen, to be corrected and saved
                  // (RefusedSettingNotice says what is wrong); its text says so.
                  <option key={setting.id} value={setting.id}>
                    {optionText(setting)}
                  </option>
                ))}
              </optgroup>
            )}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {selected && (
        <Menu.Root>
          <Menu.Trigger asChild>
            <IconButton
              variant="outline"
              aria-label={intl.formatMessage(settingsMessages.settingActions)}
            >
              <MdMoreVert />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="export" onClick={() => exportSetting(selected)}>
                  <MdFileDownload />
                  <FormattedMessage {...settingsMessages.exportSetting} />
                </Menu.Item>
                {!selected.isPredefined && (
                  <Menu.Item value="delete" color="fg.error" onClick={() => setIsDeleteOpen(true)}>
                    <MdDelete />
                    <FormattedMessage {...settingsMessages.deleteSetting} />
                  </Menu.Item>
                )}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
      <ConfirmDialog
        isOpen={isDeleteOpen}
        title={<FormattedMessage {...settingsMessages.removeSettingTitle} />}
        cancelLabel={<FormattedMessage {...commonMessages.close} />}
        confirmLabel={<FormattedMessage {...commonMessages.remove} />}
        onConfirm={() => {
          if (selected) {
            dispatch(settingsActions.deleteRequested(selected.id));
          }
        }}
        onClose={() => setIsDeleteOpen(false)}
      >
        <FormattedMessage
          {...settingsMessages.removeSetting}
          values={{ name: selected === null ? '' : settingName(intl, selected) }}
        />
      </ConfirmDialog>
    </HStack>
  );
}
