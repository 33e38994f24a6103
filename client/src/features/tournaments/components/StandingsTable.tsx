import { Badge, Table, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import type { Standing } from '@mahjong/shared';
import { PlayerLink } from '../../../components/PlayerLink.tsx';
import { formatScore } from '../../../lib/format.ts';
import { formatPoints, participantStatusWords } from '../lib/words.ts';

/**
 * The standings as a real table (a caption, column headers, one row per player), so a screen reader
 * reads it as one. On a phone the averages give way to the place, name, points and games.
 */
export function StandingsTable({
  standings,
  me,
  kiosk = false,
  dense = false,
  limit,
}: {
  standings: readonly Standing[];
  /** The reader's own row is marked. */
  me?: number;
  /** The projector's large type. */
  kiosk?: boolean;
  /** The projector's type for a large room: more rows on the screen. */
  dense?: boolean;
  /** Only the first rows (the board). */
  limit?: number;
}) {
  const rows = limit === undefined ? standings : standings.slice(0, limit);
  // The averages and penalties: on a wide screen, not on a phone nor on the projector's narrow column.
  const wide = kiosk ? 'none' : ({ base: 'none', md: 'table-cell' } as const);
  const size = kiosk ? (dense ? 'lg' : '2xl') : undefined;
  return (
    // Focusable, so that a keyboard can scroll it should a long name make it wider than its place.
    <Table.ScrollArea position="relative" borderWidth="1px" rounded="md" maxW="full" tabIndex={0}>
      <Table.Root size={kiosk && !dense ? 'lg' : 'sm'} fontSize={size}>
        <Table.Caption captionSide="top" textAlign="start" srOnly>
          <Trans>Standings</Trans>
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader scope="col" textAlign="end" fontSize={size}>
              <Trans>Place</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" fontSize={size}>
              <Trans>Player</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end" fontSize={size}>
              <Trans>Points</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end" fontSize={size}>
              <Trans>Games</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end" display={wide} fontSize={size}>
              <Trans>Average place</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end" display={wide} fontSize={size}>
              <Trans>Average score</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end" display={wide} fontSize={size}>
              <Trans>Penalties</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={7} textAlign="center" color="fg.muted">
                <Trans>No participants yet.</Trans>
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => {
              const mine = row.playerId === me;
              return (
                <Table.Row
                  key={row.playerId}
                  bg={mine ? 'brand.subtle' : undefined}
                  aria-current={mine ? 'true' : undefined}
                  data-testid="standing-row"
                >
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {row.place}
                  </Table.Cell>
                  <Table.Cell>
                    {kiosk ? row.username : <PlayerLink username={row.username} />}
                    {row.status !== 'playing' && (
                      <Badge ms="2" colorPalette="gray" size="sm">
                        {participantStatusWords(row.status)}
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="semibold">
                    {formatPoints(row.points)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {row.games}
                    {row.replacedGames > 0 && <SubstituteGames count={row.replacedGames} />}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" display={wide}>
                    {row.averagePlace === null ? '–' : row.averagePlace.toFixed(2)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" display={wide}>
                    {row.averageScore === null ? '–' : formatScore(Math.round(row.averageScore))}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" display={wide}>
                    {row.penalties > 0 ? formatPoints(-row.penalties) : '0'}
                  </Table.Cell>
                </Table.Row>
              );
            })
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** How many of a participant's games a substitute played (each counted at the tournament's fixed result). */
function SubstituteGames({ count }: { count: number }) {
  return (
    <Text as="span" display="block" color="fg.muted" textStyle="xs">
      <Plural value={count} one="# by a substitute" other="# by a substitute" />
    </Text>
  );
}
