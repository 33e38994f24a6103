import { Heading, SimpleGrid, Stack, Stat } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Streaks } from '@mahjong/shared';

/** A player's runs of games in a row: the longest, and the one still going. */
export function StreakFigures({ streaks }: { streaks: Streaks }) {
  const { t } = useLingui();
  const figures = [
    { key: 'first', label: t`Longest run of 1st places`, run: streaks.firstPlaces },
    { key: 'last', label: t`Longest run without a 4th place`, run: streaks.withoutLast },
  ];
  return (
    <Stack as="section" gap="2" aria-labelledby="streaks-title">
      <Heading as="h2" size="md" id="streaks-title">
        <Trans>Streaks</Trans>
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {figures.map(({ key, label, run }) => {
          const current = run.current;
          const longest = run.longest;
          return (
            <Stat.Root key={key} borderWidth="1px" rounded="md" p="3">
              <Stat.Label>{label}</Stat.Label>
              <Stat.ValueText>{t`${plural(longest, { one: '# game', other: '# games' })}`}</Stat.ValueText>
              <Stat.HelpText>{t`${plural(current, { one: 'Now: # game', other: 'Now: # games' })}`}</Stat.HelpText>
            </Stat.Root>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
