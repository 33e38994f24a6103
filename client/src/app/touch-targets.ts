import { defineConfig } from '@chakra-ui/react';
import {
  checkboxSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
} from '@chakra-ui/react/theme';

/** A finger's width: every target is at least this tall and wide (WCAG 2.5.5, Apple's and Google's guides). */
const FINGER = '11';

/** Chakra's button sizes set their own minimum width, which wins over the base: each size gets the finger's. */
const fingerSizes = Object.fromEntries(
  ['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl'].map((size) => [size, { minH: FINGER, minW: FINGER }]),
);

/**
 * Every control the club uses is a 44×44 CSS px target whatever its size: buttons, fields, selects,
 * tabs, switches, checkboxes and radios (the whole label is the target), on a phone as on a desktop.
 * A control may look small; the box a finger hits is not. The focus ring is the brand's, a pixel
 * wider than Chakra's, so a focused seat or chip is plain to see on any palette.
 */
export const touchTargets = defineConfig({
  theme: {
    recipes: {
      button: {
        base: { minH: FINGER, minW: FINGER, focusRingColor: 'brand.focusRing', focusRingWidth: '3px' },
        variants: { size: fingerSizes },
      },
      input: { base: { minH: FINGER } },
      link: { base: { focusRingColor: 'brand.focusRing' } },
    },
    slotRecipes: {
      nativeSelect: { slots: nativeSelectSlotRecipe.slots, base: { field: { minH: FINGER } } },
      tabs: { slots: tabsSlotRecipe.slots, base: { trigger: { minH: FINGER, minW: FINGER } } },
      switch: { slots: switchSlotRecipe.slots, base: { root: { minH: FINGER } } },
      checkbox: { slots: checkboxSlotRecipe.slots, base: { root: { minH: FINGER } } },
      radioGroup: { slots: radioGroupSlotRecipe.slots, base: { item: { minH: FINGER } } },
    },
  },
});
