import { ChakraProvider, Progress } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { system } from '../../app/theme.js';
import { LocalizedProvider } from './localized-provider.js';
import { mergeCatalogs, type Locale } from './locale.js';
import en from './locales/en.json';
import fr from './locales/fr.json';

describe('LocalizedProvider', () => {
  // Chakra's own components (Ark UI) word numbers too: a progress bar (the report's reject shares)
  // is named by its share, which Ark writes in en-US ("13%") unless told the page's language.
  it.each([
    ['en', '13%'],
    ['fr', '13 %'],
  ] as const)('gives the page language (%s) to the components of Chakra', async (locale, share) => {
    render(
      <ChakraProvider value={system}>
        <LocalizedProvider
          locale={locale}
          load={(asked: Locale) => Promise.resolve(mergeCatalogs(asked, { fr, en }))}
        >
          <Progress.Root value={13}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </LocalizedProvider>
      </ChakraProvider>,
    );
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-label')?.replace(/\s/g, ' ')).toBe(share);
  });
});
