import { Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { Chombo, GameView } from '@mahjong/shared';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { chomboPlayerName } from '../lib/chombo-player.ts';

/** The game's chombos under their heading; `action` adds a control beside each (an admin's). */
export function ChomboItems({
  game,
  action,
  children,
}: {
  game: GameView;
  action?: (chombo: Chombo) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack as="section" gap="2" aria-labelledby="chombos-heading">
      <Heading as="h2" size="md" id="chombos-heading">
        <Trans>Chombos</Trans>
      </Heading>
      <List.Root ps="5" gap="1">
        {game.chombos.map((chombo) => {
          const name = chomboPlayerName(game, chombo.playerId);
          const reason = chombo.reason;
          const when = formatDateTime(chombo.createdAt);
          return (
            <List.Item key={chombo.id}>
              <HStack gap="3" flexWrap="wrap">
                <Text>
                  <Trans>
                    {name}: {reason}
                    <Text as="span" color="fg.muted" textStyle="sm">
                      {' '}
                      · {when}
                    </Text>
                  </Trans>
                </Text>
                {action?.(chombo)}
              </HStack>
            </List.Item>
          );
        })}
      </List.Root>
      {children}
    </Stack>
  );
}
