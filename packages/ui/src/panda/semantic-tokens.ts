import { defineSemanticTokens } from '@pandacss/dev';

// Components and apps use these names, never raw palette steps, so the look can change in one place.
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '{colors.sand.50}' },
      surface: { value: '{colors.white}' },
      subtle: { value: '{colors.stone.100}' },
      muted: { value: '{colors.sand.100}' },
      hero: { value: '{colors.forest.950}' },
      overlay: { value: 'rgba(12, 28, 20, 0.55)' },
    },
    fg: {
      default: { value: '{colors.stone.900}' },
      muted: { value: '{colors.stone.600}' },
      subtle: { value: '{colors.stone.500}' },
      inverted: { value: '{colors.white}' },
      onHero: { value: '{colors.sand.50}' },
    },
    border: {
      default: { value: '{colors.stone.200}' },
      strong: { value: '{colors.stone.300}' },
      focus: { value: '{colors.sky.500}' },
    },
    brand: {
      default: { value: '{colors.forest.700}' },
      emphasized: { value: '{colors.forest.800}' },
      subtle: { value: '{colors.forest.50}' },
      muted: { value: '{colors.forest.100}' },
      fg: { value: '{colors.white}' },
      text: { value: '{colors.forest.700}' },
    },
    accent: {
      default: { value: '{colors.ember.500}' },
      emphasized: { value: '{colors.ember.600}' },
      subtle: { value: '{colors.ember.50}' },
      fg: { value: '{colors.white}' },
      text: { value: '{colors.ember.700}' },
    },
    info: {
      default: { value: '{colors.sky.600}' },
      subtle: { value: '{colors.sky.50}' },
      text: { value: '{colors.sky.700}' },
    },
    muted: {
      default: { value: '{colors.stone.500}' },
      subtle: { value: '{colors.stone.100}' },
      text: { value: '{colors.stone.600}' },
    },
    danger: {
      default: { value: '{colors.red.600}' },
      emphasized: { value: '{colors.red.700}' },
      subtle: { value: '{colors.red.50}' },
      border: { value: '{colors.red.200}' },
      fg: { value: '{colors.white}' },
      text: { value: '{colors.red.700}' },
    },
    success: {
      default: { value: '{colors.forest.500}' },
      subtle: { value: '{colors.forest.50}' },
      border: { value: '{colors.forest.200}' },
      text: { value: '{colors.forest.700}' },
    },
    warning: {
      default: { value: '{colors.amber.500}' },
      subtle: { value: '{colors.amber.50}' },
      text: { value: '{colors.amber.700}' },
    },
    // Reservation calendar: the two seasons and the buffer day (docs/product/owner.md#mijn-camperkalender, docs/product/calendar-and-credits.md#business-constants-spec-9).
    season: {
      hoog: { value: '{colors.ember.100}' },
      hoogText: { value: '{colors.ember.800}' },
      hoogBorder: { value: '{colors.ember.300}' },
      laag: { value: '{colors.sky.100}' },
      laagText: { value: '{colors.sky.800}' },
      laagBorder: { value: '{colors.sky.300}' },
      buffer: { value: '{colors.stone.200}' },
      bufferText: { value: '{colors.stone.600}' },
    },
  },
  shadows: {
    focusRing: { value: '0 0 0 3px {colors.sky.300}' },
    card: { value: '{shadows.sm}' },
    raised: { value: '{shadows.lg}' },
  },
});
