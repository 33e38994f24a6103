import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** How often an open page asks whether a new version has been deployed. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (the app shell for offline and repeat visits) and, when a new
 * version has been installed, says so and waits: swapping code under someone entering a hand would
 * lose it, so the page reloads only when they choose to.
 */
export function UpdateNotice() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // The reload is ours (below): the library reloads only when the page began under an older
    // worker, not when the first version a visitor got is replaced while they are still here.
    onNeedReload() {},
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, CHECK_EVERY_MS);
    },
  });
  if (!needRefresh) return null;
  const reloadIntoNewVersion = () => {
    // The waiting worker takes over, then the page loads again under it.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    void updateServiceWorker();
  };
  return (
    <HStack
      role="status"
      position="fixed"
      insetX="4"
      bottom="4"
      mx="auto"
      maxW="md"
      zIndex="toast"
      gap="3"
      px="4"
      py="3"
      justify="space-between"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l2"
      boxShadow="lg"
    >
      <Text>
        <Trans>A new version is ready.</Trans>
      </Text>
      <Button size="sm" colorPalette="brand" onClick={reloadIntoNewVersion}>
        <Trans>Reload</Trans>
      </Button>
    </HStack>
  );
}
