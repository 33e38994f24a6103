import { useColorMode } from '../ui/color-mode.tsx';

export interface ChartTheme {
  /** Axis labels and ticks. */
  text: string;
  grid: string;
  tooltipBackground: string;
  tooltipBorder: string;
  /** One colour per series (seat 0–3, or the single series first). */
  series: readonly [string, string, string, string];
  /** Dash patterns that tell the series apart without colour. */
  dashes: readonly [string, string, string, string];
}

// Series colours keep a 3:1 contrast or more with the page background of their mode (WCAG 1.4.11).
const LIGHT: ChartTheme = {
  text: '#3f3f46',
  grid: '#e4e4e7',
  tooltipBackground: '#ffffff',
  tooltipBorder: '#d4d4d8',
  series: ['#1d4ed8', '#c2410c', '#15803d', '#7e22ce'],
  dashes: ['0', '6 3', '2 3', '10 3 2 3'],
};

const DARK: ChartTheme = {
  text: '#d4d4d8',
  grid: '#3f3f46',
  tooltipBackground: '#18181b',
  tooltipBorder: '#52525b',
  series: ['#60a5fa', '#fb923c', '#4ade80', '#c084fc'],
  dashes: LIGHT.dashes,
};

/** Chart colours for the colour mode in use (the SVG cannot read Chakra's tokens by itself). */
export function useChartTheme(): ChartTheme {
  return useColorMode().resolvedColorMode === 'dark' ? DARK : LIGHT;
}

/** Props for recharts' `<Tooltip>` so its box follows the colour mode too. */
export function tooltipStyle(theme: ChartTheme) {
  return {
    contentStyle: {
      background: theme.tooltipBackground,
      border: `1px solid ${theme.tooltipBorder}`,
      borderRadius: 6,
      color: theme.text,
    },
    labelStyle: { color: theme.text, fontWeight: 600 },
    itemStyle: { color: theme.text },
  };
}
