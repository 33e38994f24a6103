import { Badge, HStack, Text } from '@chakra-ui/react';
import type { Connection } from '../lib/socket.ts';

const looks: Record<Connection, { label: string; palette: string }> = {
  live: { label: 'Live', palette: 'green' },
  connecting: { label: 'Connecting…', palette: 'gray' },
  reconnecting: { label: 'Reconnecting…', palette: 'orange' },
};

/** Tells the viewer whether what they see is updating by itself. */
export function ConnectionIndicator({
  connection,
  spectators,
}: {
  connection: Connection;
  spectators?: number;
}) {
  const look = looks[connection];
  return (
    <HStack gap="2" role="status" aria-live="polite">
      <Badge colorPalette={look.palette} variant="subtle">
        <span aria-hidden="true">●</span> {look.label}
      </Badge>
      {spectators !== undefined && spectators > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {spectators} watching
        </Text>
      )}
    </HStack>
  );
}
