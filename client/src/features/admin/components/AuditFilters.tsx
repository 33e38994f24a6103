import { Field, HStack, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { NameSelect } from '../../../components/NameSelect.tsx';
import { useAdminPlayers } from '../api/admin-players.ts';
import type { AuditFilter } from '../api/audit-log.ts';

/** The audit log about one game (by its number) or one person (chosen by name), or everything. */
export function AuditFilters({
  filter,
  onChange,
}: {
  filter: AuditFilter;
  onChange: (filter: AuditFilter) => void;
}) {
  const { t } = useLingui();
  const players = useAdminPlayers({ search: '', page: 1, pageSize: 100 });
  const choices = (players.data?.items ?? []).map((player) => ({ value: player.id, name: player.username }));
  return (
    <HStack gap="3" align="end" flexWrap="wrap">
      <Field.Root maxW="40">
        <Field.Label>{t`Game number`}</Field.Label>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          value={filter.game ?? ''}
          onChange={(event) => {
            const game = Number(event.currentTarget.value);
            onChange({ ...filter, game: Number.isSafeInteger(game) && game > 0 ? game : null });
          }}
        />
      </Field.Root>
      <NameSelect
        maxW="60"
        label={t`Person`}
        emptyLabel={t`Everyone`}
        choices={choices}
        value={filter.player}
        onChange={(player) => onChange({ ...filter, player })}
      />
    </HStack>
  );
}
