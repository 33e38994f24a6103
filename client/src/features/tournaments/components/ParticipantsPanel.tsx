import { Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PARTICIPANT_STATUSES, type Tournament, type TournamentParticipant } from '@mahjong/shared';
import { type FormEvent, useMemo, useState } from 'react';
import { type EligiblePlayer, useEligiblePlayers } from '../../../api/eligible-players.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PlayerPicker } from '../../../components/PlayerPicker.tsx';
import { useAddParticipant, useRemoveParticipant, useSetParticipantStatus } from '../api/tournaments.ts';
import { participantStatusWords } from '../lib/words.ts';
import { SelectField } from './SelectField.tsx';

/**
 * The organiser's list of participants: add a player with the picker or a guest by name, remove one,
 * or mark one as dropped or replaced. Seating wants a multiple of four playing.
 */
export function ParticipantsPanel({ tournament }: { tournament: Tournament }) {
  const { t } = useLingui();
  const id = tournament.id;
  const players = useEligiblePlayers(tournament.variant, 'CASUAL');
  const add = useAddParticipant(id);
  const remove = useRemoveParticipant(id);
  const setStatus = useSetParticipantStatus(id);
  const [picked, setPicked] = useState<number | null>(null);
  const [guest, setGuest] = useState('');
  const taken = useMemo(() => new Set(tournament.participantList.map((p) => p.playerId)), [tournament]);
  const error = add.error ?? remove.error ?? setStatus.error;
  const playing = tournament.participantList.filter((p) => p.status === 'playing').length;
  const missing = (4 - (playing % 4)) % 4;

  const addGuest = (event: FormEvent) => {
    event.preventDefault();
    const guestName = guest.trim();
    if (guestName) add.mutate({ guestName }, { onSuccess: () => setGuest('') });
  };

  return (
    <Stack as="section" aria-labelledby="participants" gap="4">
      <Heading as="h2" id="participants" size="xl">
        <Trans>Participants</Trans>
      </Heading>
      <Text color={missing > 0 ? 'fg.error' : 'fg.muted'}>
        <Plural value={playing} one="# playing" other="# playing" />
        {missing > 0 && (
          <>
            {' · '}
            <Plural
              value={missing}
              one="# more needed for full tables (or mark # as dropped)"
              other="# more needed for full tables (or mark # as dropped)"
            />
          </>
        )}
      </Text>
      {error && <FormAlert>{error.message}</FormAlert>}
      <HStack gap="3" align="end" flexWrap="wrap">
        <Stack flex="1" minW="56">
          <PlayerPicker
            label={t`Add a player`}
            players={players.data ?? []}
            value={picked}
            takenIds={taken}
            onChange={setPicked}
          />
        </Stack>
        <Button
          minH="11"
          disabled={picked === null}
          loading={add.isPending && picked !== null}
          onClick={() => {
            if (picked !== null) add.mutate({ playerId: picked }, { onSuccess: () => setPicked(null) });
          }}
        >
          <Trans>Add</Trans>
        </Button>
      </HStack>
      <HStack as="form" gap="3" align="end" flexWrap="wrap" onSubmit={addGuest}>
        <Stack flex="1" minW="56" gap="1">
          <label htmlFor="guest-name">
            <Text textStyle="sm" fontWeight="medium">
              <Trans>Add a guest by name (an account they can claim later)</Trans>
            </Text>
          </label>
          <Input
            id="guest-name"
            size="lg"
            maxLength={40}
            value={guest}
            onChange={(e) => setGuest(e.currentTarget.value)}
          />
        </Stack>
        <Button type="submit" minH="11" disabled={guest.trim() === ''}>
          <Trans>Add guest</Trans>
        </Button>
      </HStack>
      <Stack as="ul" gap="2" listStyleType="none">
        {tournament.participantList.map((participant) => (
          <ParticipantRow
            key={participant.playerId}
            participant={participant}
            players={players.data ?? []}
            taken={taken}
            onStatus={(status, substituteId) =>
              setStatus.mutate({
                playerId: participant.playerId,
                status,
                ...(substituteId === undefined ? {} : { substituteId }),
              })
            }
            onRemove={() => remove.mutate(participant.playerId)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function ParticipantRow({
  participant,
  players,
  taken,
  onStatus,
  onRemove,
}: {
  participant: TournamentParticipant;
  /** Who may substitute: the club's players (those taking part are not offered). */
  players: readonly EligiblePlayer[];
  taken: ReadonlySet<number>;
  onStatus: (status: TournamentParticipant['status'], substituteId?: number) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const name = participant.username;
  const [replacing, setReplacing] = useState(false);
  const [substitute, setSubstitute] = useState<number | null>(null);
  const substituteName = participant.substitute?.username;
  return (
    <Stack as="li" gap="2" borderBottomWidth="1px" py="1">
      <HStack gap="3" flexWrap="wrap" justify="space-between">
        <Text fontWeight="medium" overflowWrap="anywhere" minW="0">
          {name}
          {participant.guest && (
            <Text as="span" color="fg.muted" textStyle="sm">
              {' '}
              <Trans>(guest)</Trans>
            </Text>
          )}
          {substituteName !== undefined && (
            <Text as="span" display="block" color="fg.muted" textStyle="sm">
              <Trans>Substitute: {substituteName}</Trans>
            </Text>
          )}
        </Text>
        <HStack gap="2" flexWrap="wrap">
          <SelectField
            label={t`Status of ${name}`}
            hideLabel
            value={replacing ? 'replaced' : participant.status}
            options={PARTICIPANT_STATUSES.map((value) => ({ value, label: participantStatusWords(value) }))}
            onChange={(value) => {
              // A replacement asks who plays the seat first.
              if (value === 'replaced') setReplacing(true);
              else {
                setReplacing(false);
                onStatus(value as TournamentParticipant['status']);
              }
            }}
          />
          <Button
            minH="11"
            variant="outline"
            colorPalette="red"
            aria-label={t`Remove ${name}`}
            onClick={onRemove}
          >
            <Trans context="take a participant off a tournament">Remove</Trans>
          </Button>
        </HStack>
      </HStack>
      {replacing && (
        <HStack gap="3" align="end" flexWrap="wrap">
          <Stack flex="1" minW="56">
            <PlayerPicker
              label={t`Substitute for ${name} (their games count at the fixed result)`}
              players={players}
              value={substitute}
              takenIds={taken}
              onChange={setSubstitute}
            />
          </Stack>
          <Button
            minH="11"
            disabled={substitute === null}
            onClick={() => {
              if (substitute === null) return;
              onStatus('replaced', substitute);
              setReplacing(false);
            }}
          >
            <Trans>Seat the substitute</Trans>
          </Button>
          <Button
            minH="11"
            variant="outline"
            onClick={() => {
              onStatus('replaced');
              setReplacing(false);
            }}
          >
            <Trans>No substitute (not seated)</Trans>
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
