import { Link as ChakraLink, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BestHand, Variant } from '@mahjong/shared';
import { Link } from 'react-router-dom';
import { useRoundLabel } from '../../../lib/round-label.ts';
import { formatPoints } from '../../../lib/stat-format.ts';

/** The address of a hand in its game: the game page marks each hand `#hand-<roundIndex>`. */
export function handLink(variant: Variant, hand: Pick<BestHand, 'gameId' | 'roundIndex'>): string {
  return `/games/${variant}/${hand.gameId}#hand-${hand.roundIndex}`;
}

/** The best hands won, best first, each linked to the hand in its game. */
export function BestHands({
  variant,
  hands,
  showPlayer,
}: {
  variant: Variant;
  hands: readonly BestHand[];
  showPlayer: boolean;
}) {
  const { t } = useLingui();
  const roundLabel = useRoundLabel();
  return (
    <Stack as="section" gap="2" aria-labelledby="best-hands-title">
      <Heading as="h2" size="md" id="best-hands-title">
        <Trans>Best hands</Trans>
      </Heading>
      {hands.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No hands won yet.</Trans>
        </Text>
      ) : (
        <List.Root as="ol" gap="1" ps="5">
          {hands.map((hand) => {
            const value = hand.value;
            const fu = hand.fu ?? 0;
            const worth =
              variant === 'jp'
                ? hand.limit
                  ? t`${value} han (yakuman)`
                  : t`${value} han ${fu} fu`
                : t`${value} faan`;
            const points = formatPoints(hand.points);
            const round = roundLabel(variant, hand);
            const game = hand.gameId;
            const username = hand.player.username;
            const how =
              variant === 'jp'
                ? hand.selfDraw
                  ? t`tsumo`
                  : t`ron`
                : hand.selfDraw
                  ? t`self-draw`
                  : t`deal-in`;
            return (
              <List.Item key={`${hand.gameId}-${hand.roundIndex}-${hand.player.id}`}>
                <ChakraLink asChild colorPalette="teal">
                  <Link to={handLink(variant, hand)}>
                    {showPlayer
                      ? t({
                          message: `${worth}, ${points} points by ${how} · ${username} · game #${game}, ${round}`,
                          comment: 'One of the best hands won: its value, the points, who won it, where',
                        })
                      : t({
                          message: `${worth}, ${points} points by ${how} · game #${game}, ${round}`,
                          comment: 'One of the best hands won: its value, the points, where',
                        })}
                  </Link>
                </ChakraLink>
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </Stack>
  );
}
