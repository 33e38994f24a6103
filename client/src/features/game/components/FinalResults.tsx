import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameView } from '@mahjong/shared';
import { PlayerLink } from '../../../components/PlayerLink.tsx';
import { TABLE_HEADER_HEIGHT, TABLE_ROW_HEIGHT } from '../../../components/table-sizes.ts';
import { deltaColor, formatEloDelta, formatScore } from '../../../lib/format.ts';
import { RatingExplanations } from './RatingExplanations.tsx';

/** A finished game's placements, final scores (leftover sticks included) and rating changes, explained. */
export function FinalResults({ game }: { game: GameView }) {
  const { t } = useLingui();
  const placements = game.placements;
  const scores = game.finalScores ?? game.totals;
  if (placements === null) return null;
  const standings = [...game.players].sort(
    (a, b) => (placements[a.seat] ?? 0) - (placements[b.seat] ?? 0) || a.seat - b.seat,
  );
  return (
    <Stack as="section" gap="3" aria-labelledby="final-results-heading">
      <Heading as="h2" size="lg" id="final-results-heading">
        <Trans>Final results</Trans>
      </Heading>
      <Table.ScrollArea position="relative" borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={t`Final results`}>
          <Table.Header>
            <Table.Row h={TABLE_HEADER_HEIGHT} bg="bg.muted">
              <Table.ColumnHeader textAlign="end">
                <Trans>Place</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Player</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Final score</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Rating change</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {standings.map((player) => {
              const elo = game.eloDeltas[String(player.id)];
              return (
                <Table.Row key={player.seat} h={TABLE_ROW_HEIGHT}>
                  <Table.Cell textAlign="end">{placements[player.seat]}</Table.Cell>
                  <Table.Cell>
                    <PlayerLink username={player.username} />
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatScore(scores[player.seat] ?? 0)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {elo === undefined ? (
                      <Text as="span" color="fg.muted">
                        —
                      </Text>
                    ) : (
                      <Text as="span" color={deltaColor(elo)}>
                        {formatEloDelta(elo)}
                      </Text>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <TiedPlaces game={game} scores={scores} />
      <RatingExplanations game={game} />
    </Stack>
  );
}

/** Players level on points: a word on how their places were decided, by the game's rules. */
function TiedPlaces({ game, scores }: { game: GameView; scores: readonly number[] }) {
  const { t } = useLingui();
  const byScore = new Map<number, string[]>();
  for (const player of [...game.players].sort((a, b) => a.seat - b.seat)) {
    const score = scores[player.seat] ?? 0;
    byScore.set(score, [...(byScore.get(score) ?? []), player.username]);
  }
  const ties = [...byScore.values()].filter((names) => names.length > 1);
  if (ties.length === 0) return null;
  const sharing = (game.rules as { tiedPlaces?: string }).tiedPlaces === 'share';
  return (
    <Stack gap="1" data-testid="tied-places">
      {ties.map((tied) => {
        const names = tied.join(t`, `);
        return (
          <Text key={names} textStyle="sm">
            {sharing
              ? t`${names} finished level on points: they are listed in seat order, and the rules split the uma of their places between them.`
              : t`${names} finished level on points: the rules place them by seat order, the seat that started nearest East first.`}
          </Text>
        );
      })}
    </Stack>
  );
}
