import { Card, HStack, Link, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameType, Variant } from '@mahjong/shared';
import { Link as RouterLink } from 'react-router-dom';
import { useLeaderboard } from '../../../api/leaderboard.ts';
import { PlayerLink } from '../../../components/PlayerLink.tsx';
import { formatRating } from '../../../lib/format.ts';
import { gameKindLabel } from '../../../lib/labels.ts';
import { rankEntries } from '../../../lib/ranking.ts';
import { QueryContent } from './QueryContent.tsx';

const LEADERBOARD_TOP_SIZE = 5;

const boards: Array<{ variant: Variant; type: GameType }> = [
  { variant: 'jp', type: 'RANKED' },
  { variant: 'jp', type: 'CASUAL' },
  { variant: 'hk', type: 'RANKED' },
  { variant: 'hk', type: 'CASUAL' },
];

/** The head of each of the four leaderboards. */
export function LeaderboardTops() {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      {boards.map((board) => (
        <BoardTop key={`${board.variant}-${board.type}`} {...board} />
      ))}
    </SimpleGrid>
  );
}

/** Where each board lives. */
function leaderboardPath(variant: Variant, type: GameType): string {
  return `/leaderboard/${variant}${type === 'CASUAL' ? '/casual' : ''}`;
}

/**
 * The board of the running season (the server's default), as its own page first shows it: ranked
 * players first (their rank is their place), then provisional ones without a rank.
 */
function BoardTop({ variant, type }: { variant: Variant; type: GameType }) {
  const { t } = useLingui();
  const query = useLeaderboard(variant, type);
  const size = LEADERBOARD_TOP_SIZE;
  const name = gameKindLabel(variant, type);
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title as="h3" fontSize="md">
            {name}
          </Card.Title>
          <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
            <RouterLink to={leaderboardPath(variant, type)}>
              <Trans>
                Full board
                <Text as="span" srOnly>
                  : {name}
                </Text>
              </Trans>
            </RouterLink>
          </Link>
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        <QueryContent
          query={query}
          isEmpty={(entries) => entries.length === 0}
          empty={t`No rated games yet.`}
          failed={t`The leaderboard could not be loaded just now.`}
        >
          {(entries) => (
            <Table.Root size="sm" variant="line">
              <Table.Caption srOnly>{t`Top ${size} of the ${name} leaderboard`}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="8">#</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>Player</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    <Trans>Rating</Trans>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rankEntries(entries.slice(0, LEADERBOARD_TOP_SIZE), false).map((entry, index) => (
                  <Table.Row key={entry.playerId}>
                    <Table.Cell color="fg.muted">{entry.rank ?? '–'}</Table.Cell>
                    <Table.Cell fontWeight={index === 0 ? 'semibold' : 'normal'}>
                      <PlayerLink username={entry.username} />
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {formatRating(entry.displayElo)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </QueryContent>
      </Card.Body>
    </Card.Root>
  );
}
