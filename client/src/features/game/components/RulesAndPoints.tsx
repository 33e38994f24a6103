import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { clubRules, type FinalResult, type GameView } from '@mahjong/shared';
import { PlayerLink } from '../../../components/PlayerLink.tsx';
import { TABLE_HEADER_HEIGHT, TABLE_ROW_HEIGHT } from '../../../components/table-sizes.ts';
import { formatDelta, formatScore } from '../../../lib/format.ts';
import { rulesetName, rulesSummary } from '../../../lib/i18n/ruleset-words.ts';

/** Table points in thousands with a sign, one decimal at most: `+15`, `-7.5`. */
const thousands = (points: number) => formatDelta(Math.round(points / 100) / 10);

/** The rule set a game is played under, and once it has ended, each seat's final points under it. */
export function RulesAndPoints({ game }: { game: GameView }) {
  const { t } = useLingui();
  const name = rulesetName(game.rules);
  return (
    <Stack as="section" gap="3" aria-labelledby="game-rules-heading">
      <Heading as="h2" size="lg" id="game-rules-heading">
        {t`Rules: ${name}`}
      </Heading>
      <Text color="fg.muted" textStyle="sm">
        {rulesSummary(game.rules, clubRules(game.variant))}
      </Text>
      {game.finalResults ? <FinalPoints game={game} results={game.finalResults} /> : null}
    </Stack>
  );
}

function FinalPoints({ game, results }: { game: GameView; results: FinalResult[] }) {
  const { t } = useLingui();
  const riichi = game.variant === 'jp';
  const byPlace = results
    .map((result, seat) => ({ ...result, username: game.players[seat]?.username ?? '', seat }))
    .sort((a, b) => a.place - b.place || a.seat - b.seat);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={t`Final points`}>
        <Table.Header>
          <Table.Row h={TABLE_HEADER_HEIGHT} bg="bg.muted">
            <Table.ColumnHeader textAlign="end">{t`Place`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Player`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Score`}</Table.ColumnHeader>
            {riichi ? <Table.ColumnHeader textAlign="end">{t`Uma`}</Table.ColumnHeader> : null}
            {riichi ? <Table.ColumnHeader textAlign="end">{t`Oka`}</Table.ColumnHeader> : null}
            <Table.ColumnHeader textAlign="end">{t`Penalty`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Points`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body fontVariantNumeric="tabular-nums">
          {byPlace.map((result) => (
            <Table.Row key={result.seat} h={TABLE_ROW_HEIGHT}>
              <Table.Cell textAlign="end">{result.place}</Table.Cell>
              <Table.Cell>
                <PlayerLink username={result.username} />
              </Table.Cell>
              <Table.Cell textAlign="end">{formatScore(result.score)}</Table.Cell>
              {riichi ? <Table.Cell textAlign="end">{thousands(result.uma)}</Table.Cell> : null}
              {riichi ? <Table.Cell textAlign="end">{thousands(result.oka)}</Table.Cell> : null}
              <Table.Cell textAlign="end">
                {result.penalty === 0
                  ? '—'
                  : riichi
                    ? thousands(-result.penalty)
                    : formatDelta(-result.penalty)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {formatDelta(result.points)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
