import { Badge, Card, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Variant } from '@mahjong/shared';
import { Link } from 'react-router-dom';
import type { LiveGame } from '../../../api/live-games.ts';
import { formatScore, timeSince } from '../../../lib/format.ts';
import { seatWind } from '../../../lib/i18n/words.ts';
import { gameTypeLabel } from '../../../lib/labels.ts';
import { useRoundLabel } from '../../../lib/round-label.ts';
import { dealerSeatOf, seatWindIndex } from '../../../lib/seat-winds.ts';

interface LiveGameCardProps {
  variant: Variant;
  game: LiveGame;
  now: number;
}

/**
 * One game in progress: ranked or casual, who plays, the round, the scores, how long it has run and
 * how many watch it. The card opens the game.
 */
export function LiveGameCard({ variant, game, now }: LiveGameCardProps) {
  const { t } = useLingui();
  const players = [...game.players].sort((a, b) => a.seat - b.seat);
  const roundLabel = useRoundLabel();
  const current = game.currentRound;
  const round = current ? roundLabel(variant, current) : t`End of Game`;
  const id = game.id;
  const started = timeSince(game.createdAt, now);
  const watching = game.spectators ?? 0;
  return (
    <LinkBox as="article" aria-label={t`Game ${id}`}>
      <Card.Root size="sm" _hover={{ borderColor: 'teal.500' }} h="full">
        <Card.Header>
          <HStack justify="space-between">
            <Card.Title>
              <LinkOverlay asChild>
                <Link to={`/games/${variant}/${game.id}`}>{round}</Link>
              </LinkOverlay>
            </Card.Title>
            <HStack gap="2">
              <Badge
                size="sm"
                variant={game.type === 'RANKED' ? 'solid' : 'outline'}
                colorPalette={game.type === 'RANKED' ? 'brand' : 'gray'}
                data-testid="game-type"
              >
                {gameTypeLabel(game.type)}
              </Badge>
              <Text textStyle="sm" color="fg.muted">
                <Trans>Game #{id}</Trans>
              </Text>
            </HStack>
          </HStack>
        </Card.Header>
        <Card.Body>
          <Stack gap="1">
            {players.map((player) => (
              <HStack key={player.seat} justify="space-between">
                <HStack gap="1" minW="0">
                  {/* The winds move with the dealer: the seat's wind this round, not the one it started with. */}
                  {current ? (
                    <Text as="span" color="fg.muted" textStyle="sm" data-testid={`wind-${player.seat}`}>
                      {seatWind(seatWindIndex(player.seat, current))}
                    </Text>
                  ) : null}
                  <Text truncate>{player.username}</Text>
                  {current && dealerSeatOf(current) === player.seat ? (
                    <Badge size="xs" colorPalette="orange" variant="solid">
                      <Trans>Dealer</Trans>
                    </Badge>
                  ) : null}
                </HStack>
                <Text fontVariantNumeric="tabular-nums">{formatScore(game.totals[player.seat] ?? 0)}</Text>
              </HStack>
            ))}
          </Stack>
        </Card.Body>
        <Card.Footer>
          <HStack justify="space-between" w="full" textStyle="sm" color="fg.muted">
            <Text>
              <Trans>Started {started}</Trans>
            </Text>
            {watching ? <Text>{t`${watching} watching`}</Text> : null}
          </HStack>
        </Card.Footer>
      </Card.Root>
    </LinkBox>
  );
}
