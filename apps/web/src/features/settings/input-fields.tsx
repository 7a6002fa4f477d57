import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useId } from 'react';
import { findLogFormatSizeProblem } from '@sillage/shared-types';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '../../app/hooks.js';
import { DEFAULT_DATE_FORMAT_HINT, isLogType, LOG_TYPES, type LogType } from './settings-model.js';
import { settingsMessages } from './settings.messages.js';
import { selectSettings } from './settings.slice.js';
import { useSettingsForm } from './use-settings-form.js';

/** An example platform name (identifiers are not translated). */
const PARSER_PLACEHOLDER = 'dspace';

/** Proxy names are product names: shown as is in every language. */
const LOG_TYPE_NAMES: Record<Exclude<LogType, ''>, string> = {
  ezproxy: 'EZproxy',
  apache: 'Apache',
  squid: 'Squid',
};

/** Log type, date format, log format and (unless hidden) the default parser. */
export function InputFields({ showsParser = true }: { showsParser?: boolean }) {
  const intl = useIntl();
  const { form, setField } = useSettingsForm();
  const { platforms } = useAppSelector(selectSettings);
  const platformListId = useId();
  const formatProblem = findLogFormatSizeProblem(form.logFormat);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Field.Root>
        <Field.Label>
          <FormattedMessage {...settingsMessages.typeOfLog} />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={form.logType}
            onChange={(event) => {
              if (isLogType(event.target.value)) {
                setField('logType', event.target.value);
              }
            }}
          >
            {LOG_TYPES.map((type) => (
              <option key={type} value={type}>
                {type === ''
                  ? intl.formatMessage(settingsMessages.autoRecognition)
                  : LOG_TYPE_NAMES[type]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>
          <FormattedMessage {...settingsMessages.dateFormat} />
        </Field.Label>
        <Input
          value={form.dateFormat}
          placeholder={DEFAULT_DATE_FORMAT_HINT}
          onChange={(event) => setField('dateFormat', event.target.value)}
        />
      </Field.Root>
      {showsParser && (
        <Field.Root>
          <Field.Label>
            <FormattedMessage {...settingsMessages.defaultParser} />
          </Field.Label>
          <Input
            value={form.forceParser}
            list={platformListId}
            placeholder={intl.formatMessage(settingsMessages.defaultParserPlaceholder, {
              example: PARSER_PLACEHOLDER,
            })}
            onChange={(event) => setField('forceParser', event.target.value)}
          />
          <datalist id={platformListId}>
            {platforms.map((platform) => (
              <option key={platform.name} value={platform.name}>
                {platform.longname}
              </option>
            ))}
          </datalist>
        </Field.Root>
      )}
      {(form.logType !== '' || form.logFormat !== '') && (
        <Field.Root gridColumn={{ md: '1 / -1' }} invalid={formatProblem !== undefined}>
          <Field.Label>
            <FormattedMessage {...settingsMessages.logFormat} />
          </Field.Label>
          <Input
            fontFamily="mono"
            value={form.logFormat}
            onChange={(event) => setField('logFormat', event.target.value)}
          />
          {form.logType !== '' && form.logFormat.trim() === '' && (
            // A log type alone sends nothing (it names the header the format goes in).
            <Field.HelperText>
              <FormattedMessage {...settingsMessages.logFormatNeeded} />
            </Field.HelperText>
          )}
          {formatProblem !== undefined && (
            <Field.ErrorText>
              <FormattedMessage
                {...(formatProblem.kind === 'characters'
                  ? settingsMessages.logFormatTooLong
                  : settingsMessages.logFormatTooManyFields)}
                values={{ count: formatProblem.count, max: formatProblem.max }}
              />
            </Field.ErrorText>
          )}
        </Field.Root>
      )}
    </SimpleGrid>
  );
}
