import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
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
            <Stack key={key} gap="1" borderWidth="1px" rounded="md" p="3">
              <Text textStyle="sm" color="fg.muted">
                {label}
              </Text>
              <Text textStyle="2xl" fontWeight="semibold">
                {t`${plural(longest, { one: '# game', other: '# games' })}`}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {t`${plural(current, { one: 'Now: # game', other: 'Now: # games' })}`}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
