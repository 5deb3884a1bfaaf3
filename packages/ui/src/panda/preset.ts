import { definePreset } from '@pandacss/dev';
import { avatarRecipe } from './recipes/avatar.ts';
import { badgeRecipe } from './recipes/badge.ts';
import { buttonRecipe } from './recipes/button.ts';
import { calendarRecipe } from './recipes/calendar.ts';
import { cardRecipe } from './recipes/card.ts';
import { carouselRecipe } from './recipes/carousel.ts';
import { detailListRecipe } from './recipes/detail-list.ts';
import { dialogRecipe } from './recipes/dialog.ts';
import { emptyStateRecipe, loadingRecipe } from './recipes/feedback.ts';
import { fieldRecipe, inputRecipe } from './recipes/field.ts';
import { fileUploadRecipe } from './recipes/file-upload.ts';
import { appHeaderRecipe, bottomTabBarRecipe } from './recipes/navigation.ts';
import { numberInputRecipe } from './recipes/number-input.ts';
import { pageHeaderRecipe } from './recipes/page-header.ts';
import { selectRecipe } from './recipes/select.ts';
import { spinnerRecipe } from './recipes/spinner.ts';
import { tableRecipe } from './recipes/table.ts';
import { tabsRecipe } from './recipes/tabs.ts';
import { toastRecipe } from './recipes/toast.ts';
import { avatarUploadRecipe, switchRecipe } from './recipes/toggles.ts';
import { semanticTokens } from './semantic-tokens.ts';
import { tokens } from './tokens.ts';

/** The Camperdeel look: calm, outdoor, 'slim beleven'. Every app builds from this one preset. */
export const camperdeelPreset = definePreset({
  name: 'camperdeel',
  globalCss: {
    'html, :host': {
      fontFamily: 'body',
      color: 'fg.default',
      bg: 'bg.canvas',
      lineHeight: 'normal',
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      textRendering: 'optimizeLegibility',
      WebkitTapHighlightColor: 'transparent',
    },
    '*::selection': { bg: 'forest.100' },
    'h1, h2, h3, h4': { fontFamily: 'heading', letterSpacing: 'tight', lineHeight: 'tight' },
    // Toasts sit at the bottom: above a fixed bottom tab bar (4rem + the safe area) when the page shows one.
    ':root:has(.bottom-tab-bar__root) [data-scope="toast"][data-part="group"]': {
      '--toast-lift': 'calc(4rem + env(safe-area-inset-bottom, 0px))',
    },
    // On a phone a toast never covers what the user is about to do (docs/decisions/0080-booking-on-the-calendar.md):
    // above a sticky action bar that marks itself, and at the top while a dialog (a bottom sheet there) is open.
    '@media (max-width: 767.98px)': {
      ':root:has(.bottom-tab-bar__root):has([data-toast-clearance]) [data-scope="toast"][data-part="group"]':
        {
          '--toast-lift': 'calc(14rem + env(safe-area-inset-bottom, 0px))',
        },
      ':root:has([data-scope="dialog"][data-part="content"][data-state="open"]) [data-scope="toast"][data-part="group"]':
        { top: '1rem !important', bottom: 'auto !important' },
    },
  },
  theme: {
    breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
    tokens,
    semanticTokens,
    keyframes: {
      spin: { to: { transform: 'rotate(360deg)' } },
      fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
      fadeOut: { from: { opacity: 1 }, to: { opacity: 0 } },
      dialogIn: {
        from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' },
        to: { opacity: 1, transform: 'translateY(0) scale(1)' },
      },
    },
    textStyles: {
      display: { value: { fontFamily: 'heading', fontSize: { base: '4xl', md: '6xl' }, fontWeight: 'bold' } },
      h1: { value: { fontFamily: 'heading', fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' } },
      h2: { value: { fontFamily: 'heading', fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'semibold' } },
      h3: { value: { fontFamily: 'heading', fontSize: 'lg', fontWeight: 'semibold' } },
      body: { value: { fontSize: 'md', lineHeight: 'normal' } },
      small: { value: { fontSize: 'sm', lineHeight: 'normal' } },
      caption: { value: { fontSize: 'xs', color: 'fg.muted' } },
    },
    recipes: {
      button: buttonRecipe,
      badge: badgeRecipe,
      input: inputRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      appHeader: appHeaderRecipe,
      avatar: avatarRecipe,
      avatarUpload: avatarUploadRecipe,
      bottomTabBar: bottomTabBarRecipe,
      calendar: calendarRecipe,
      card: cardRecipe,
      carousel: carouselRecipe,
      detailList: detailListRecipe,
      dialog: dialogRecipe,
      emptyState: emptyStateRecipe,
      field: fieldRecipe,
      fileUpload: fileUploadRecipe,
      loading: loadingRecipe,
      numberInput: numberInputRecipe,
      pageHeader: pageHeaderRecipe,
      select: selectRecipe,
      switchControl: switchRecipe,
      table: tableRecipe,
      tabs: tabsRecipe,
      toast: toastRecipe,
    },
  },
});
