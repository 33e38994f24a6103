import { Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminPlayer, AdminPlayerPatch } from '@mahjong/shared';
import { useState } from 'react';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { TablePagination } from '../../../components/TablePagination.tsx';
import { formatDate } from '../../../lib/format.ts';
import { gameKindLabel } from '../../../lib/labels.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { usePages } from '../../../lib/use-pages.ts';
import { useAdminPlayers } from '../api/admin-players.ts';
import { useDeletePlayer } from '../api/delete-player.ts';
import { useIssueResetLink } from '../api/reset-link.ts';
import { useUpdatePlayerFlags } from '../api/update-player-flags.ts';
import { ListState } from './ListState.tsx';
import { PlayerFlagSwitch } from './PlayerFlagSwitch.tsx';
import { ResetLinkDialog } from './ResetLinkDialog.tsx';

const FLAGS: ReadonlyArray<keyof AdminPlayerPatch> = ['japaneseQualified', 'hongKongQualified', 'admin'];

/** Accounts: search, ranked qualifications, admin rights, reset links and removal. */
export function PlayersTab() {
  const { t } = useLingui();
  const flagLabels: Record<keyof AdminPlayerPatch, string> = {
    japaneseQualified: gameKindLabel('jp', 'RANKED'),
    hongKongQualified: gameKindLabel('hk', 'RANKED'),
    admin: t({ message: 'Admin', context: 'the admin flag' }),
  };
  const [search, setSearch] = useState('');
  const pages = usePages();
  const settledSearch = useDebouncedValue(search.trim(), 300);
  const players = useAdminPlayers({
    search: settledSearch,
    page: pages.pageIndex + 1,
    pageSize: pages.pageSize,
  });
  const { player: me } = useCurrentPlayer();
  const updateFlags = useUpdatePlayerFlags();
  const issueLink = useIssueResetLink();
  const removal = useDeletePlayer();
  const [resetFor, setResetFor] = useState<AdminPlayer | null>(null);
  const [deleting, setDeleting] = useState<AdminPlayer | null>(null);

  const changeFlag = (player: AdminPlayer, key: keyof AdminPlayerPatch, value: boolean) =>
    updateFlags.mutate({ id: player.id, patch: { [key]: value } });
  const openResetLink = (player: AdminPlayer) => {
    setResetFor(player);
    issueLink.mutate(player.id);
  };
  const closeResetLink = () => {
    setResetFor(null);
    issueLink.reset();
  };
  const closeDelete = () => {
    setDeleting(null);
    removal.reset();
  };

  const deletingName = deleting?.username ?? '';
  return (
    <Stack gap="4">
      <Field.Root maxW="sm">
        <Field.Label>
          <Trans>Search players</Trans>
        </Field.Label>
        <Input
          type="search"
          placeholder={t`Username`}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            pages.onPageChange(0);
          }}
        />
      </Field.Root>
      {updateFlags.isError && (
        <Text color="fg.error" role="alert">
          {updateFlags.error.message}
        </Text>
      )}
      <ListState query={players} isEmpty={(data) => data.items.length === 0} empty={t`No players match.`}>
        {(data) => (
          <>
            <Table.ScrollArea borderWidth="1px" borderRadius="md">
              <Table.Root size="sm" variant="line">
                <Table.Caption srOnly>
                  <Trans>Players</Trans>
                </Table.Caption>
                <Table.Header>
                  <Table.Row bg="bg.muted">
                    <Table.ColumnHeader scope="col">
                      <Trans>Username</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader scope="col">
                      <Trans>Joined</Trans>
                    </Table.ColumnHeader>
                    {FLAGS.map((flag) => (
                      <Table.ColumnHeader key={flag} scope="col" textAlign="center">
                        {flagLabels[flag]}
                      </Table.ColumnHeader>
                    ))}
                    <Table.ColumnHeader scope="col" textAlign="end">
                      <Trans>Actions</Trans>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.items.map((player) => (
                    <Table.Row key={player.id}>
                      <Table.Cell as="th" scope="row" fontWeight="medium">
                        {player.username}
                        {player.id === me?.id && (
                          <Text as="span" color="fg.muted" fontWeight="normal">
                            {' '}
                            {t`(you)`}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell color="fg.muted" whiteSpace="nowrap">
                        {formatDate(player.createdAt)}
                      </Table.Cell>
                      {FLAGS.map((flag) => (
                        <Table.Cell key={flag} textAlign="center">
                          <PlayerFlagSwitch
                            label={flagLabels[flag]}
                            username={player.username}
                            checked={player[flag]}
                            disabled={
                              (updateFlags.isPending && updateFlags.variables?.id === player.id) ||
                              // The server refuses it too: another admin has to take admin rights away.
                              (flag === 'admin' && player.id === me?.id)
                            }
                            onChange={(value) => changeFlag(player, flag, value)}
                          />
                        </Table.Cell>
                      ))}
                      <Table.Cell textAlign="end">
                        <HStack gap="2" justify="flex-end">
                          <Button size="xs" variant="outline" onClick={() => openResetLink(player)}>
                            <Trans>Reset link</Trans>
                          </Button>
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            disabled={player.id === me?.id}
                            title={
                              player.id === me?.id
                                ? t`You cannot delete your own account: ask another admin.`
                                : undefined
                            }
                            onClick={() => setDeleting(player)}
                          >
                            <Trans>Delete</Trans>
                          </Button>
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            <TablePagination {...pages} total={data.total} />
          </>
        )}
      </ListState>
      <ResetLinkDialog
        player={resetFor}
        pending={issueLink.isPending}
        error={issueLink.error?.message ?? null}
        url={issueLink.data?.url ?? null}
        onClose={closeResetLink}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete ${deletingName}?`}
        message={t`The account is removed and its username becomes free. Its games stay, shown under a placeholder name. This cannot be undone.`}
        confirmLabel={t`Delete account`}
        pending={removal.isPending}
        error={removal.error?.message ?? null}
        onConfirm={() => deleting && removal.mutate(deleting.id, { onSuccess: closeDelete })}
        onClose={closeDelete}
      />
    </Stack>
  );
}
