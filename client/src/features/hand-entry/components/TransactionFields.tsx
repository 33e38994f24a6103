import { Button, Field, Fieldset, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import type { GamePlayer, Variant } from '@mahjong/shared';
import { transactionLabel } from '../../../lib/labels.ts';
import type { HandDraftAction } from '../hooks/use-hand-draft.ts';
import type { TransactionDraft } from '../lib/hand-draft.ts';
import { type TransactionType, transactionRoles, transactionTypesFor } from '../lib/transaction-types.ts';
import { HandValueFields } from './HandValueFields.tsx';
import { SeatSelect } from './SeatSelect.tsx';

interface TransactionFieldsProps {
  variant: Variant;
  players: readonly GamePlayer[];
  transaction: TransactionDraft;
  index: number;
  removable: boolean;
  /** The engine blamed this transaction for the current refusal. */
  invalid: boolean;
  dispatch: (action: HandDraftAction) => void;
}

/** One transaction of the hand: its result type and the seats and hand value that type needs. */
export function TransactionFields({
  variant,
  players,
  transaction,
  index,
  removable,
  invalid,
  dispatch,
}: TransactionFieldsProps) {
  const roles = transactionRoles(transaction.transactionType);
  const setSeat = (role: 'winner' | 'loser' | 'pao') => (seat: number | null) =>
    dispatch({ kind: 'setSeat', index, role, seat });
  return (
    <Fieldset.Root
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      rounded="md"
      p="3"
      invalid={invalid}
    >
      <HStack justify="space-between">
        <Fieldset.Legend>Transaction {index + 1}</Fieldset.Legend>
        {removable ? (
          <Button size="xs" variant="ghost" onClick={() => dispatch({ kind: 'removeTransaction', index })}>
            Remove transaction {index + 1}
          </Button>
        ) : null}
      </HStack>
      <Fieldset.Content>
        <Stack gap="3">
          <Field.Root maxW="xs">
            <Field.Label>Result</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={transaction.transactionType}
                onChange={(event) =>
                  dispatch({
                    kind: 'setType',
                    index,
                    transactionType: event.currentTarget.value as TransactionType,
                  })
                }
              >
                {transactionTypesFor(variant).map((type) => (
                  <option key={type} value={type}>
                    {transactionLabel(type)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {roles.winner || roles.loser || roles.pao ? (
            <HStack gap="3" flexWrap="wrap" align="start">
              {roles.winner ? (
                <SeatSelect
                  label="Winner"
                  players={players}
                  value={transaction.winner}
                  onChange={setSeat('winner')}
                />
              ) : null}
              {roles.loser ? (
                <SeatSelect
                  label="Loser (dealt in)"
                  players={players}
                  value={transaction.loser}
                  onChange={setSeat('loser')}
                />
              ) : null}
              {roles.pao ? (
                <SeatSelect
                  label="Pao (liable)"
                  players={players}
                  value={transaction.pao}
                  onChange={setSeat('pao')}
                />
              ) : null}
            </HStack>
          ) : null}
          {roles.hand ? (
            <HStack gap="3" flexWrap="wrap" align="start">
              <HandValueFields
                variant={variant}
                transaction={transaction}
                onChange={(field, value) => dispatch({ kind: 'setHand', index, field, value })}
              />
            </HStack>
          ) : null}
        </Stack>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
