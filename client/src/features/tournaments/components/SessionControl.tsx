import { Button, Field, Heading, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Tournament, TournamentSession } from '@mahjong/shared';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { seatWind } from '../../../lib/i18n/words.ts';
import {
  useEndTable,
  useProposeSeating,
  useSessionTime,
  useStartSession,
  useSwapPlayers,
} from '../api/tournaments.ts';
import { nameOf } from '../lib/sessions.ts';
import { SelectField } from './SelectField.tsx';
import { SessionSection } from './SessionSection.tsx';
import type { SessionTable } from './TableCard.tsx';
import { TournamentClock } from './TournamentClock.tsx';

/**
 * The organiser's controls for the session at hand: propose its seating (from a pasted script when
 * prescripted), swap two players, start it; once it runs, add time to a table or all, pause and
 * resume the clock, and end a table's game early with a reason.
 */
export function SessionControl({
  tournament,
  session,
  offset,
}: {
  tournament: Tournament;
  session: TournamentSession;
  offset: number;
}) {
  const n = session.n;
  return (
    <Stack as="section" aria-labelledby="session-control" gap="4">
      <Heading as="h2" id="session-control" size="xl">
        <Trans>Session {n}</Trans>
      </Heading>
      {session.status === 'running' ? (
        <RunningSession tournament={tournament} session={session} offset={offset} />
      ) : (
        <SeatingControl tournament={tournament} session={session} />
      )}
    </Stack>
  );
}

function SeatingControl({ tournament, session }: { tournament: Tournament; session: TournamentSession }) {
  const { t } = useLingui();
  const id = tournament.id;
  const n = session.n;
  const propose = useProposeSeating(id);
  const swap = useSwapPlayers(id);
  const start = useStartSession(id);
  const [script, setScript] = useState('');
  const [picked, setPicked] = useState<number | null>(null);
  const names = nameOf(tournament);
  const prescripted = tournament.seating === 'prescripted';
  const error = propose.error ?? swap.error ?? start.error;
  const repeats = session.repeatMeetings;

  const pick = (playerId: number) => {
    if (picked === null) return setPicked(playerId);
    if (picked === playerId) return setPicked(null);
    swap.mutate({ session: n, a: picked, b: playerId }, { onSettled: () => setPicked(null) });
  };

  return (
    <Stack gap="4">
      {prescripted && (
        <Field.Root>
          <Field.Label>
            <Trans>Seating script</Trans>
          </Field.Label>
          <Textarea
            value={script}
            rows={8}
            fontFamily="mono"
            onChange={(event) => setScript(event.currentTarget.value)}
          />
          <Field.HelperText>
            <Trans>
              One table per line: four player names or ids, East first. A blank line between sessions.
            </Trans>
          </Field.HelperText>
        </Field.Root>
      )}
      {error && <FormAlert>{error.message}</FormAlert>}
      <HStack gap="3" flexWrap="wrap">
        <Button
          minH="11"
          loading={propose.isPending}
          onClick={() => propose.mutate({ session: n, ...(prescripted ? { script } : {}) })}
        >
          {session.status === 'proposed' ? <Trans>Propose again</Trans> : <Trans>Propose seating</Trans>}
        </Button>
        {session.status === 'proposed' && (
          <Button colorPalette="brand" minH="11" loading={start.isPending} onClick={() => start.mutate(n)}>
            <Trans>Start session {n}</Trans>
          </Button>
        )}
      </HStack>
      {session.status === 'proposed' && (
        <Stack gap="3">
          <Text color="fg.muted" textStyle="sm">
            {repeats > 0
              ? t`Tap two players to swap them. Pairs meeting again: ${repeats}.`
              : t`Tap two players to swap them.`}
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
            {session.tables.map(({ table, playerIds }) => (
              <Stack key={table} gap="1" role="group" aria-label={t`Proposed table ${table}`}>
                <Text fontWeight="semibold">{t`Table ${table}`}</Text>
                {playerIds.map((playerId, seat) => (
                  <Button
                    key={playerId}
                    minH="11"
                    size="sm"
                    justifyContent="start"
                    variant={picked === playerId ? 'solid' : 'outline'}
                    aria-pressed={picked === playerId}
                    onClick={() => pick(playerId)}
                  >
                    {seatWind(seat)} · {names(playerId)}
                  </Button>
                ))}
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}

function RunningSession({
  tournament,
  session,
  offset,
}: {
  tournament: Tournament;
  session: TournamentSession;
  offset: number;
}) {
  const { t } = useLingui();
  const id = tournament.id;
  const n = session.n;
  const time = useSessionTime(id);
  const [minutes, setMinutes] = useState('5');
  const [forTable, setForTable] = useState('');
  const paused = session.clock?.endsAt === null;

  const addTime = (event: FormEvent) => {
    event.preventDefault();
    time.mutate({
      session: n,
      action: 'add',
      minutes: Number(minutes),
      ...(forTable === '' ? {} : { table: Number(forTable) }),
    });
  };

  return (
    <Stack gap="4">
      {session.clock && <TournamentClock clock={session.clock} offset={offset} session={n} size="lg" />}
      {time.error && <FormAlert>{time.error.message}</FormAlert>}
      <HStack as="form" gap="3" align="end" flexWrap="wrap" onSubmit={addTime} aria-label={t`Add time`}>
        <Field.Root w="28">
          <Field.Label>
            <Trans>Minutes</Trans>
          </Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            size="lg"
            min={1}
            max={120}
            value={minutes}
            onChange={(event) => setMinutes(event.currentTarget.value)}
          />
        </Field.Root>
        <Stack minW="44">
          <SelectField
            label={t`For`}
            value={forTable}
            options={[
              { value: '', label: t`Every table` },
              ...session.tables.map((row) => {
                const table = row.table;
                return { value: String(table), label: t`Table ${table}` };
              }),
            ]}
            onChange={setForTable}
          />
        </Stack>
        <Button type="submit" minH="11" loading={time.isPending && time.variables?.action === 'add'}>
          <Trans>Add time</Trans>
        </Button>
        <Button
          minH="11"
          variant="outline"
          onClick={() => time.mutate({ session: n, action: paused ? 'resume' : 'pause' })}
        >
          {paused ? <Trans>Resume the clock</Trans> : <Trans>Pause the clock</Trans>}
        </Button>
      </HStack>
      <SessionSection
        session={session}
        variant={tournament.variant}
        nameOf={nameOf(tournament)}
        offset={offset}
        withClock={false}
        tableActions={(row) => <EndTableEarly tournamentId={id} session={n} row={row} />}
      />
    </Stack>
  );
}

function EndTableEarly({
  tournamentId,
  session,
  row,
}: {
  tournamentId: number;
  session: number;
  row: SessionTable;
}) {
  const { t } = useLingui();
  const end = useEndTable(tournamentId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const table = row.table;
  if (row.game?.status !== 'IN_PROGRESS') return null;
  if (!open) {
    return (
      <Button minH="11" size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        <Trans>End early</Trans>
      </Button>
    );
  }
  return (
    <Stack
      as="form"
      gap="2"
      w="full"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        end.mutate({ session, table, reason: reason.trim() }, { onSuccess: () => setOpen(false) });
      }}
    >
      <Field.Root required>
        <Field.Label>{t`Why table ${table} ends early`}</Field.Label>
        <Input
          size="lg"
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </Field.Root>
      {end.error && <FormAlert>{end.error.message}</FormAlert>}
      <HStack gap="2">
        <Button
          type="submit"
          minH="11"
          colorPalette="red"
          disabled={reason.trim() === ''}
          loading={end.isPending}
        >
          <Trans>End the game</Trans>
        </Button>
        <Button minH="11" variant="ghost" onClick={() => setOpen(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
