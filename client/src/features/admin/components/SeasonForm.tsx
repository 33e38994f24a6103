import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SEASON_TYPES, type Season, type SeasonType, VARIANTS, type Variant } from '@mahjong/shared';
import { type FormEvent, useId, useState } from 'react';
import { useClubDefaultRules } from '../../../api/rulesets.ts';
import { NO_PICK, type RulesPick, RulesPicker } from '../../../components/rules/RulesPicker.tsx';
import { rulesetName } from '../../../lib/i18n/ruleset-words.ts';
import { seasonTypeLabel, variantLabel } from '../../../lib/labels.ts';
import { type SeasonFields, useSaveSeason } from '../api/save-season.ts';

const emptySeason: SeasonFields = { name: '', startDate: '', endDate: '', type: 'ranked', league: null };

type SeasonPicks = Record<Variant, RulesPick>;

/** A season's stored rule set as the form picks it: its preset, and the switches changed on top. */
function pickOf(rules: Season['rules'][Variant] | undefined): RulesPick {
  if (!rules) return NO_PICK;
  const values = rules as unknown as Record<string, unknown>;
  return { ruleset: rules.id, rules: Object.fromEntries(rules.changed.map((key) => [key, values[key]])) };
}

const choiceOf = (pick: RulesPick) =>
  pick.ruleset === ''
    ? null
    : { ruleset: pick.ruleset, ...(Object.keys(pick.rules).length > 0 ? { rules: pick.rules } : {}) };

/** The rules a season's games of one variant take: the club's default, or a preset with any switch changed. */
function SeasonRules({
  variant,
  value,
  onChange,
}: {
  variant: Variant;
  value: RulesPick;
  onChange: (pick: RulesPick) => void;
}) {
  const { t } = useLingui();
  const clubDefault = useClubDefaultRules(variant);
  const kind = variantLabel(variant);
  const defaultName = clubDefault.data ? rulesetName(clubDefault.data) : '';
  return (
    <RulesPicker
      variant={variant}
      label={t`Rules for ${kind} games`}
      value={value}
      onChange={onChange}
      defaultRules={clubDefault.data}
      defaultLabel={t`The club's default: ${defaultName}`}
      mayAdjust
    />
  );
}

/** Creates a season, or edits `season` when given. Dates are inclusive. */
export function SeasonForm({ season, onDone }: { season: Season | null; onDone: () => void }) {
  const { t } = useLingui();
  const name = season?.name ?? '';
  const [fields, setFields] = useState<SeasonFields>(
    season
      ? {
          name: season.name,
          startDate: season.startDate.slice(0, 10),
          endDate: season.endDate.slice(0, 10),
          type: season.type,
          league: season.league,
        }
      : emptySeason,
  );
  const [picks, setPicks] = useState<SeasonPicks>({
    jp: pickOf(season?.rules?.jp),
    hk: pickOf(season?.rules?.hk),
  });
  const save = useSaveSeason();
  const headingId = useId();
  const datesBackwards =
    fields.startDate !== '' && fields.endDate !== '' && fields.endDate < fields.startDate;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (datesBackwards) return;
    save.mutate(
      {
        id: season?.id ?? null,
        fields: {
          ...fields,
          name: fields.name.trim(),
          league: fields.type === 'league' ? (fields.league ?? '').trim() : null,
          rules: { jp: choiceOf(picks.jp), hk: choiceOf(picks.hk) },
        },
      },
      {
        onSuccess: () => {
          setFields(emptySeason);
          setPicks({ jp: NO_PICK, hk: NO_PICK });
          onDone();
        },
      },
    );
  };
  const set =
    (key: 'name' | 'startDate' | 'endDate' | 'league') => (event: { currentTarget: { value: string } }) => {
      // Read now: React clears currentTarget once the handler returns, before the updater runs.
      const value = event.currentTarget.value;
      setFields((current) => ({ ...current, [key]: value }));
    };

  return (
    <Stack
      as="form"
      onSubmit={submit}
      aria-labelledby={headingId}
      gap="4"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      bg="bg.subtle"
    >
      <Text id={headingId} fontWeight="semibold">
        {season ? t`Edit ${name}` : t`New season`}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Field.Root required>
          <Field.Label>
            <Trans>Name</Trans> <Field.RequiredIndicator />
          </Field.Label>
          <Input value={fields.name} onChange={set('name')} maxLength={100} placeholder={t`Autumn 2026`} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>
            <Trans>Start date</Trans> <Field.RequiredIndicator />
          </Field.Label>
          <Input type="date" value={fields.startDate} onChange={set('startDate')} />
        </Field.Root>
        <Field.Root required invalid={datesBackwards}>
          <Field.Label>
            <Trans>End date</Trans> <Field.RequiredIndicator />
          </Field.Label>
          <Input type="date" value={fields.endDate} onChange={set('endDate')} />
          <Field.ErrorText>
            <Trans>The end date must be on or after the start date.</Trans>
          </Field.ErrorText>
        </Field.Root>
        <Field.Root required>
          <Field.Label>
            <Trans context="season type">Type</Trans> <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={fields.type}
              onChange={(event) => {
                const type = event.currentTarget.value as SeasonType;
                setFields((current) => ({ ...current, type }));
              }}
            >
              {SEASON_TYPES.map((type) => (
                <option key={type} value={type}>
                  {seasonTypeLabel(type)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>
            <Trans>
              Seasons of one type cannot overlap; a ranked, a casual season and leagues can run at once.
            </Trans>
          </Field.HelperText>
        </Field.Root>
        {fields.type === 'league' ? (
          <Field.Root required>
            <Field.Label>
              <Trans>League</Trans> <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={fields.league ?? ''}
              onChange={set('league')}
              maxLength={100}
              placeholder={t`Spring league`}
            />
          </Field.Root>
        ) : null}
      </SimpleGrid>
      <Text color="fg.muted" fontSize="sm">
        <Trans>The season's games are played under these rules unless their recorder chooses others.</Trans>
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {VARIANTS.map((variant) => (
          <SeasonRules
            key={variant}
            variant={variant}
            value={picks[variant]}
            onChange={(pick) => setPicks((current) => ({ ...current, [variant]: pick }))}
          />
        ))}
      </SimpleGrid>
      {save.isError && (
        <Text color="fg.error" role="alert">
          {save.error.message}
        </Text>
      )}
      <HStack gap="3">
        <Button type="submit" colorPalette="brand" loading={save.isPending}>
          {season ? t`Save season` : t`Add season`}
        </Button>
        {season && (
          <Button variant="outline" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
