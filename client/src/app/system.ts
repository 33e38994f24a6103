import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  qrCodeSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { touchTargets } from './touch-targets.ts';

/**
 * Chakra's default theme with the styles of only the components the club uses: the full set is a
 * third of the first download. A component added to the app needs its recipe here
 * (system.test.ts says which one is missing).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      // The club night board's QR code to the check-in page.
      qrCode: qrCodeSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

/**
 * The club's look: a deep "felt" green accent (`colorPalette="brand"`), the system font stack,
 * and the medium breakpoint at 900 px where the navigation turns into a drawer.
 */
const config = defineConfig({
  globalCss: {
    // Keyboard users always see where they are; pointer clicks don't leave rings behind.
    ':focus-visible': { outlineColor: 'brand.focusRing' },
  },
  theme: {
    breakpoints: { md: '900px' },
    tokens: {
      fonts: {
        heading: { value: `'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif` },
        body: { value: `'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif` },
      },
      colors: {
        brand: {
          50: { value: '#edf7f1' },
          100: { value: '#d3ecdc' },
          200: { value: '#a8d8bb' },
          300: { value: '#74bd94' },
          400: { value: '#46a06f' },
          500: { value: '#2a8353' },
          600: { value: '#1f6a42' },
          700: { value: '#185536' },
          800: { value: '#13432b' },
          900: { value: '#0f3723' },
          950: { value: '#082016' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's light-mode status colours fall under 4.5:1 on white; one shade darker passes.
        fg: {
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
        },
        brand: {
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.600}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
          border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
          /** The navigation bar: felt green in both modes, with white text on it. */
          bar: { value: { _light: '{colors.brand.800}', _dark: '{colors.brand.950}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config, touchTargets);
