import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';

interface ChipGridProps {
  label: string;
  options: readonly number[];
  value: number;
  describe?: (option: number) => string;
  /** Wider chips for longer words ("Yakuman"). */
  wide?: (option: number) => boolean;
  /** The chip's accessible name when its text is short ("2×" is "2× yakuman"). */
  name?: (option: number) => string;
  onChoose: (option: number) => void;
  /** The entry's step these chips answer ("han", "fu", "points"): it is brought into view when reached. */
  step?: string;
}

/** A value chosen by one tap: every chip is a 44 px target, the chosen one pressed. */
export function ChipGrid({
  label,
  options,
  value,
  describe = String,
  wide,
  name,
  onChoose,
  step,
}: ChipGridProps) {
  const id = useId();
  return (
    <Stack gap="1" data-entry-step={step}>
      <Text textStyle="sm" fontWeight="semibold" id={id}>
        {label}
      </Text>
      <Grid role="group" aria-labelledby={id} templateColumns="repeat(7, minmax(0, 1fr))" gap="1.5">
        {options.map((option) => {
          const chosen = option === value;
          return (
            <Button
              key={option}
              minH="11"
              minW="11"
              px="1"
              size="sm"
              gridColumn={wide?.(option) ? 'span 2' : undefined}
              variant={chosen ? 'solid' : 'outline'}
              colorPalette={chosen ? 'brand' : 'gray'}
              aria-pressed={chosen}
              aria-label={name?.(option)}
              onClick={() => onChoose(option)}
            >
              {describe(option)}
            </Button>
          );
        })}
      </Grid>
    </Stack>
  );
}
