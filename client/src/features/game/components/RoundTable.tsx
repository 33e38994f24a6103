import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { type GamePlayer, type GameRound, type GameView, roundLabel } from '@mahjong/shared';
import { TABLE_HEADER_HEIGHT, TABLE_ROW_HEIGHT } from '../../../components/DataTable.tsx';
import { describeRound } from '../../../lib/describe-round.ts';
import { deltaColor, formatDelta, formatScore } from '../../../lib/format.ts';

/**
 * SPEC §2 "Game round table": per round its label, then one score-change column per seat
 * headed by the username, each with the running total under it; then the round being played
 * (or End of Game) and the totals.
 */
export function RoundTable({ game }: { game: GameView }) {
  const players = [...game.players].sort((a, b) => a.seat - b.seat);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Hands">
        <Table.Header>
          <Table.Row h={TABLE_HEADER_HEIGHT} bg="bg.muted">
            <Table.ColumnHeader>Round</Table.ColumnHeader>
            {players.map((player) => (
              <Table.ColumnHeader key={player.seat} textAlign="end">
                {player.username}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {game.rounds.map((round) => (
            <RoundRow key={round.roundCount} game={game} round={round} players={players} />
          ))}
          <Table.Row h={TABLE_ROW_HEIGHT}>
            <Table.Cell colSpan={players.length + 1} fontWeight="semibold">
              {game.currentRound
                ? `Now playing: ${roundLabel(game.variant, game.currentRound)}`
                : 'End of Game'}
            </Table.Cell>
          </Table.Row>
        </Table.Body>
        <Table.Footer>
          <Table.Row h={TABLE_ROW_HEIGHT}>
            <Table.ColumnHeader scope="row">Total</Table.ColumnHeader>
            {players.map((player) => (
              <Table.Cell
                key={player.seat}
                textAlign="end"
                fontWeight="bold"
                fontVariantNumeric="tabular-nums"
              >
                {formatScore(game.totals[player.seat] ?? 0)}
              </Table.Cell>
            ))}
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}

interface RoundRowProps {
  game: GameView;
  round: GameRound;
  players: readonly GamePlayer[];
}

function RoundRow({ game, round, players }: RoundRowProps) {
  return (
    <Table.Row h={TABLE_ROW_HEIGHT}>
      <Table.Cell>
        <Stack gap="0">
          <Text fontWeight="medium">{roundLabel(game.variant, round)}</Text>
          <Text textStyle="xs" color="fg.muted">
            {describeRound(round, players)}
          </Text>
        </Stack>
      </Table.Cell>
      {players.map((player) => {
        const delta = round.scoreDeltas[player.seat] ?? 0;
        return (
          <Table.Cell key={player.seat} textAlign="end" fontVariantNumeric="tabular-nums">
            <Stack gap="0" align="end">
              <HStack gap="1">
                {round.riichis?.includes(player.seat) ? <Badge size="xs">riichi</Badge> : null}
                {round.tenpais?.includes(player.seat) ? <Badge size="xs">tenpai</Badge> : null}
                <Text color={deltaColor(delta)} fontWeight="medium">
                  {formatDelta(delta)}
                </Text>
              </HStack>
              <Text textStyle="xs" color="fg.muted">
                {formatScore(round.totals[player.seat] ?? 0)}
              </Text>
            </Stack>
          </Table.Cell>
        );
      })}
    </Table.Row>
  );
}
