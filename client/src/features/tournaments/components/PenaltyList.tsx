import { HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { TournamentPenalty } from '@mahjong/shared';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { formatPoints } from '../lib/words.ts';

/** Every penalty with its reason, public; an admin's page gives each a remove button (`action`). */
export function PenaltyList({
  penalties,
  action,
}: {
  penalties: readonly TournamentPenalty[];
  action?: (penalty: TournamentPenalty) => ReactNode;
}) {
  if (penalties.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>No penalties.</Trans>
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {penalties.map((penalty) => {
        const name = penalty.username;
        const amount = formatPoints(-penalty.amount);
        const reason = penalty.reason;
        return (
          <HStack as="li" key={penalty.id} justify="space-between" gap="3" flexWrap="wrap">
            <Stack gap="0" minW="0">
              <Text fontWeight="medium" overflowWrap="anywhere">
                <Trans>
                  {name}: {amount} — {reason}
                </Trans>
              </Text>
              <Text textStyle="xs" color="fg.muted">
                {formatDateTime(penalty.createdAt)}
              </Text>
            </Stack>
            {action?.(penalty)}
          </HStack>
        );
      })}
    </Stack>
  );
}
