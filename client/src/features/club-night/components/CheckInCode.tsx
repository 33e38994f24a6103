import { QrCode, Stack, Text } from '@chakra-ui/react';

/** The venue's QR code, on the projected board: scanning it opens `/checkin` on a member's phone. */
export function CheckInCode() {
  const address = `${window.location.origin}/checkin`;
  return (
    <Stack as="figure" align="center" gap="1" aria-label="Scan to check in">
      <QrCode.Root value={address} size="lg" bg="white" p="2" borderRadius="md">
        <QrCode.Frame>
          <QrCode.Pattern />
        </QrCode.Frame>
      </QrCode.Root>
      <Text as="figcaption" textStyle="sm" color="fg.muted">
        Scan to check in
      </Text>
    </Stack>
  );
}
