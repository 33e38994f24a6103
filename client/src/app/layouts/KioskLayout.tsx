import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loading } from '../../components/Loading.tsx';

/** A screen for a projector: no navigation and the whole width (the club night's board). */
export function KioskLayout() {
  return (
    <Box
      as="main"
      id="main-content"
      tabIndex={-1}
      outline="none"
      minH="100vh"
      px={{ base: '4', lg: '10' }}
      py="8"
    >
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
