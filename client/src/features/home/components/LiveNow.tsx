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
import type { Variant } from '@mahjong/shared';
import { Link as RouterLink } from 'react-router-dom';
import { type LiveGame, liveListed, useLiveGamesQuery } from '../../../api/live-games.ts';
import { variantLabel } from '../../../lib/labels.ts';
import { useRoundLabel } from '../../../lib/round-label.ts';
import { QueryContent } from './QueryContent.tsx';

/** "Live now": the games in progress, riichi and Hong Kong side by side. */
export function LiveNow() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <LiveColumn variant="jp" />
      <LiveColumn variant="hk" />
    </SimpleGrid>
  );
}

function LiveColumn({ variant }: { variant: Variant }) {
  // The live list's own query: the home page and /games/current share one cache entry.
  const query = useLiveGamesQuery(variant);
  const name = variantLabel(variant);
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title as="h3" fontSize="md">
            {name}
          </Card.Title>
          <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
            <RouterLink to={`/games/current/${variant}`}>All live {name} games</RouterLink>
          </Link>
        </HStack>
      </Card.Header>
      <Card.Body>
        <QueryContent
          query={query}
          // The same games as the live page: "live" means what /games/current lists (ranked).
          isEmpty={(games) => liveListed(games).length === 0}
          empty={`No ranked ${name} game is being played right now.`}
          failed="Live games could not be loaded just now."
        >
          {(games) => (
            <Stack gap="2">
              {liveListed(games)
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
      py="2"
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
          {game.currentRound && (
            <Text fontSize="sm" color="fg.muted">
              {label(variant, game.currentRound)}
            </Text>
          )}
          <Badge colorPalette="red" variant="subtle">
            <Box as="span" w="2" h="2" borderRadius="full" bg="red.solid" aria-hidden="true" />
            Live
          </Badge>
        </HStack>
      </HStack>
    </LinkBox>
  );
}
