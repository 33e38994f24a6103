import { Card, createIcon, IconButton, Portal, Stat, Tooltip, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { StatKey } from '@mahjong/shared';
import { useId } from 'react';
import { statDefinition, statLabel } from '../../../lib/stat-words.ts';

const InfoIcon = createIcon({
  displayName: 'InfoIcon',
  path: (
    <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </g>
  ),
});

interface StatCardProps {
  stat: StatKey;
  value: string;
  /** A line under the value, e.g. "3 of 8 hands". */
  help?: string;
}

/**
 * One figure, with what it counts behind an (i) button: a tooltip for the eye (hover or keyboard focus),
 * and the same text always tied to the button for screen readers.
 */
export function StatCard({ stat, value, help }: StatCardProps) {
  const { t } = useLingui();
  const label = statLabel(stat);
  const definition = statDefinition(stat);
  const definitionId = useId();
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        {/* A <dl> may hold only <dt>/<dd>: the (i) button lives inside the label, the definition beside the list. */}
        <Stat.Root>
          <Stat.Label display="flex" alignItems="center" gap="1">
            {label}
            <Tooltip.Root openDelay={150} closeDelay={100}>
              <Tooltip.Trigger asChild>
                <IconButton
                  aria-label={t`What ${label} counts`}
                  aria-describedby={definitionId}
                  size="2xs"
                  variant="ghost"
                  rounded="full"
                >
                  <InfoIcon aria-hidden="true" />
                </IconButton>
              </Tooltip.Trigger>
              <Portal>
                <Tooltip.Positioner>
                  <Tooltip.Content maxW="xs">{definition}</Tooltip.Content>
                </Tooltip.Positioner>
              </Portal>
            </Tooltip.Root>
          </Stat.Label>
          <Stat.ValueText fontVariantNumeric="tabular-nums">{value}</Stat.ValueText>
          {help ? <Stat.HelpText>{help}</Stat.HelpText> : null}
        </Stat.Root>
        <VisuallyHidden id={definitionId}>{definition}</VisuallyHidden>
      </Card.Body>
    </Card.Root>
  );
}
