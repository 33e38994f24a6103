import { HStack, QrCode, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The venue's QR code, on the projected board: scanning it opens `/checkin` on a member's phone. On the
 * kiosk the code is larger and its address is printed beside it, for phones that cannot scan.
 */
export function CheckInCode({ kiosk = false }: { kiosk?: boolean }) {
  const { t } = useLingui();
  const address = `${window.location.origin}/checkin`;
  const shown = address.replace(/^https?:\/\//, '');
  return (
    <HStack as="figure" gap="4" align="center" flexWrap="wrap" minW="0" aria-label={t`Scan to check in`}>
      <QrCode.Root
        value={address}
        size={kiosk ? { base: 'lg', md: 'xl' } : 'lg'}
        maxW="full"
        bg="white"
        p="2"
        borderRadius="md"
      >
        <QrCode.Frame>
          <QrCode.Pattern />
        </QrCode.Frame>
      </QrCode.Root>
      <Stack as="figcaption" gap="1" minW="0">
        <Text fontSize={kiosk ? { base: 'lg', md: '2xl' } : 'sm'} color="fg.muted">
          <Trans>Scan to check in</Trans>
        </Text>
        {kiosk ? (
          <Text
            fontSize={{ base: 'xl', md: '3xl' }}
            fontWeight="semibold"
            overflowWrap="anywhere"
            data-testid="check-in-address"
          >
            {shown}
          </Text>
        ) : null}
      </Stack>
    </HStack>
  );
}
