import { Button, HStack, Stack, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Season, VARIANTS } from '@mahjong/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { formatDate } from '../../../lib/format.ts';
import { rulesetName } from '../../../lib/i18n/ruleset-words.ts';
import { seasonKindLabel, variantLabel } from '../../../lib/labels.ts';
import { useAdminSeasons } from '../api/admin-seasons.ts';
import { useDeleteSeason } from '../api/delete-season.ts';
import { ListState } from './ListState.tsx';
import { SeasonForm } from './SeasonForm.tsx';

/** The rule sets a season names for its games, or the club's default when it names none. */
function seasonRulesWords(season: Season, clubDefault: string): string {
  const named = VARIANTS.flatMap((variant) => {
    const rules = season.rules?.[variant];
    if (!rules) return [];
    const kind = variantLabel(variant);
    const name = rulesetName(rules);
    return [`${kind}: ${name}`];
  });
  return named.length > 0 ? named.join(' · ') : clubDefault;
}

/**
 * Seasons split the leaderboards by date and type (ranked, casual, leagues); a game belongs to the
 * season chosen when it started, by default the one of its type running that day.
 */
export function SeasonsTab() {
  const { t } = useLingui();
  const seasons = useAdminSeasons();
  const removal = useDeleteSeason();
  const [editing, setEditing] = useState<Season | null>(null);
  const [deleting, setDeleting] = useState<Season | null>(null);
  const closeDelete = () => {
    setDeleting(null);
    removal.reset();
  };

  const deletingName = deleting?.name ?? '';
  return (
    <Stack gap="6">
      <ListState
        query={seasons}
        isEmpty={(list) => list.length === 0}
        empty={t`No seasons yet: add the first below.`}
      >
        {(list) => (
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" variant="line">
              <Table.Caption srOnly>
                <Trans>Seasons</Trans>
              </Table.Caption>
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader scope="col">
                    <Trans>Name</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans context="season type">Type</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans>Rules</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans>Starts</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans>Ends</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col" textAlign="end">
                    <Trans>Actions</Trans>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.map((season) => {
                  const name = season.name;
                  return (
                    <Table.Row key={season.id}>
                      <Table.Cell as="th" scope="row" fontWeight="medium">
                        {season.name}
                      </Table.Cell>
                      <Table.Cell>{seasonKindLabel(season)}</Table.Cell>
                      <Table.Cell>{seasonRulesWords(season, t`The club's default`)}</Table.Cell>
                      <Table.Cell>{formatDate(season.startDate)}</Table.Cell>
                      <Table.Cell>{formatDate(season.endDate)}</Table.Cell>
                      <Table.Cell textAlign="end">
                        <HStack gap="2" justify="flex-end">
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() => setEditing(season)}
                            aria-label={t`Edit ${name}`}
                          >
                            <Trans>Edit</Trans>
                          </Button>
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            onClick={() => setDeleting(season)}
                            aria-label={t`Delete ${name}`}
                          >
                            <Trans>Delete</Trans>
                          </Button>
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </ListState>
      {/* A new key starts the form afresh for each season edited. */}
      <SeasonForm key={editing?.id ?? 'new'} season={editing} onDone={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete ${deletingName}?`}
        message={t`The season is removed from the leaderboards' season choices. Recorded games are kept.`}
        confirmLabel={t`Delete season`}
        pending={removal.isPending}
        error={removal.error?.message ?? null}
        onConfirm={() => deleting && removal.mutate(deleting.id, { onSuccess: closeDelete })}
        onClose={closeDelete}
      />
    </Stack>
  );
}
