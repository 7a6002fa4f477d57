import { Input, Stack, Text, type InputProps } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../i18n/common.messages.js';
import { DEFAULT_LOCALE, isLocale } from '../i18n/locale.js';
import { formatTypedDay, parseTypedDay } from '../i18n/typed-day.js';

/**
 * A day typed as the app's language writes it (30/11/2012 in French, 2012-11-30 in English), with
 * its pattern beneath. A native `type="date"` field would follow the browser's language instead
 * (Chromium ignores `lang`), showing mm/dd/yyyy on a French page. `value`, `min` and `max` are ISO
 * days; `onChange` gets an ISO day, or '' when the field is emptied, and nothing while the text is
 * not a day in range (the field says why).
 */
export function DateInput({
  value,
  onChange,
  min,
  max,
  size,
}: {
  value: string;
  onChange: (isoDay: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  size?: InputProps['size'];
}) {
  const intl = useIntl();
  const locale = isLocale(intl.locale) ? intl.locale : DEFAULT_LOCALE;
  const hintId = useId();
  const [draft, setDraft] = useState({ text: formatTypedDay(value, locale), value, locale });
  if (draft.value !== value || draft.locale !== locale) {
    // Changed from outside (filters cleared, language switched): show the new value afresh.
    setDraft({ text: formatTypedDay(value, locale), value, locale });
  }
  const pattern = intl.formatMessage(commonMessages.datePattern);
  const typed = draft.text.trim() === '' ? '' : parseTypedDay(draft.text, locale);
  // ISO days compare as text.
  const isOutOfRange =
    typed !== null &&
    typed !== '' &&
    ((min !== undefined && typed < min) || (max !== undefined && typed > max));
  const isInvalid = typed === null || isOutOfRange;

  const handleChange = (text: string) => {
    const day = text.trim() === '' ? '' : parseTypedDay(text, locale);
    const isInRange =
      day === '' ||
      (day !== null && (min === undefined || day >= min) && (max === undefined || day <= max));
    // A day that cannot be used filters nothing: the text says so, and a filter kept from the
    // day typed before would select rows the field no longer shows.
    const next = day !== null && isInRange ? day : '';
    if (next !== value) {
      setDraft({ text, value: next, locale });
      onChange(next);
    } else {
      setDraft({ ...draft, text });
    }
  };

  return (
    <Stack gap="1" w="full">
      <Input
        size={size}
        lang={locale}
        inputMode="numeric"
        autoComplete="off"
        placeholder={pattern}
        value={draft.text}
        aria-invalid={isInvalid || undefined}
        aria-describedby={hintId}
        onChange={(event) => handleChange(event.currentTarget.value)}
      />
      <Text id={hintId} fontSize="xs" color={isInvalid ? 'fg.error' : 'fg.muted'}>
        {typed === null
          ? intl.formatMessage(commonMessages.dateInvalid, { pattern })
          : isOutOfRange
            ? intl.formatMessage(commonMessages.dateOutOfRange, {
                min: formatTypedDay(min ?? '', locale),
                max: formatTypedDay(max ?? '', locale),
              })
            : intl.formatMessage(commonMessages.dateHint, { pattern })}
      </Text>
    </Stack>
  );
}
