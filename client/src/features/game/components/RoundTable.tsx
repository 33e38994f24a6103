import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { GamePlayer, GameRound, GameView, Variant } from '@mahjong/shared';
import { useEffect } from 'react';
import { describeRound } from '../../../lib/describe-round.ts';
import { deltaColor, formatDelta, formatScore } from '../../../lib/format.ts';
import { useRoundLabel } from '../../../lib/round-label.ts';

/**
 * The game round table, laid out for a phone: one column per seat headed by the username;
 * each hand is its label and what happened on a line of its own, then each seat's change with the
 * running total under it; then the round being played (or End of Game); the totals stay pinned to
 * the bottom of the screen while the hands scroll by. Four columns and wrapping text fit 360 px.
 * With `onCorrect` (someone who may correct the game: an admin, once it has ended), each hand can be
 * tapped to correct it.
 */
export function RoundTable({
  game,
  onCorrect,
}: {
  game: GameView;
  onCorrect?: ((roundIndex: number) => void) | undefined;
}) {
  const players = [...game.players].sort((a, b) => a.seat - b.seat);
  const label = useRoundLabel();
  const { t } = useLingui();
  const current = game.currentRound ? label(game.variant, game.currentRound) : null;
  const handCount = game.rounds.length;
  // A link to one hand (`#hand-3`, from the statistics' best hands) shows it once the hands are drawn.
  useEffect(() => {
    if (handCount > 0 && /^#hand-\d+$/.test(window.location.hash)) {
      document.getElementById(window.location.hash.slice(1))?.scrollIntoView?.({ block: 'start' });
    }
  }, [handCount]);
  return (
    <Table.Root size="sm" aria-label={t`Hands`} tableLayout="fixed" w="full" borderWidth="1px" rounded="md">
      <Table.Header>
        <Table.Row bg="bg.muted">
          {players.map((player) => (
            <Table.ColumnHeader key={player.seat} textAlign="end" px="2" title={player.username}>
              <Text truncate>{player.username}</Text>
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      {game.rounds.map((round) => (
        <RoundRows
          key={round.roundCount}
          round={round}
          variant={game.variant}
          players={players}
          label={label(game.variant, round)}
          onCorrect={onCorrect && (() => onCorrect(round.roundIndex))}
        />
      ))}
      <Table.Body>
        <Table.Row>
          <Table.Cell colSpan={players.length} fontWeight="semibold" px="2">
            {current ? t`Now playing: ${current}` : t`End of Game`}
          </Table.Cell>
        </Table.Row>
      </Table.Body>
      <Table.Footer
        position="sticky"
        bottom="0"
        bg="bg"
        zIndex="docked"
        boxShadow="0 -1px 0 var(--chakra-colors-border)"
      >
        <Table.Row>
          <Table.ColumnHeader colSpan={players.length} scope="colgroup" py="1" px="2" textStyle="xs">
            {t`Total`}
          </Table.ColumnHeader>
        </Table.Row>
        <Table.Row>
          {players.map((player) => (
            <Table.Cell
              key={player.seat}
              textAlign="end"
              fontWeight="bold"
              fontVariantNumeric="tabular-nums"
              px="2"
            >
              {formatScore(game.totals[player.seat] ?? 0)}
            </Table.Cell>
          ))}
        </Table.Row>
      </Table.Footer>
    </Table.Root>
  );
}

interface RoundRowsProps {
  round: GameRound;
  variant: Variant;
  players: readonly GamePlayer[];
  label: string;
  onCorrect?: (() => void) | undefined;
}

/** One hand: its label and description across the table, then the four seats' changes. */
function RoundRows({ round, variant, players, label, onCorrect }: RoundRowsProps) {
  const { t } = useLingui();
  const riichi = t`riichi`;
  const tenpai = t`tenpai`;
  return (
    <Table.Body data-testid="hand" id={`hand-${round.roundIndex}`} scrollMarginTop="20">
      <Table.Row borderBottomWidth="0">
        <Table.Cell colSpan={players.length} px="2" pb="0" borderBottomWidth="0">
          <HStack justify="space-between" gap="2">
            <Text fontWeight="medium">{label}</Text>
            {onCorrect ? (
              <Button
                size="xs"
                variant="outline"
                minH="11"
                aria-label={t`Correct ${label}`}
                onClick={onCorrect}
              >
                {t`Correct`}
              </Button>
            ) : null}
          </HStack>
          <Text textStyle="xs" color="fg.muted" overflowWrap="anywhere">
            {describeRound(round, players, variant)}
          </Text>
        </Table.Cell>
      </Table.Row>
      <Table.Row>
        {players.map((player) => {
          const delta = round.scoreDeltas[player.seat] ?? 0;
          const marks = [
            round.riichis?.includes(player.seat) ? riichi : null,
            round.tenpais?.includes(player.seat) ? tenpai : null,
          ].filter(Boolean);
          return (
            <Table.Cell key={player.seat} textAlign="end" fontVariantNumeric="tabular-nums" px="2" pt="1">
              <Stack gap="0" align="end">
                <Text color={deltaColor(delta)} fontWeight="medium">
                  {formatDelta(delta)}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {formatScore(round.totals[player.seat] ?? 0)}
                </Text>
                {marks.length > 0 ? (
                  <Text textStyle="2xs" color="fg.muted">
                    {marks.join(' · ')}
                  </Text>
                ) : null}
              </Stack>
            </Table.Cell>
          );
        })}
      </Table.Row>
    </Table.Body>
  );
}
