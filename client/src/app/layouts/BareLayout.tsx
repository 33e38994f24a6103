import { Box, Center, Link, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet, Link as RouterLink } from 'react-router-dom';
import { Loading } from '../../components/Loading.tsx';
import { TileIcon } from '../navigation/icons.tsx';

/** The layout without the navigation shell: login, registration and password reset. */
export function BareLayout() {
  return (
    <Center
      as="main"
      id="main-content"
      tabIndex={-1}
      outline="none"
      minH="100vh"
      bg="bg.subtle"
      px="4"
      py="10"
    >
      <Stack w="full" maxW="md" gap="6" align="stretch">
        <Link
          asChild
          alignSelf="center"
          fontWeight="bold"
          fontSize="xl"
          color="brand.fg"
          textDecoration="none"
        >
          <RouterLink to="/">
            <TileIcon boxSize="7" color="brand.fg" />
            <Trans>Mahjong Club</Trans>
          </RouterLink>
        </Link>
        <Box>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </Box>
      </Stack>
    </Center>
  );
}
