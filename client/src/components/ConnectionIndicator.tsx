import { Badge, HStack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Connection } from '../lib/socket.ts';

const palettes: Record<Connection, string> = { live: 'green', connecting: 'gray', reconnecting: 'orange' };

/** Tells the viewer whether what they see is updating by itself. */
export function ConnectionIndicator({
  connection,
  spectators,
}: {
  connection: Connection;
  spectators?: number;
}) {
  const { t } = useLingui();
  const labels: Record<Connection, string> = {
    live: t`Live`,
    connecting: t`Connecting…`,
    reconnecting: t`Reconnecting…`,
  };
  return (
    <HStack gap="2" role="status" aria-live="polite">
      <Badge colorPalette={palettes[connection]} variant="subtle">
        <span aria-hidden="true">●</span> {labels[connection]}
      </Badge>
      {spectators !== undefined && spectators > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {plural(spectators, { one: '# watching', other: '# watching' })}
        </Text>
      )}
    </HStack>
  );
}
