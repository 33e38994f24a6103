import { Button, Checkbox, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type CreateTournamentBody,
  TOURNAMENT_SEATINGS,
  TOURNAMENT_WINDS,
  type Tournament,
  type Variant,
} from '@mahjong/shared';
import { type FormEvent, useState } from 'react';
import { useClubDefaultRules } from '../../../api/rulesets.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { NO_PICK, type RulesPick, RulesPicker, rulesOfPick } from '../../../components/rules/RulesPicker.tsx';
import { rulesetName } from '../../../lib/i18n/ruleset-words.ts';
import { variantLabel } from '../../../lib/labels.ts';
import { useCreateTournament } from '../api/tournaments.ts';
import { seatingMethodWords } from '../lib/words.ts';
import { SelectField } from './SelectField.tsx';

/** A new tournament: its name, variant, rule set, sessions and their length, how it seats, ratings. */
export function CreateTournamentForm({ onCreated }: { onCreated: (tournament: Tournament) => void }) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [variant, setVariant] = useState<Variant>('jp');
  const [rules, setRules] = useState<RulesPick>(NO_PICK);
  const [sessions, setSessions] = useState('4');
  const [minutes, setMinutes] = useState('90');
  const [seating, setSeating] = useState<CreateTournamentBody['seating']>('swiss');
  const [winds, setWinds] = useState<'random' | 'balanced'>('balanced');
  const [startsAt, setStartsAt] = useState('');
  const [countsForRating, setCountsForRating] = useState(true);
  const clubDefault = useClubDefaultRules(variant);
  const defaultName = clubDefault.data ? rulesetName(clubDefault.data) : '';
  const create = useCreateTournament();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: CreateTournamentBody = {
      name: name.trim(),
      variant,
      sessions: Number(sessions),
      sessionMinutes: Number(minutes),
      seating,
      winds,
      countsForRating,
      ...rulesOfPick(rules),
      ...(startsAt ? { startsAt: new Date(startsAt).toISOString() } : {}),
    };
    create.mutate(body, { onSuccess: onCreated });
  };

  return (
    <Stack as="form" gap="4" onSubmit={submit} aria-label={t`New tournament`} maxW="3xl">
      {create.error && <FormAlert>{create.error.message}</FormAlert>}
      <FormField
        name="name"
        label={t`Name`}
        required
        size="lg"
        value={name}
        maxLength={80}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <SelectField
          label={t`Variant`}
          value={variant}
          options={(['jp', 'hk'] as const).map((value) => ({ value, label: variantLabel(value) }))}
          onChange={(value) => {
            setVariant(value as Variant);
            setRules(NO_PICK);
          }}
        />
        <FormField
          name="sessions"
          label={t`Sessions`}
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          required
          size="lg"
          value={sessions}
          onChange={(event) => setSessions(event.currentTarget.value)}
        />
        <FormField
          name="sessionMinutes"
          label={t`Minutes per session`}
          type="number"
          inputMode="numeric"
          min={10}
          max={600}
          required
          size="lg"
          value={minutes}
          onChange={(event) => setMinutes(event.currentTarget.value)}
        />
        <SelectField
          label={t`Seating`}
          value={seating}
          options={TOURNAMENT_SEATINGS.map((value) => ({ value, label: seatingMethodWords(value) }))}
          onChange={(value) => setSeating(value as CreateTournamentBody['seating'])}
        />
        <SelectField
          label={t`Winds`}
          value={winds}
          options={TOURNAMENT_WINDS.map((value) => ({
            value,
            label: value === 'random' ? t`Drawn at random` : t`Balanced (the wind played least)`,
          }))}
          onChange={(value) => setWinds(value as 'random' | 'balanced')}
        />
        <FormField
          name="startsAt"
          label={t`Starts at`}
          type="datetime-local"
          size="lg"
          value={startsAt}
          onChange={(event) => setStartsAt(event.currentTarget.value)}
        />
      </SimpleGrid>
      <RulesPicker
        key={variant}
        variant={variant}
        label={t`Rule set`}
        value={rules}
        onChange={setRules}
        defaultRules={clubDefault.data}
        defaultLabel={t`The club's default: ${defaultName}`}
        mayAdjust
      />
      <Checkbox.Root
        checked={countsForRating}
        onCheckedChange={(details) => setCountsForRating(details.checked === true)}
        minH="11"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          <Trans>The games count for the club's ratings</Trans>
        </Checkbox.Label>
      </Checkbox.Root>
      <Button type="submit" colorPalette="brand" minH="11" alignSelf="start" loading={create.isPending}>
        <Trans>Create the tournament</Trans>
      </Button>
    </Stack>
  );
}
