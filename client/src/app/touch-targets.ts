import { defineConfig } from '@chakra-ui/react';
import {
  checkboxSlotRecipe,
  comboboxSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  selectSlotRecipe,
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
      // A link is a finger's height and width wherever it stands, in a sentence too: the text keeps its
      // size, the box around it grows, the text in its middle (a short name in a list of names keeps
      // even space on either side).
      link: {
        base: { focusRingColor: 'brand.focusRing', minH: FINGER, minW: FINGER, justifyContent: 'center' },
      },
      // Hidden until focused; then a finger's size like every other control.
      skipNavLink: { base: { _focusVisible: { minH: FINGER, minW: FINGER, alignItems: 'center' } } },
    },
    slotRecipes: {
      nativeSelect: { slots: nativeSelectSlotRecipe.slots, base: { field: { minH: FINGER } } },
      tabs: { slots: tabsSlotRecipe.slots, base: { trigger: { minH: FINGER, minW: FINGER } } },
      switch: { slots: switchSlotRecipe.slots, base: { root: { minH: FINGER, minW: FINGER } } },
      checkbox: { slots: checkboxSlotRecipe.slots, base: { root: { minH: FINGER, minW: FINGER } } },
      radioGroup: { slots: radioGroupSlotRecipe.slots, base: { item: { minH: FINGER, minW: FINGER } } },
      // A player picker's box is a finger tall at every size, and its "show" and "clear" buttons are a
      // finger's square at the box's end: the box leaves them room (two of them when "clear" shows).
      combobox: {
        slots: comboboxSlotRecipe.slots,
        base: {
          control: {
            '--combobox-input-height': `sizes.${FINGER}`,
            '&:has([data-part=trigger]):has([data-part=clear-trigger]:not([hidden]))': {
              '--padding-factor': '2',
            },
          },
          indicatorGroup: { px: '0', gap: '0' },
          trigger: { minH: FINGER, minW: FINGER },
          clearTrigger: {
            minH: FINGER,
            minW: FINGER,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
          },
          item: { minH: FINGER },
        },
      },
      menu: { slots: menuSlotRecipe.slots, base: { item: { minH: FINGER } } },
      select: { slots: selectSlotRecipe.slots, base: { trigger: { minH: FINGER }, item: { minH: FINGER } } },
    },
  },
});
