import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SEASON_TYPES, type Season, type SeasonType } from '@mahjong/shared';
import { type FormEvent, useId, useState } from 'react';
import { seasonTypeLabel } from '../../../lib/labels.ts';
import { type SeasonFields, useSaveSeason } from '../api/save-season.ts';

const emptySeason: SeasonFields = { name: '', startDate: '', endDate: '', type: 'ranked', league: null };

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
        },
      },
      {
        onSuccess: () => {
          setFields(emptySeason);
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
