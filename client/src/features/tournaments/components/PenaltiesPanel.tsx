import { Button, Field, Heading, HStack, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Tournament } from '@mahjong/shared';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useAddPenalty, useRemovePenalty } from '../api/tournaments.ts';
import { PenaltyList } from './PenaltyList.tsx';
import { SelectField } from './SelectField.tsx';

/** Penalties: give one (a player, points taken off, the reason everyone reads) or remove one. */
export function PenaltiesPanel({ tournament }: { tournament: Tournament }) {
  const { t } = useLingui();
  const add = useAddPenalty(tournament.id);
  const remove = useRemovePenalty(tournament.id);
  const [playerId, setPlayerId] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const error = add.error ?? remove.error;
  const bounds = tournament.penaltyBounds;
  const min = String(bounds.min);
  const max = String(bounds.max);
  const step = String(bounds.step);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { playerId: Number(playerId), amount: Number(amount), reason: reason.trim() },
      {
        onSuccess: () => {
          setAmount('');
          setReason('');
        },
      },
    );
  };

  return (
    <Stack as="section" aria-labelledby="admin-penalties" gap="4">
      <Heading as="h2" id="admin-penalties" size="xl">
        <Trans>Penalties</Trans>
      </Heading>
      {error && <FormAlert>{error.message}</FormAlert>}
      <Stack as="form" gap="3" onSubmit={submit} aria-label={t`Give a penalty`} maxW="2xl">
        <SelectField
          label={t`Player`}
          value={playerId}
          options={[
            { value: '', label: t`Choose a player` },
            ...tournament.participantList.map((p) => ({ value: String(p.playerId), label: p.username })),
          ]}
          onChange={setPlayerId}
        />
        <HStack gap="3" align="end" flexWrap="wrap">
          <Field.Root minW="36" maxW="56" required>
            <Field.Label>
              <Trans>Points off</Trans>
            </Field.Label>
            <Input
              type="number"
              inputMode="decimal"
              size="lg"
              // The bounds are said below and checked by the server, which names the one broken.
              min={0}
              step="any"
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
            />
            <Field.HelperText>
              <Trans>
                From {min} to {max}, in steps of {step}
              </Trans>
            </Field.HelperText>
          </Field.Root>
          <Field.Root flex="1" minW="48" required>
            <Field.Label>
              <Trans>Reason</Trans>
            </Field.Label>
            <Input
              size="lg"
              maxLength={200}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          </Field.Root>
        </HStack>
        <Button
          type="submit"
          minH="11"
          alignSelf="start"
          loading={add.isPending}
          disabled={playerId === '' || !(Number(amount) > 0) || reason.trim() === ''}
        >
          <Trans>Give the penalty</Trans>
        </Button>
      </Stack>
      <PenaltyList
        penalties={tournament.penalties}
        action={(penalty) => {
          const name = penalty.username;
          return (
            <Button
              minH="11"
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-label={t`Remove the penalty of ${name}`}
              loading={remove.isPending && remove.variables === penalty.id}
              onClick={() => remove.mutate(penalty.id)}
            >
              <Trans>Remove</Trans>
            </Button>
          );
        }}
      />
    </Stack>
  );
}
