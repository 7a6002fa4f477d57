import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const FONT_STACK = `'Roboto', system-ui, -apple-system, 'Segoe UI', sans-serif`;

/**
 * Brand tokens: teal primary, dark-grey secondary, blue accent (spec §9), Roboto everywhere.
 * Components use these semantic names or a `colorPalette`, never raw colour values.
 */
const config = defineConfig({
  globalCss: {
    'html, body': { fontFamily: 'body' },
    // A page's h1 takes the focus after a route change (RouteFocus) only to start the reading
    // there; like the main landmark, it shows no ring, as it is no control.
    'h1[tabindex="-1"]:focus': { outline: 'none' },
  },
  theme: {
    tokens: {
      fonts: { heading: { value: FONT_STACK }, body: { value: FONT_STACK } },
    },
    semanticTokens: {
      colors: {
        primary: {
          // teal.700: white text on it reaches 4.5:1 (teal.600 gives 3.7, axe-core "serious").
          solid: { value: '{colors.teal.700}' },
          contrast: { value: '{colors.white}' },
          fg: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
          subtle: { value: { _light: '{colors.teal.50}', _dark: '{colors.teal.950}' } },
        },
        // The `teal` palette (buttons, badges) and success texts, at readable contrasts.
        // Focus rings (`focusRing`) are Chakra's 500/400 shades by default, under 3:1 on white for
        // teal, gray and green (WCAG 1.4.11): a darker shade on light, a lighter one on dark.
        teal: {
          solid: { value: '{colors.teal.700}' },
          fg: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
          focusRing: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
        },
        gray: {
          focusRing: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
        },
        // White on green.600 (the default solid) is 3.3:1, too low for a badge's text; green.700
        // reaches 4.5:1.
        green: {
          solid: { value: '{colors.green.700}' },
          focusRing: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        fg: {
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          // Field error texts and failure sentences: red.500 gives 3.8:1 on white (axe-core
          // "serious"); red.700 reads on white and on the muted greys.
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
        secondary: {
          solid: { value: { _light: '{colors.gray.800}', _dark: '{colors.gray.700}' } },
          contrast: { value: '{colors.white}' },
        },
        accent: {
          solid: { value: { _light: '{colors.blue.600}', _dark: '{colors.blue.400}' } },
          fg: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
        },
        logs: {
          bg: { value: '{colors.black}' },
          fg: { value: '{colors.white}' },
          date: { value: '{colors.gray.400}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);

/** colorPalette names for the three brand roles. */
export const PRIMARY_PALETTE = 'teal';
export const SECONDARY_PALETTE = 'gray';
export const ACCENT_PALETTE = 'blue';

/** Series colours of the report charts, as theme CSS variables (recharts paints with them). */
export const CHART_COLORS = [
  'var(--chakra-colors-teal-500)',
  'var(--chakra-colors-blue-500)',
  'var(--chakra-colors-orange-400)',
  'var(--chakra-colors-purple-500)',
  'var(--chakra-colors-cyan-500)',
  'var(--chakra-colors-red-400)',
  'var(--chakra-colors-green-500)',
  'var(--chakra-colors-yellow-500)',
  'var(--chakra-colors-pink-400)',
  'var(--chakra-colors-gray-500)',
];
export const CHART_GRID_COLOR = 'var(--chakra-colors-border)';
export const CHART_TEXT_COLOR = 'var(--chakra-colors-fg-muted)';
