import { Box, Container, Heading, HStack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { Loading } from '../../components/Loading.tsx';

/** Navigation bar plus the content area. */
export function MainLayout() {
  return (
    <Box minH="100vh" bg="bg">
      <Box as="header" borderBottomWidth="1px" bg="bg.panel">
        <Container maxW="7xl" py="3">
          <HStack justify="space-between">
            <Heading size="md">
              <Link to="/">Mahjong Club</Link>
            </Heading>
          </HStack>
        </Container>
      </Box>
      <Container as="main" id="main-content" tabIndex={-1} maxW="7xl" py="6">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
