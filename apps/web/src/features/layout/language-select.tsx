import { Field, NativeSelect } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { isLocale, LOCALES, LOCALE_NAMES } from '../../shared/i18n/locale.js';
import { localeActions, selectLocale } from '../locale/locale.slice.js';

/** Language choice of the sign layout; switching is immediate and remembered in the cookie. */
export function LanguageSelect() {
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  return (
    <Field.Root maxW="48">
      <Field.Label srOnly>
        <FormattedMessage {...commonMessages.language} />
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={locale}
          onChange={(event) => {
            if (isLocale(event.target.value)) {
              dispatch(localeActions.localeChosen(event.target.value));
            }
          }}
        >
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LOCALE_NAMES[code]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
