import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { deltaColor, formatDelta, formatScore } from '../../lib/format.ts';
import { PlayerLink } from '../PlayerLink.tsx';

export interface SeatFacts {
  seat: number;
  name: string;
  score: number;
  /** "East" … "North" this round. */
  wind: string;
  dealer: boolean;
  riichi?: boolean;
}

interface SeatCardProps {
  facts: SeatFacts;
  /** Tapping the seat itself (picking a winner, a tenpai seat…); absent: the seat is not a target. */
  onTap?: () => void;
  /** The name opens the player's page (the read-only table; never while a hand is being entered). */
  nameLinks?: boolean;
  /** What the seat is in the hand being entered ("Winner", "Dealt in", "Tenpai"…). */
  roles?: readonly string[];
  /** The engine's preview of this hand for the seat. */
  preview?: { delta: number; total: number };
  /** Shown under the score when another seat's score was tapped: how far this one is from it. */
  gap?: number;
  gapsShown?: boolean;
  onScoreTap?: () => void;
  /** A control beside the score (the riichi toggle), 44 px wide. */
  children?: ReactNode;
}

/** One seat at the table: who, wind, dealer, score, and what they are in the hand being entered. */
export function SeatCard({
  facts,
  onTap,
  nameLinks = false,
  roles = [],
  preview,
  gap,
  gapsShown = false,
  onScoreTap,
  children,
}: SeatCardProps) {
  const { t } = useLingui();
  const selected = roles.length > 0;
  const name = facts.name;
  const score = formatScore(facts.score);
  const identity = (
    <Stack gap="0.5" align="center" w="full" minW="0">
      <HStack gap="1" justify="center" flexWrap="wrap">
        <Text textStyle="xs" color="fg.muted">
          {facts.wind}
        </Text>
        {/* Spaces between the parts: the seat's accessible name is its text ("West Dealer chair Winner"). */}
        {facts.dealer ? ' ' : null}
        {facts.dealer ? (
          // orange.700 keeps white text above 4.5:1 in both colour modes.
          <Badge size="xs" bg="orange.700" color="white">
            <Trans>Dealer</Trans>
          </Badge>
        ) : null}
        {facts.riichi ? ' ' : null}
        {facts.riichi ? (
          <Badge size="xs" colorPalette="red" variant="solid">
            <Trans context="the declaration">Riichi</Trans>
          </Badge>
        ) : null}
      </HStack>{' '}
      <Text fontWeight="semibold" truncate maxW="full">
        {nameLinks ? <PlayerLink username={facts.name} /> : facts.name}
      </Text>
      {roles.map((role) => (
        <Badge key={role} size="xs" colorPalette="brand" variant="solid">
          {' '}
          {role}
        </Badge>
      ))}
    </Stack>
  );
  return (
    <Box
      borderWidth={selected ? '2px' : '1px'}
      borderColor={selected ? 'brand.solid' : 'border'}
      rounded="md"
      p="1"
      h="full"
      data-seat={facts.seat}
      data-testid={`seat-${facts.seat}`}
    >
      <Stack gap="1" align="stretch">
        {onTap ? (
          <Button variant="ghost" h="auto" minH="11" px="1" py="1" whiteSpace="normal" onClick={onTap}>
            {identity}
          </Button>
        ) : (
          <Box py="1">{identity}</Box>
        )}
        <HStack gap="1" align="stretch">
          <Button
            variant="subtle"
            size="sm"
            minH="11"
            flex="1"
            minW="0"
            px="1"
            onClick={onScoreTap}
            aria-pressed={gapsShown}
            aria-label={gapsShown ? t`${name}: ${score} points, gaps shown` : t`${name}: ${score} points`}
            fontVariantNumeric="tabular-nums"
          >
            <Stack gap="0" align="center">
              <Text fontWeight="bold">{formatScore(facts.score)}</Text>
              {gap !== undefined ? (
                <Text textStyle="xs" color={deltaColor(gap)} data-testid={`gap-${facts.seat}`}>
                  {gap === 0 ? t`level` : formatDelta(gap)}
                </Text>
              ) : null}
            </Stack>
          </Button>
          {children}
        </HStack>
        {preview ? (
          <Text
            textAlign="center"
            textStyle="sm"
            fontWeight="semibold"
            color={deltaColor(preview.delta)}
            data-testid={`preview-seat-${facts.seat}`}
          >
            {formatDelta(preview.delta)} → {formatScore(preview.total)}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
