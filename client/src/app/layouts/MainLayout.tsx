import { Box, Container, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { Loading } from '../../components/Loading.tsx';
import { NavBar } from '../navigation/NavBar.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../navigation/SkipLink.tsx';

/** Navigation bar plus the content area; each page loads on demand behind the spinner. */
export function MainLayout() {
  return (
    <Flex direction="column" minH="100vh" bg="bg">
      <SkipLink />
      <NavBar />
      <Container
        as="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        maxW="7xl"
        px={{ base: '4', md: '6' }}
        py={{ base: '6', md: '8' }}
        flex="1"
        outline="none"
      >
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Container>
      <Box as="footer" borderTopWidth="1px" bg="bg.subtle">
        <Container maxW="7xl" px={{ base: '4', md: '6' }} py="5">
          <HStack justify="space-between" wrap="wrap" gap="3" fontSize="sm" color="fg.muted">
            <Text>
              <Trans>University Mahjong Club — riichi and Hong Kong</Trans>
            </Text>
            <HStack gap="4">
              <Link asChild color="fg.muted" minH="11" minW="11">
                <RouterLink to="/resources">
                  <Trans>Rules and scoring</Trans>
                </RouterLink>
              </Link>
              <Link asChild color="fg.muted" minH="11" minW="11">
                <RouterLink to="/games">
                  <Trans>Game logs</Trans>
                </RouterLink>
              </Link>
            </HStack>
          </HStack>
        </Container>
      </Box>
    </Flex>
  );
}
