import { Center, LocaleProvider, Spinner } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, type Locale, type MessageCatalog } from './locale.js';
import { loadMessages } from './load-catalogs.js';

interface LoadedCatalog {
  locale: Locale;
  messages: MessageCatalog;
}

/**
 * Loads the catalog of `locale` lazily and provides it, to react-intl and to Chakra's components;
 * keeps the previous one while switching.
 */
export function LocalizedProvider({
  locale,
  children,
  load = loadMessages,
}: {
  locale: Locale;
  children: ReactNode;
  load?: (locale: Locale) => Promise<MessageCatalog>;
}) {
  const [catalog, setCatalog] = useState<LoadedCatalog | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void load(locale).then((messages) => {
      if (isCurrent) {
        setCatalog({ locale, messages });
        document.documentElement.lang = locale;
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [locale, load]);

  if (!catalog) {
    return (
      <Center minH="100vh" aria-busy="true">
        <Spinner size="lg" color="primary.solid" />
      </Center>
    );
  }
  return (
    <IntlProvider
      locale={catalog.locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={catalog.messages}
      onError={() => undefined}
    >
      {/* Chakra's components (Ark UI) word numbers too, e.g. a progress bar's name ("13 %"). */}
      <LocaleProvider locale={catalog.locale}>{children}</LocaleProvider>
    </IntlProvider>
  );
}
