import { Badge, HStack, LinkBox, LinkOverlay, Stack, Text, Wrap } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { GameLogItem } from '@mahjong/shared';
import { Link as RouterLink } from 'react-router-dom';
import { useGameLogs } from '../../../api/game-logs.ts';
import { formatDate, formatScore } from '../../../lib/format.ts';
import { gameKindLabel } from '../../../lib/labels.ts';
import { QueryContent } from './QueryContent.tsx';

const RECENT_GAMES_COUNT = 5;

/** The five newest games, finished or not, with their players in finishing order. */
export function RecentGames() {
  const { t } = useLingui();
  // The first page of the game logs, of any variant and type.
  const query = useGameLogs({ pageSize: RECENT_GAMES_COUNT });
  return (
    <QueryContent
      query={query}
      isEmpty={(page) => page.items.length === 0}
      empty={t`No games have been recorded yet.`}
      failed={t`Recent games could not be loaded just now.`}
    >
      {(page) => (
        <Stack gap="2">
          {page.items.map((game) => (
            <RecentGameRow key={`${game.variant}-${game.id}`} game={game} />
          ))}
        </Stack>
      )}
    </QueryContent>
  );
}

function RecentGameRow({ game }: { game: GameLogItem }) {
  const { t } = useLingui();
  const finished = game.status === 'FINISHED';
  const kind = gameKindLabel(game.variant, game.type);
  const gameId = game.id;
  // Finished games read best in finishing order; a game in progress keeps its seats.
  const players = [...game.players].sort((a, b) =>
    finished ? (a.placement ?? a.seat) - (b.placement ?? b.seat) : a.seat - b.seat,
  );
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      px="4"
      py="3"
      _hover={{ borderColor: 'brand.border' }}
      transition="border-color 0.15s"
    >
      <Stack
        gap="2"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ md: 'center' }}
      >
        <HStack gap="3" minW={{ md: '64' }}>
          <LinkOverlay asChild>
            <RouterLink to={`/games/${game.variant}/${game.id}`}>
              <Text as="span" fontWeight="semibold">
                {t`${kind} #${gameId}`}
              </Text>
            </RouterLink>
          </LinkOverlay>
          <Badge colorPalette={finished ? 'gray' : 'red'} variant="subtle">
            {finished ? t`Finished` : t`In progress`}
          </Badge>
        </HStack>
        <Wrap gap="3" flex="1" fontSize="sm">
          {players.map((player) => (
            <Text key={player.id} as="span">
              {finished && player.placement !== null && (
                <Text as="span" color="fg.muted">{`${player.placement}. `}</Text>
              )}
              {player.username}
              {finished && player.finalScore !== null && (
                <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums">
                  {` ${formatScore(player.finalScore)}`}
                </Text>
              )}
            </Text>
          ))}
        </Wrap>
        <Text fontSize="sm" color="fg.muted" flexShrink={0}>
          {formatDate(game.endedAt ?? game.createdAt)}
        </Text>
      </Stack>
    </LinkBox>
  );
}
