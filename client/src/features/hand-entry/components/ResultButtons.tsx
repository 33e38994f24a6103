import { Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GamePlayer, Rules, Variant } from '@mahjong/shared';
import type { HandDraftAction } from '../hooks/use-hand-draft.ts';
import type { HandDraft, HandResult } from '../lib/hand-draft.ts';
import { resultChoices } from '../lib/tap-flow.ts';

/**
 * The first tap: what happened, as large buttons in two rows that fit a 360×740 phone under the
 * table: ron and tsumo, the common results, share the first row; the draws and chombo the second.
 */
export function ResultButtons({
  variant,
  rules,
  onChoose,
}: {
  variant: Variant;
  rules: Rules;
  onChoose: (result: HandResult) => void;
}) {
  const { t } = useLingui();
  const choices = resultChoices(variant, rules);
  const others = Math.max(1, choices.length - 2);
  return (
    <Grid
      role="group"
      aria-label={t`Result`}
      data-entry-step="result"
      templateColumns="repeat(12, minmax(0, 1fr))"
      gap="2"
    >
      {choices.map((choice, index) => (
        <Button
          key={choice.result}
          minH="12"
          h="auto"
          size={index < 2 ? 'lg' : 'md'}
          px="1"
          gridColumn={index < 2 ? 'span 6' : `span ${Math.floor(12 / others)}`}
          variant="outline"
          colorPalette="brand"
          whiteSpace="normal"
          lineHeight="short"
          onClick={() => onChoose(choice.result)}
        >
          {choice.label}
        </Button>
      ))}
    </Grid>
  );
}

const nameOf = (players: readonly GamePlayer[], seat: number | null) =>
  seat === null ? '?' : (players.find((player) => player.seat === seat)?.username ?? '?');

/** With several winners (double or triple ron): which winner's hand the chips edit. */
export function WinnerTabs({
  draft,
  players,
  active,
  onSelect,
  onRemove,
}: {
  draft: HandDraft;
  players: readonly GamePlayer[];
  active: number;
  onSelect: (index: number) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useLingui();
  if (draft.result !== 'RON' || draft.transactions.length < 2) return null;
  return (
    <HStack role="group" aria-label={t`Winners`} gap="2" flexWrap="wrap">
      {draft.transactions.map((transaction, index) => {
        const number = index + 1;
        const name = nameOf(players, transaction.winner);
        return (
          <HStack key={transaction.id} gap="0">
            <Button
              minH="11"
              size="sm"
              variant={index === active ? 'solid' : 'outline'}
              aria-pressed={index === active}
              onClick={() => onSelect(index)}
            >
              {t`Winner ${number}: ${name}`}
            </Button>
            <Button
              minH="11"
              minW="11"
              size="sm"
              variant="ghost"
              aria-label={t`Remove winner ${number}`}
              onClick={() => onRemove(index)}
            >
              ×
            </Button>
          </HStack>
        );
      })}
    </HStack>
  );
}

/** Nagashi mangan is paid at a draw, where tenpai still decides whether the dealer keeps the seat. */
export function NagashiTenpai({
  draft,
  players,
  dispatch,
}: {
  draft: HandDraft;
  players: readonly GamePlayer[];
  dispatch: (action: HandDraftAction) => void;
}) {
  return (
    <Stack gap="1" data-entry-step="tenpai">
      <Text textStyle="sm" fontWeight="semibold" id="nagashi-tenpai">
        <Trans>Tenpai</Trans>
      </Text>
      <Grid
        role="group"
        aria-labelledby="nagashi-tenpai"
        templateColumns="repeat(2, minmax(0, 1fr))"
        gap="1.5"
      >
        {players.map((player) => {
          const on = draft.tenpais.includes(player.seat);
          return (
            <Button
              key={player.seat}
              minH="11"
              size="sm"
              variant={on ? 'solid' : 'outline'}
              aria-pressed={on}
              onClick={() => dispatch({ kind: 'toggleSeat', list: 'tenpais', seat: player.seat, on: !on })}
            >
              {player.username}
            </Button>
          );
        })}
      </Grid>
    </Stack>
  );
}
