import { defineTokens } from '@pandacss/dev';

// A compact, hand-picked scale instead of Panda's full default palette: every token becomes a CSS variable in
// every app's stylesheet, so fewer tokens means less CSS on every page.
const rem = (n: number) => ({ value: `${n / 4}rem` });
const spacingSteps = [
  0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 20, 24, 28, 32, 40, 48, 56, 64,
];
const spacing = Object.fromEntries(spacingSteps.map((n) => [String(n), rem(n)]));

export const tokens = defineTokens({
  colors: {
    white: { value: '#ffffff' },
    black: { value: '#000000' },
    transparent: { value: 'transparent' },
    current: { value: 'currentColor' },
    // Deep forest green: the brand colour.
    forest: {
      50: { value: '#eef5f0' },
      100: { value: '#d5e7da' },
      200: { value: '#adcfb7' },
      300: { value: '#7fb190' },
      400: { value: '#54906b' },
      500: { value: '#3a7553' },
      600: { value: '#2c5e42' },
      700: { value: '#244c37' },
      800: { value: '#1d3d2d' },
      900: { value: '#162f23' },
      950: { value: '#0c1c14' },
    },
    // Warm sand: page background and soft surfaces.
    sand: {
      50: { value: '#fbf8f2' },
      100: { value: '#f5efe2' },
      200: { value: '#ebdfc6' },
      300: { value: '#dcc9a1' },
      400: { value: '#c9ad78' },
      500: { value: '#b8955a' },
      600: { value: '#9c7a45' },
      700: { value: '#7c603a' },
      800: { value: '#5f4a2f' },
      900: { value: '#433524' },
    },
    // Open sky: information, low season, focus rings.
    sky: {
      50: { value: '#eff7fb' },
      100: { value: '#d8ecf5' },
      200: { value: '#b3d8ea' },
      300: { value: '#82bedb' },
      400: { value: '#4f9ec6' },
      500: { value: '#2f82ad' },
      600: { value: '#246890' },
      700: { value: '#1f5575' },
      800: { value: '#1c4761' },
      900: { value: '#183b50' },
    },
    // Campfire ember: the warm accent, high season.
    ember: {
      50: { value: '#fdf4ee' },
      100: { value: '#fbe4d4' },
      200: { value: '#f6c6a6' },
      300: { value: '#efa172' },
      400: { value: '#e77c45' },
      500: { value: '#d9612a' },
      600: { value: '#bd4b20' },
      700: { value: '#9a3b1d' },
      800: { value: '#7b321d' },
      900: { value: '#642b1b' },
    },
    // Warm grey for text and lines.
    stone: {
      50: { value: '#fafaf8' },
      100: { value: '#f3f2ee' },
      200: { value: '#e6e4dd' },
      300: { value: '#d3d0c6' },
      400: { value: '#a9a59a' },
      500: { value: '#706c63' },
      600: { value: '#625f56' },
      700: { value: '#4c4943' },
      800: { value: '#34322e' },
      900: { value: '#22211e' },
      950: { value: '#151412' },
    },
    red: {
      50: { value: '#fdf2f2' },
      100: { value: '#fbe0e0' },
      200: { value: '#f5bcbc' },
      500: { value: '#d04545' },
      600: { value: '#b53232' },
      700: { value: '#922929' },
    },
    amber: {
      50: { value: '#fffaeb' },
      100: { value: '#fef0c7' },
      500: { value: '#e8a317' },
      700: { value: '#92610e' },
    },
    // The six owner colours of the reservation calendar (docs/product/calendar-and-credits.md#business-constants-spec-9); each carries its day number at 4.5:1 or more.
    owner: {
      red: { value: '#c43d3d' },
      yellow: { value: '#e6b42c' },
      green: { value: '#2f7d44' },
      blue: { value: '#2f6bbf' },
      purple: { value: '#7b4fb8' },
      orange: { value: '#ec8a3c' },
    },
  },
  fonts: {
    body: {
      value: "'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Roboto, 'Noto Sans', Arial, sans-serif",
    },
    heading: {
      value:
        "ui-rounded, 'SF Pro Rounded', 'Segoe UI', system-ui, -apple-system, Roboto, 'Noto Sans', sans-serif",
    },
    mono: { value: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" },
  },
  fontSizes: {
    '2xs': { value: '0.6875rem' },
    xs: { value: '0.75rem' },
    sm: { value: '0.875rem' },
    md: { value: '1rem' },
    lg: { value: '1.125rem' },
    xl: { value: '1.25rem' },
    '2xl': { value: '1.5rem' },
    '3xl': { value: '1.875rem' },
    '4xl': { value: '2.25rem' },
    '5xl': { value: '3rem' },
    '6xl': { value: '3.75rem' },
  },
  fontWeights: {
    normal: { value: '400' },
    medium: { value: '500' },
    semibold: { value: '600' },
    bold: { value: '700' },
  },
  lineHeights: {
    none: { value: '1' },
    tight: { value: '1.2' },
    snug: { value: '1.35' },
    normal: { value: '1.5' },
    relaxed: { value: '1.65' },
  },
  letterSpacings: {
    tight: { value: '-0.02em' },
    normal: { value: '0' },
    wide: { value: '0.04em' },
    wider: { value: '0.08em' },
  },
  spacing,
  sizes: {
    ...spacing,
    full: { value: '100%' },
    min: { value: 'min-content' },
    max: { value: 'max-content' },
    fit: { value: 'fit-content' },
    xs: { value: '20rem' },
    sm: { value: '24rem' },
    md: { value: '28rem' },
    lg: { value: '32rem' },
    xl: { value: '36rem' },
    '2xl': { value: '42rem' },
    '3xl': { value: '48rem' },
    '4xl': { value: '56rem' },
    '5xl': { value: '64rem' },
    '6xl': { value: '72rem' },
    prose: { value: '65ch' },
  },
  radii: {
    none: { value: '0' },
    xs: { value: '0.25rem' },
    sm: { value: '0.375rem' },
    md: { value: '0.5rem' },
    lg: { value: '0.75rem' },
    xl: { value: '1rem' },
    '2xl': { value: '1.5rem' },
    full: { value: '9999px' },
  },
  shadows: {
    xs: { value: '0 1px 2px rgba(34, 33, 30, 0.06)' },
    sm: { value: '0 1px 3px rgba(34, 33, 30, 0.08), 0 1px 2px rgba(34, 33, 30, 0.05)' },
    md: { value: '0 4px 12px -2px rgba(34, 33, 30, 0.10), 0 2px 4px -2px rgba(34, 33, 30, 0.06)' },
    lg: { value: '0 12px 28px -6px rgba(34, 33, 30, 0.16), 0 4px 10px -4px rgba(34, 33, 30, 0.08)' },
    xl: { value: '0 24px 48px -12px rgba(22, 47, 35, 0.28)' },
  },
  borders: {
    none: { value: 'none' },
  },
  durations: {
    fast: { value: '120ms' },
    normal: { value: '200ms' },
    slow: { value: '320ms' },
  },
  easings: {
    default: { value: 'cubic-bezier(0.4, 0, 0.2, 1)' },
    out: { value: 'cubic-bezier(0, 0, 0.2, 1)' },
    in: { value: 'cubic-bezier(0.4, 0, 1, 1)' },
  },
  zIndex: {
    base: { value: 0 },
    sticky: { value: 100 },
    header: { value: 200 },
    overlay: { value: 1000 },
    modal: { value: 1100 },
    popover: { value: 1200 },
    toast: { value: 1400 },
  },
});
