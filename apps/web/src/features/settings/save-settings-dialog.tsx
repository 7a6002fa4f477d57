import {
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  NativeSelect,
  Portal,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { MdUploadFile } from 'react-icons/md';
import {
  CUSTOM_SETTING_ID_MAX_LENGTH,
  CUSTOM_SETTING_NAME_MAX_LENGTH,
} from '@sillage/shared-types';
import { useEffect, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { DialogRoot } from '../../shared/ui/overlay-root.js';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { notifyError } from '../notifications/notifications.slice.js';
import { COUNTRY_CODES, describeCountry, toCountryCode } from './country-codes.js';
import { readSettingFile } from './import-setting.js';
import { settingName } from './built-in-setting-names.js';
import { validateSaveDraft, type SaveFieldError } from './save-validation.js';
import { settingsMessages } from './settings.messages.js';
import { selectSelectedSetting, selectSettings, settingsActions } from './settings.slice.js';
import { DescribedInput } from '../../shared/ui/described-fields.js';

/** `import` adds a file input whose setting fills the form and the fields below. */
export type SaveDialogMode = 'save' | 'import';

function SaveForm({ mode, onClose }: { mode: SaveDialogMode; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { form, predefined, custom, isSaving, saveCount, importedId } =
    useAppSelector(selectSettings);
  const selected = useAppSelector(selectSelectedSetting);
  const isCustomSelected = selected !== null && !selected.isPredefined;
  // A predefined setting lends the form its headers, not its name and identifier: those are
  // taken, so a new setting starts blank. The country is one the select offers, so what is sent
  // is what the form shows (a predefined "Generic - preconfiguration" is no country).
  const [draft, setDraft] = useState({
    fullName: selected ? (isCustomSelected ? selected.fullName : '') : form.fullName,
    id: isCustomSelected ? selected.id : (importedId ?? ''),
    country: toCountryCode(selected ? selected.country : form.country || 'FR'),
    isNew: !isCustomSelected,
  });
  // Save stays disabled while any field is invalid (client.md §3.7), so each error shows as soon
  // as there is something to fix: a blank field once edited (not as the dialog opens), a taken
  // or malformed value (also one an imported file brought) at once.
  const [touched, setTouched] = useState({ fullName: false, id: false });
  const [initialSaveCount] = useState(saveCount);
  const errors = validateSaveDraft(
    draft,
    [...custom, ...predefined],
    draft.isNew ? null : (selected?.id ?? null),
    (setting) => settingName(intl, setting),
  );
  const hasErrors = Object.keys(errors).length > 0;
  const shown = (field: keyof typeof touched) =>
    touched[field] || errors[field] !== 'required' ? errors[field] : undefined;

  useEffect(() => {
    if (saveCount > initialSaveCount) {
      onClose();
    }
  }, [saveCount, initialSaveCount, onClose]);

  const describe = (
    error: SaveFieldError | undefined,
    unavailable: MessageDescriptor,
    maxLength: number,
  ) =>
    intl.formatMessage(
      error === 'unavailable'
        ? unavailable
        : error === 'invalid'
          ? settingsMessages.identifierInvalid
          : error === 'tooLong'
            ? settingsMessages.tooLong
            : commonMessages.fieldRequired,
      { max: maxLength },
    );
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string>();
  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) {
      return;
    }
    setFileName(file.name);
    // A file that is not JSON, or not a setting, is said so: the reference ignored the first in
    // silence (a control that seems broken) and called the second "cannot load the predefined
    // settings", which blames the server for the file.
    const refuseFile = () => dispatch(notifyError('errors.notASettingsFile'));
    readSettingFile(file).then((imported) => {
      if (imported === null) {
        refuseFile();
        return;
      }
      dispatch(settingsActions.settingsImported(imported));
      // The import deselects any saved setting, so saving it creates a new one.
      setDraft({
        fullName: imported.fullName ?? '',
        id: imported.id ?? '',
        country: toCountryCode(imported.country ?? 'FR'),
        isNew: true,
      });
    }, refuseFile);
  };
  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!hasErrors) {
      dispatch(settingsActions.saveRequested(draft));
    }
  };
  const locale = intl.locale;
  const countries = COUNTRY_CODES.map((code) => ({
    code,
    name: describeCountry(code, locale),
  })).sort((a, b) => a.name.localeCompare(b.name, locale));

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          {mode === 'import' && (
            <Field.Root>
              <Field.Label>
                <FormattedMessage {...settingsMessages.settingsFile} />
              </Field.Label>
              {/*
                Our button and words: the browser's own file input speaks the browser's language
                ("Choisir un fichier" on an English page).
              */}
              <HStack gap="3" minW="0" maxW="full">
                <Button
                  size="sm"
                  variant="outline"
                  flexShrink={0}
                  onClick={() => fileInput.current?.click()}
                >
                  <MdUploadFile />
                  <FormattedMessage {...settingsMessages.chooseSettingsFile} />
                </Button>
                <Text color="fg.muted" truncate data-testid="settings-file-name">
                  {fileName ?? intl.formatMessage(settingsMessages.noSettingsFile)}
                </Text>
              </HStack>
              <input
                ref={fileInput}
                type="file"
                accept="application/json,.json"
                hidden
                aria-label={intl.formatMessage(settingsMessages.settingsFile)}
                onChange={(event) => {
                  handleFile(event);
                  // The same file again (after fixing it) is a new choice.
                  event.target.value = '';
                }}
              />
            </Field.Root>
          )}
          {isCustomSelected && (
            <Switch.Root
              checked={draft.isNew}
              onCheckedChange={(details) => setDraft({ ...draft, isNew: details.checked })}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>
                <FormattedMessage {...settingsMessages.saveAsNew} />
              </Switch.Label>
            </Switch.Root>
          )}
          <Field.Root required invalid={shown('fullName') !== undefined}>
            <Field.Label>
              <FormattedMessage {...commonMessages.name} />
              <Field.RequiredIndicator />
            </Field.Label>
            <DescribedInput
              value={draft.fullName}
              onChange={(event) => {
                setDraft({ ...draft, fullName: event.target.value });
                setTouched({ ...touched, fullName: true });
              }}
            />
            <Field.ErrorText>
              {describe(
                shown('fullName'),
                settingsMessages.nameUnavailable,
                CUSTOM_SETTING_NAME_MAX_LENGTH,
              )}
            </Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={shown('id') !== undefined}>
            <Field.Label>
              <FormattedMessage {...commonMessages.identifier} />
              <Field.RequiredIndicator />
            </Field.Label>
            <DescribedInput
              value={draft.id}
              onChange={(event) => {
                setDraft({ ...draft, id: event.target.value });
                setTouched({ ...touched, id: true });
              }}
            />
            <Field.ErrorText>
              {describe(
                shown('id'),
                settingsMessages.identifierUnavailable,
                CUSTOM_SETTING_ID_MAX_LENGTH,
              )}
            </Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>
              <FormattedMessage {...commonMessages.country} />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={draft.country}
                onChange={(event) => setDraft({ ...draft, country: event.target.value })}
              >
                <option value="">{intl.formatMessage(settingsMessages.noCountry)}</option>
                {countries.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage {...commonMessages.close} />
        </Button>
        <Button type="submit" colorPalette="teal" loading={isSaving} disabled={hasErrors}>
          <FormattedMessage {...commonMessages.save} />
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/**
 * Saves the current form as a custom setting (create, or update the selected custom one); in
 * import mode a JSON file first fills the form, its name, identifier and country.
 */
export function SaveSettingsDialog({
  isOpen,
  onClose,
  mode = 'save',
}: {
  isOpen: boolean;
  onClose: () => void;
  mode?: SaveDialogMode;
}) {
  const intl = useIntl();
  return (
    <DialogRoot open={isOpen} onOpenChange={(details) => !details.open && onClose()} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage
                  {...(mode === 'import'
                    ? settingsMessages.importPredefinedSettings
                    : settingsMessages.savePredefinedSettings)}
                />
              </Dialog.Title>
            </Dialog.Header>
            {isOpen && <SaveForm mode={mode} onClose={onClose} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(commonMessages.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
