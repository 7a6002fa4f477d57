import { Field, NativeSelect } from '@chakra-ui/react';
import {
  DEFAULT_MAIL_LOCALE,
  MAIL_LOCALES,
  MailLocaleSchema,
  type MailLocale,
} from '@sillage/shared-types';
import type { IntlShape } from 'react-intl';
import { FormattedMessage, useIntl } from 'react-intl';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { adminMessages } from './admin.messages.js';

const LOCALE_LABELS = { en: adminMessages.localeEn, fr: adminMessages.localeFr } as const;

/** An account's language named in the interface's language ("French", "Français"). */
export function formatUserLocale(intl: IntlShape, locale: MailLocale): string {
  return intl.formatMessage(LOCALE_LABELS[locale]);
}

/** The interface's language as an account language: what a new account likely reads. */
export function interfaceMailLocale(intl: IntlShape): MailLocale {
  const parsed = MailLocaleSchema.safeParse(intl.locale);
  return parsed.success ? parsed.data : DEFAULT_MAIL_LOCALE;
}

/** The language field of the user dialog; its mails are written in it (ADR 0084). */
export function UserLocaleField({
  value,
  onChange,
}: {
  value: MailLocale;
  onChange: (locale: MailLocale) => void;
}) {
  const intl = useIntl();
  return (
    <Field.Root>
      <Field.Label>
        <FormattedMessage {...commonMessages.language} />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          onChange={(event) => {
            const chosen = MailLocaleSchema.safeParse(event.target.value);
            if (chosen.success) {
              onChange(chosen.data);
            }
          }}
        >
          {[...MAIL_LOCALES]
            .sort((a, b) =>
              formatUserLocale(intl, a).localeCompare(formatUserLocale(intl, b), intl.locale),
            )
            .map((locale) => (
              <option key={locale} value={locale}>
                {formatUserLocale(intl, locale)}
              </option>
            ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
