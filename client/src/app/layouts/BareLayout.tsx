import { Box, Center } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loading } from '../../components/Loading.tsx';

/** The layout without the navigation shell: login, registration and password reset. */
export function BareLayout() {
  return (
    <Center as="main" id="main-content" minH="100vh" bg="bg.subtle" px="4">
      <Box w="full" maxW="md">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Box>
    </Center>
  );
}
