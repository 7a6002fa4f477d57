import { ThemeProvider, useTheme } from 'next-themes';
import type { ReactNode } from 'react';

export type ColorMode = 'light' | 'dark';

/** Storage key of the chosen theme, so the choice survives reloads. */
export const COLOR_MODE_STORAGE_KEY = 'sillage-color-mode';

/** Light/dark switching through a class on <html>, as Chakra expects; persisted in localStorage. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="class"
      defaultTheme="light"
      enableSystem={false}
      storageKey={COLOR_MODE_STORAGE_KEY}
      disableTransitionOnChange
    >
      {children}
    </ThemeProvider>
  );
}

/** The current mode and a toggle. */
export function useColorMode(): { colorMode: ColorMode; toggleColorMode: () => void } {
  const { resolvedTheme, setTheme } = useTheme();
  const colorMode: ColorMode = resolvedTheme === 'dark' ? 'dark' : 'light';
  return {
    colorMode,
    toggleColorMode: () => {
      setTheme(colorMode === 'dark' ? 'light' : 'dark');
    },
  };
}
