import type { ButtonProps } from '@chakra-ui/react';

/** Buttons and links on the green bar: white text, a soft highlight, a white focus ring. */
export const barButtonStyle = {
  variant: 'ghost',
  size: 'sm',
  color: 'white',
  fontWeight: 'medium',
  _hover: { bg: 'whiteAlpha.200' },
  _expanded: { bg: 'whiteAlpha.200' },
  _currentPage: { bg: 'whiteAlpha.300' },
  focusRingColor: 'white',
} satisfies ButtonProps;
