import { Button, Card, Field, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { GameType, SeatingMethod, SeatingProposal, Variant } from '@mahjong/shared';
import { useState } from 'react';
import { useConfirmSeating, useProposeSeating, useSwapSeats } from '../../../api/club-night.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { seatWind } from '../../../lib/i18n/words.ts';

const choices = {
  variant: [
    ['jp', 'Riichi'],
    ['hk', 'Hong Kong'],
  ],
  type: [
    ['CASUAL', 'Casual'],
    ['RANKED', 'Ranked'],
  ],
  method: [
    ['random', 'At random'],
    ['balanced', 'Balanced by rating'],
  ],
} as const;

/** Seat a round: propose, swap two players (tap one, then the other), confirm. */
export function SeatingPanel() {
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
  const name = (id: number) => proposal?.players.find((p) => p.id === id)?.username ?? `#${id}`;

  const pick = (id: number) => {
    if (!proposal) return;
    if (picked === null) return setPicked(id);
    if (picked === id) return setPicked(null);
    swap.mutate(
      { id: proposal.id, a: picked, b: id },
      { onSuccess: setProposal, onSettled: () => setPicked(null) },
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
      {label}
    </Button>
  );

  return (
    <Card.Root as="section" aria-labelledby="seat-a-round">
      <Card.Header>
        <Card.Title id="seat-a-round">Seat a round</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <HStack gap="3" flexWrap="wrap" align="end">
            {(Object.keys(choices) as Array<keyof typeof choices>).map((key) => (
              <Field.Root key={key} w="auto">
                <Field.Label textTransform="capitalize">{key === 'type' ? 'Game type' : key}</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={settings[key]}
                    onChange={(event) => setSettings({ ...settings, [key]: event.currentTarget.value })}
                  >
                    {choices[key].map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
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
              Propose seating
            </Button>
          </HStack>
          {error && <FormAlert>{error.message}</FormAlert>}
          {started && <FormAlert status="success">{started}</FormAlert>}
          {proposal && (
            <Stack gap="3">
              <Text color="fg.muted" textStyle="sm">
                Tap two players to swap them.
                {proposal.repeatedPairs > 0 &&
                  ` ${proposal.repeatedPairs} ${proposal.repeatedPairs === 1 ? 'pair has' : 'pairs have'} already played together tonight.`}
              </Text>
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
                {proposal.tables.map((table) => (
                  <Stack key={table.table} gap="1" aria-label={`Proposed table ${table.table}`}>
                    <Text fontWeight="semibold">Table {table.table}</Text>
                    {table.playerIds.map((id, seat) => playerButton(id, `${seatWind(seat)} · ${name(id)}`))}
                  </Stack>
                ))}
              </SimpleGrid>
              {proposal.waiting.length > 0 && (
                <Stack gap="1" aria-label="Proposed to wait">
                  <Text fontWeight="semibold">Waiting</Text>
                  <HStack flexWrap="wrap">{proposal.waiting.map((id) => playerButton(id, name(id)))}</HStack>
                </Stack>
              )}
              <Button
                colorPalette="brand"
                alignSelf="start"
                loading={confirm.isPending}
                onClick={() =>
                  confirm.mutate(proposal.id, {
                    onSuccess: (confirmed) => {
                      setProposal(null);
                      setStarted(
                        `Started: ${confirmed.tables.map((t) => `table ${t.table} (game #${t.gameId})`).join(', ')}.`,
                      );
                    },
                  })
                }
              >
                Confirm and start the games
              </Button>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
