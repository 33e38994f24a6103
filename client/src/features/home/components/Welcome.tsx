import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Player } from '@mahjong/shared';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { SignedInState } from '../../../lib/next-page.ts';

/** The banner at the top of the home page: a welcome and what to do next. */
export function Welcome({ player }: { player: Player | null }) {
  const { t } = useLingui();
  const username = player?.username;
  const newMember = (useLocation().state as SignedInState | null)?.newMember === true;
  return (
    <Box
      as="section"
      aria-labelledby="welcome-heading"
      borderRadius="2xl"
      color="white"
      px={{ base: '6', md: '10' }}
      py={{ base: '8', md: '12' }}
      bgGradient="to-br"
      gradientFrom="brand.700"
      gradientTo="brand.900"
      boxShadow="md"
      position="relative"
      overflow="hidden"
    >
      <Stack gap="4" maxW="2xl" position="relative" zIndex="1">
        <Heading as="h1" id="welcome-heading" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
          {player
            ? newMember
              ? t`Welcome to the club, ${username}`
              : t`Welcome back, ${username}`
            : t`Welcome to the Mahjong Club`}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900">
          <Trans>
            Rating leaderboards, live games and the record of every game played at the club, for Japanese
            riichi and Hong Kong mahjong.
          </Trans>
        </Text>
        <HStack gap="3" wrap="wrap" pt="2">
          {player ? (
            <>
              <Button asChild bg="white" color="brand.800" _hover={{ bg: 'brand.50' }} focusRingColor="white">
                <RouterLink to="/games/create/jp/casual">
                  <Trans>Record a game</Trans>
                </RouterLink>
              </Button>
              <Button
                asChild
                variant="outline"
                color="white"
                borderColor="whiteAlpha.700"
                _hover={{ bg: 'whiteAlpha.200' }}
                focusRingColor="white"
              >
                <RouterLink to="/games/current/jp">
                  <Trans>Watch live games</Trans>
                </RouterLink>
              </Button>
            </>
          ) : (
            <>
              <Button asChild bg="white" color="brand.800" _hover={{ bg: 'brand.50' }} focusRingColor="white">
                <RouterLink to="/register">
                  <Trans>Register</Trans>
                </RouterLink>
              </Button>
              <Button
                asChild
                variant="outline"
                color="white"
                borderColor="whiteAlpha.700"
                _hover={{ bg: 'whiteAlpha.200' }}
                focusRingColor="white"
              >
                <RouterLink to="/login">
                  <Trans>Log in</Trans>
                </RouterLink>
              </Button>
            </>
          )}
        </HStack>
        {!player && (
          <Text fontSize="sm" color="whiteAlpha.800">
            <Trans>Anyone can browse the leaderboards and games; members log in to record their own.</Trans>
          </Text>
        )}
      </Stack>
      <TilesWatermark />
    </Box>
  );
}

/** Three faint tiles in the corner: decoration only (drawn, so it needs no CJK font). */
function TilesWatermark() {
  const { t } = useLingui();
  return (
    <Box
      aria-hidden="true"
      position="absolute"
      right={{ base: '-12', md: '10' }}
      bottom={{ base: '-10', md: '-8' }}
      w={{ base: '48', md: '72' }}
      color="whiteAlpha.300"
      pointerEvents="none"
    >
      <svg viewBox="0 0 200 130" width="100%" fill="none" stroke="currentColor" strokeWidth="5">
        <title>{t`Tiles`}</title>
        <rect x="8" y="34" width="56" height="78" rx="10" transform="rotate(-10 36 73)" />
        <rect x="72" y="18" width="56" height="78" rx="10" />
        <circle cx="100" cy="57" r="15" />
        <circle cx="100" cy="57" r="4" fill="currentColor" />
        <rect x="136" y="34" width="56" height="78" rx="10" transform="rotate(10 164 73)" />
        <path d="M152 62h24M164 50v24" transform="rotate(10 164 73)" />
      </svg>
    </Box>
  );
}
