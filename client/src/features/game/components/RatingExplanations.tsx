import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { GameView } from '@mahjong/shared';
import { deltaColor, formatEloDelta } from '../../../lib/format.ts';
import { explainRatingChanges } from '../lib/rating-explanation.ts';

/** Why each player's rating moved as it did, one line each. */
export function RatingExplanations({ game }: { game: GameView }) {
  const explanations = explainRatingChanges(game);
  if (explanations.length === 0) return null;
  return (
    <Stack as="section" gap="2" aria-labelledby="rating-explanations-heading">
      <Heading as="h3" size="md" id="rating-explanations-heading">
        <Trans>How the ratings changed</Trans>
      </Heading>
      <List.Root gap="1.5" variant="plain">
        {explanations.map((explanation) => (
          <List.Item key={explanation.playerId} display="block">
            <Text as="span" fontWeight="semibold">
              {explanation.username}
            </Text>{' '}
            <Text as="span" color={deltaColor(explanation.delta)} fontVariantNumeric="tabular-nums">
              {formatEloDelta(explanation.delta)}
            </Text>
            <Text as="span" color="fg.muted">
              {' '}
              — {explanation.text}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
