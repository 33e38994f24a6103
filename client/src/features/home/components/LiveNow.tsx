import {
  Badge,
  Box,
  Card,
  HStack,
  Link,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Variant } from '@mahjong/shared';
import { Link as RouterLink } from 'react-router-dom';
import { type LiveGame, liveListed, useLiveGamesQuery } from '../../../api/live-games.ts';
import { CasualTablesSwitch } from '../../../components/CasualTablesSwitch.tsx';
import { useCasualTablesShown } from '../../../lib/casual-tables.ts';
import { gameTypeLabel, variantLabel } from '../../../lib/labels.ts';
import { useRoundLabel } from '../../../lib/round-label.ts';
import { QueryContent } from './QueryContent.tsx';

/** "Live now": the tables in progress (ranked first, then casual), riichi and Hong Kong side by side. */
export function LiveNow() {
  const [withCasual, setWithCasual] = useCasualTablesShown();
  return (
    <Stack gap="3">
      <CasualTablesSwitch shown={withCasual} onChange={setWithCasual} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <LiveColumn variant="jp" withCasual={withCasual} />
        <LiveColumn variant="hk" withCasual={withCasual} />
      </SimpleGrid>
    </Stack>
  );
}

function LiveColumn({ variant, withCasual }: { variant: Variant; withCasual: boolean }) {
  const { t } = useLingui();
  // The live list's own query: the home page and /games/current share one cache entry.
  const query = useLiveGamesQuery(variant);
  const name = variantLabel(variant);
  const listed = (games: LiveGame[]) => liveListed(games, withCasual);
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title as="h3" fontSize="md">
            {name}
          </Card.Title>
          <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
            <RouterLink to={`/games/current/${variant}`}>
              <Trans>All live {name} games</Trans>
            </RouterLink>
          </Link>
        </HStack>
      </Card.Header>
      <Card.Body>
        <QueryContent
          query={query}
          // The same games as the live page, in the same order.
          isEmpty={(games) => listed(games).length === 0}
          empty={t`No ${name} table is playing right now.`}
          failed={t`Live games could not be loaded just now.`}
        >
          {(games) => (
            <Stack gap="2">
              {listed(games)
                .slice(0, 4)
                .map((game) => (
                  <LiveGameRow key={game.id} variant={variant} game={game} />
                ))}
            </Stack>
          )}
        </QueryContent>
      </Card.Body>
    </Card.Root>
  );
}

function LiveGameRow({ variant, game }: { variant: Variant; game: LiveGame }) {
  const label = useRoundLabel();
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderRadius="md"
      px="3"
      py="2.5"
      _hover={{ bg: 'bg.muted' }}
      transition="background 0.15s"
    >
      <HStack justify="space-between" gap="3">
        <LinkOverlay asChild minW="0">
          <RouterLink to={`/games/${variant}/${game.id}`}>
            <Text as="span" fontWeight="medium" lineClamp={1}>
              {game.players.map((player) => player.username).join(' · ')}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <HStack gap="2" flexShrink={0}>
          {game.type === 'CASUAL' && (
            <Badge variant="outline" size="sm">
              {gameTypeLabel(game.type)}
            </Badge>
          )}
          {game.currentRound && (
            <Text fontSize="sm" color="fg.muted">
              {label(variant, game.currentRound)}
            </Text>
          )}
          <Badge colorPalette="red" variant="subtle">
            <Box as="span" w="2" h="2" borderRadius="full" bg="red.solid" aria-hidden="true" />
            <Trans>Live</Trans>
          </Badge>
        </HStack>
      </HStack>
    </LinkBox>
  );
}
