import { Field, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { isNotificationAddress } from '@sillage/shared-types';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { ChipsInput } from '../../shared/ui/chips-input.js';
import { CounterModeField } from './counter-mode-field.js';
import { isOutputFormat, OUTPUT_FORMATS, type OutputFormat } from './settings-model.js';
import { settingsMessages } from './settings.messages.js';
import { selectSettings, settingsActions } from './settings.slice.js';
import { useSettingsForm } from './use-settings-form.js';

/** File format names are the same in every language. */
const OUTPUT_FORMAT_NAMES: Record<OutputFormat, string> = {
  'text/csv': 'CSV',
  'text/tab-separated-values': 'TSV',
  'application/json': 'JSON',
};

/** COUNTER mode, result format, traces level, notification mails, output fields, crypted fields, platform filter. */
export function OutputFields() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { form, setField } = useSettingsForm();
  const { platforms } = useAppSelector(selectSettings);
  const chipProps = {
    removeLabel: (value: string) => intl.formatMessage(settingsMessages.removeChip, { value }),
    helperText: intl.formatMessage(settingsMessages.chipsHelp),
  };
  // The JSON writer keeps every field, as the reference's does: the lists only shape CSV and TSV.
  const fieldListProps =
    form.outputFormat === 'application/json'
      ? { notice: intl.formatMessage(settingsMessages.outputFieldsNotForJson) }
      : {};
  const tracesOptions = [
    { value: 'info', label: settingsMessages.tracesInfo },
    { value: 'error', label: settingsMessages.tracesError },
    { value: 'warn', label: settingsMessages.tracesWarn },
  ];
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <CounterModeField />
      <Field.Root>
        <Field.Label>
          <FormattedMessage {...settingsMessages.outputFormat} />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={form.outputFormat}
            onChange={(event) => {
              if (isOutputFormat(event.target.value)) {
                setField('outputFormat', event.target.value);
              }
            }}
          >
            {OUTPUT_FORMATS.map((format) => (
              <option key={format} value={format}>
                {OUTPUT_FORMAT_NAMES[format]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>
          <FormattedMessage {...settingsMessages.traceLevel} />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={form.tracesLevel}
            onChange={(event) => setField('tracesLevel', event.target.value)}
          >
            {tracesOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {intl.formatMessage(option.label)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <ChipsInput
        label={intl.formatMessage(settingsMessages.notificationsEmails)}
        values={form.notificationMails}
        onChange={(values) => setField('notificationMails', values)}
        isValid={isNotificationAddress}
        invalidText={(value) => intl.formatMessage(settingsMessages.notAnEmailAddress, { value })}
        onRefusedChange={(refused) => dispatch(settingsActions.notificationMailsRefused(refused))}
        {...chipProps}
      />
      <ChipsInput
        label={intl.formatMessage(settingsMessages.cryptedFields)}
        values={form.cryptedFields}
        onChange={(values) => setField('cryptedFields', values)}
        {...chipProps}
      />
      <ChipsInput
        label={intl.formatMessage(settingsMessages.addedFields)}
        values={form.addedFields}
        onChange={(values) => setField('addedFields', values)}
        {...chipProps}
        {...fieldListProps}
      />
      <ChipsInput
        label={intl.formatMessage(settingsMessages.removedFields)}
        values={form.removedFields}
        onChange={(values) => setField('removedFields', values)}
        {...chipProps}
        {...fieldListProps}
      />
      <ChipsInput
        label={intl.formatMessage(settingsMessages.filterPlatforms)}
        values={form.filterPlatforms}
        onChange={(values) => setField('filterPlatforms', values)}
        suggestions={platforms.map((platform) => ({
          value: platform.name,
          label: platform.longname,
        }))}
        {...chipProps}
      />
    </SimpleGrid>
  );
}
