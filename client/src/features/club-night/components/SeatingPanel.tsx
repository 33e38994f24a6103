import { Button, Card, Field, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameType, SeatingMethod, SeatingProposal, Variant } from '@mahjong/shared';
import { useState } from 'react';
import { useConfirmSeating, useProposeSeating, useSwapSeats } from '../../../api/club-night.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { ApiError } from '../../../lib/api.ts';
import { listOf, seatWind } from '../../../lib/i18n/words.ts';
import { gameTypeLabel, variantLabel } from '../../../lib/labels.ts';

const choices = {
  variant: ['jp', 'hk'],
  type: ['CASUAL', 'RANKED'],
  method: ['random', 'balanced'],
} as const;

type Choices = typeof choices;

/**
 * Refusals that mean the proposal on screen can no longer be confirmed (someone left, it was
 * confirmed elsewhere, or it is gone): it leaves the screen, and the refusal says to seat again.
 */
const PROPOSAL_GONE = new Set(['SEATING_OUT_OF_DATE', 'SEATING_CONFIRMED', 'SEATING_NOT_FOUND']);
const proposalGone = (error: unknown) => error instanceof ApiError && PROPOSAL_GONE.has(error.code);

/** A rating as the proposal shows it: whole points. */
const points = (rating: number) => String(Math.round(rating));

/** Seat a round: propose, swap two players (tap one, then the other), confirm. */
export function SeatingPanel() {
  const { t } = useLingui();
  const fieldLabel = { variant: t`Variant`, type: t`Game type`, method: t`Method` };
  const choiceLabel = (key: keyof Choices, value: string): string => {
    if (key === 'variant') return variantLabel(value as Variant);
    if (key === 'type') return gameTypeLabel(value as GameType);
    return value === 'random' ? t`At random` : t`Balanced by rating`;
  };
  const [settings, setSettings] = useState<{ variant: Variant; type: GameType; method: SeatingMethod }>({
    variant: 'jp',
    type: 'CASUAL',
    method: 'random',
  });
  const [proposal, setProposal] = useState<SeatingProposal | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const [started, setStarted] = useState<string | null>(null);
  const propose = useProposeSeating();
  const swap = useSwapSeats();
  const confirm = useConfirmSeating();
  const error = propose.error ?? swap.error ?? confirm.error;
  const pairs = proposal?.repeatedPairs ?? 0;
  const name = (id: number) => proposal?.players.find((p) => p.id === id)?.username ?? `#${id}`;
  const rating = (id: number) => proposal?.players.find((p) => p.id === id)?.rating ?? 0;
  const averageRating = (ids: readonly number[]) =>
    points(ids.reduce((sum, id) => sum + rating(id), 0) / Math.max(ids.length, 1));
  const dropIfGone = (failure: unknown) => {
    if (proposalGone(failure)) setProposal(null);
  };

  const pick = (id: number) => {
    if (!proposal) return;
    if (picked === null) return setPicked(id);
    if (picked === id) return setPicked(null);
    swap.mutate(
      { id: proposal.id, a: picked, b: id },
      { onSuccess: setProposal, onError: dropIfGone, onSettled: () => setPicked(null) },
    );
  };
  const playerButton = (id: number, label: string) => (
    <Button
      key={id}
      size="sm"
      variant={picked === id ? 'solid' : 'outline'}
      aria-pressed={picked === id}
      justifyContent="space-between"
      onClick={() => pick(id)}
    >
      <span>{label}</span>
      <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums">
        {points(rating(id))}
      </Text>
    </Button>
  );

  return (
    <Card.Root as="section" aria-labelledby="seat-a-round">
      <Card.Header>
        <Card.Title id="seat-a-round">
          <Trans>Seat a round</Trans>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <HStack gap="3" flexWrap="wrap" align="end">
            {(Object.keys(choices) as Array<keyof typeof choices>).map((key) => (
              <Field.Root key={key} w="auto">
                <Field.Label>{fieldLabel[key]}</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={settings[key]}
                    onChange={(event) => setSettings({ ...settings, [key]: event.currentTarget.value })}
                  >
                    {choices[key].map((value) => (
                      <option key={value} value={value}>
                        {choiceLabel(key, value)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            ))}
            <Button
              loading={propose.isPending}
              onClick={() => {
                setStarted(null);
                propose.mutate(settings, { onSuccess: setProposal });
              }}
            >
              <Trans>Propose seating</Trans>
            </Button>
          </HStack>
          {error && <FormAlert>{error.message}</FormAlert>}
          {started && <FormAlert status="success">{started}</FormAlert>}
          {proposal && (
            <Stack gap="3">
              <Text color="fg.muted" textStyle="sm">
                {pairs > 0
                  ? t`Tap two players to swap them. ${plural(pairs, {
                      one: '# pair has already played together tonight.',
                      other: '# pairs have already played together tonight.',
                    })}`
                  : t`Tap two players to swap them.`}
              </Text>
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
                {proposal.tables.map(({ table, playerIds }) => (
                  <Stack key={table} gap="1" aria-label={t`Proposed table ${table}`}>
                    <HStack justify="space-between">
                      <Text fontWeight="semibold">{t`Table ${table}`}</Text>
                      <Text color="fg.muted" textStyle="sm">
                        {t`average rating ${averageRating(playerIds)}`}
                      </Text>
                    </HStack>
                    {playerIds.map((id, seat) => playerButton(id, `${seatWind(seat)} · ${name(id)}`))}
                  </Stack>
                ))}
              </SimpleGrid>
              {proposal.waiting.length > 0 && (
                <Stack gap="1" aria-label={t`Proposed to wait`}>
                  <Text fontWeight="semibold">
                    <Trans>Waiting</Trans>
                  </Text>
                  <HStack flexWrap="wrap">{proposal.waiting.map((id) => playerButton(id, name(id)))}</HStack>
                </Stack>
              )}
              <Button
                colorPalette="brand"
                alignSelf="start"
                loading={confirm.isPending}
                onClick={() =>
                  confirm.mutate(proposal.id, {
                    onError: dropIfGone,
                    onSuccess: (confirmed) => {
                      setProposal(null);
                      const tables = listOf(
                        confirmed.tables.map(({ table, gameId }) => t`table ${table} (game #${gameId})`),
                      );
                      setStarted(t`Started: ${tables}.`);
                    },
                  })
                }
              >
                <Trans>Confirm and start the games</Trans>
              </Button>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
