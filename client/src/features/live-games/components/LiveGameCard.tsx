import { Badge, Card, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { Variant } from '@mahjong/shared';
import { Link } from 'react-router-dom';
import type { LiveGame } from '../../../api/live-games.ts';
import { formatScore, timeSince } from '../../../lib/format.ts';
import { useRoundLabel } from '../../../lib/round-label.ts';
import { dealerSeatOf, seatWindWord } from '../../../lib/seat-winds.ts';

interface LiveGameCardProps {
  variant: Variant;
  game: LiveGame;
  now: number;
}

/**
 * One game in progress: who plays, the round, the scores, how long it has run and how many watch it.
 * The card opens the game.
 */
export function LiveGameCard({ variant, game, now }: LiveGameCardProps) {
  const players = [...game.players].sort((a, b) => a.seat - b.seat);
  const roundLabel = useRoundLabel();
  const current = game.currentRound;
  const round = current ? roundLabel(variant, current) : 'End of Game';
  return (
    <LinkBox as="article" aria-label={`Game ${game.id}`}>
      <Card.Root size="sm" _hover={{ borderColor: 'teal.500' }} h="full">
        <Card.Header>
          <HStack justify="space-between">
            <Card.Title>
              <LinkOverlay asChild>
                <Link to={`/games/${variant}/${game.id}`}>{round}</Link>
              </LinkOverlay>
            </Card.Title>
            <Text textStyle="sm" color="fg.muted">
              Game #{game.id}
            </Text>
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
                      {seatWindWord(player.seat, current)}
                    </Text>
                  ) : null}
                  <Text truncate>{player.username}</Text>
                  {current && dealerSeatOf(current) === player.seat ? (
                    <Badge size="xs" colorPalette="orange" variant="solid">
                      Dealer
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
            <Text>Started {timeSince(game.createdAt, now)}</Text>
            {game.spectators ? <Text>{game.spectators} watching</Text> : null}
          </HStack>
        </Card.Footer>
      </Card.Root>
    </LinkBox>
  );
}
