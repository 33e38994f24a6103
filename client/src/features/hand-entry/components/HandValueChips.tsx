import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type RiichiRules, type Rules, type Variant, yakuFu } from '@mahjong/shared';
import type { HandDraftAction, HandField } from '../hooks/use-hand-draft.ts';
import type { HandDraft, TransactionDraft } from '../lib/hand-draft.ts';
import {
  doraChoices,
  fuChoices,
  hanChipLabel,
  hanChipText,
  hanChoices,
  isPaoTransaction,
  nextPick,
  paoAllowed,
  pointsChoices,
  winnersAllowed,
} from '../lib/tap-flow.ts';
import { transactionRoles } from '../lib/transaction-types.ts';
import { isRonDraft, yakuDoraChoices } from '../lib/yaku-picks.ts';
import { ChipGrid } from './ChipGrid.tsx';
import { YakuPicker } from './YakuPicker.tsx';

interface HandValueChipsProps {
  variant: Variant;
  /** The game's rules: only the values and winners they allow are offered. */
  rules: Rules;
  draft: HandDraft;
  index: number;
  dispatch: (action: HandDraftAction) => void;
  onAddWinner: () => void;
  /** The round's dealer seat, for the yaku only the dealer (or only another seat) can have. */
  dealer?: number;
}

/**
 * The value of the winner's hand, once their seats are tapped: han then fu (fu only below 5 han, and
 * only the fu the rules allow) and dora (none until tapped, so a plain ron needs no tap for them), or
 * Hong Kong points; pao once the hand is a yakuman; another winner.
 */
export function HandValueChips({
  variant,
  rules,
  draft,
  index,
  dispatch,
  onAddWinner,
  dealer,
}: HandValueChipsProps) {
  const { t } = useLingui();
  const transaction = draft.transactions[index];
  if (!transaction || !transactionRoles(transaction.transactionType).hand) return null;
  if (nextPick(transaction) === 'winner' || nextPick(transaction) === 'loser') return null;
  const set = (field: HandField, value: number) => dispatch({ kind: 'setHand', index, field, value });
  const byYaku = variant === 'jp' ? transaction.yaku.length > 0 : transaction.patterns.length > 0;
  const fixedFu = variant === 'jp' && byYaku ? yakuFu(transaction.yaku, isRonDraft(transaction)) : undefined;
  const fus = variant === 'jp' && fixedFu === undefined ? fuChoices(transaction, rules) : [];
  // No dora to offer at 1 han: dora alone are not a yaku. With yaku the han follow the dora.
  const doras =
    variant !== 'jp' ? [] : byYaku ? yakuDoraChoices(transaction) : doraChoices(transaction, rules);
  const han = transaction.han;
  const fu = transaction.fu;
  const faan = transaction.points;
  return (
    <Stack gap="3">
      <YakuPicker
        variant={variant}
        transaction={transaction}
        index={index}
        dealer={dealer}
        dispatch={dispatch}
      />
      {byYaku ? (
        <Text fontWeight="semibold" data-testid="entry-yaku-value">
          {variant === 'jp'
            ? han >= 5 || fixedFu === undefined
              ? t`${han} han`
              : t`${han} han ${fu} fu`
            : t({ message: `${faan} faan`, context: 'hk' })}
        </Text>
      ) : variant === 'jp' ? (
        <ChipGrid
          label={t`Han`}
          step="han"
          options={hanChoices(transaction, rules)}
          value={transaction.han}
          describe={hanChipText}
          name={hanChipLabel}
          wide={(han) => han === 13}
          onChoose={(han) => set('han', han)}
        />
      ) : (
        <ChipGrid
          label={t({ message: 'Points', context: 'hk' })}
          step="points"
          options={pointsChoices(rules)}
          value={transaction.points}
          onChoose={(points) => set('points', points)}
        />
      )}
      {variant === 'jp' && !byYaku && !(rules as RiichiRules).countedYakuman ? (
        <Text textStyle="xs" color="fg.muted">
          <Trans>No counted yakuman: 13 han or more without a yakuman is sanbaiman, entered at 12 han.</Trans>
        </Text>
      ) : null}
      {fus.length > 0 ? (
        <ChipGrid
          label={t`Fu`}
          step="fu"
          options={fus}
          value={transaction.fu}
          onChoose={(fu) => set('fu', fu)}
        />
      ) : null}
      {doras.length > 1 ? (
        <ChipGrid
          label={t`Dora`}
          options={doras}
          value={transaction.dora}
          onChoose={(dora) => set('dora', dora)}
        />
      ) : null}
      <Extras
        variant={variant}
        rules={rules}
        draft={draft}
        transaction={transaction}
        index={index}
        dispatch={dispatch}
        onAddWinner={onAddWinner}
      />
    </Stack>
  );
}

function Extras({
  variant,
  rules,
  draft,
  transaction,
  index,
  dispatch,
  onAddWinner,
}: HandValueChipsProps & { transaction: TransactionDraft }) {
  const pao = isPaoTransaction(transaction);
  const showPao = pao || paoAllowed(variant, transaction);
  const anotherWinner = draft.result === 'RON' && draft.transactions.length < winnersAllowed(variant, rules);
  if (!showPao && !anotherWinner) return null;
  return (
    <HStack gap="2" flexWrap="wrap" data-entry-step="record">
      {showPao ? (
        <Button
          minH="11"
          variant={pao ? 'solid' : 'outline'}
          colorPalette={pao ? 'red' : 'gray'}
          aria-pressed={pao}
          onClick={() => dispatch({ kind: 'setPao', index, on: !pao })}
        >
          <Trans>Pao (liable player)</Trans>
        </Button>
      ) : null}
      {anotherWinner ? (
        <Button minH="11" variant="outline" onClick={onAddWinner}>
          {variant === 'hk' ? (
            <Trans context="hk">Another winner</Trans>
          ) : (
            <Trans>Another winner (double ron)</Trans>
          )}
        </Button>
      ) : null}
    </HStack>
  );
}
