import { Button, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminChombo } from '@mahjong/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useRemoveChombo } from '../../../api/remove-chombo.ts';
import { RemoveChomboDialog } from '../../../components/RemoveChomboDialog.tsx';
import { TablePagination } from '../../../components/TablePagination.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { gameKindLabel } from '../../../lib/labels.ts';
import { usePages } from '../../../lib/use-pages.ts';
import { useAdminChombos } from '../api/admin-chombos.ts';
import { ListState } from './ListState.tsx';

/** Every chombo of the club, newest first, each removable with a reason. */
export function RecentChombos() {
  const { t } = useLingui();
  const gameLabel = (chombo: AdminChombo) => {
    const kind = gameKindLabel(chombo.game.variant, chombo.game.type);
    const id = chombo.game.id;
    return t`${kind} game #${id}`;
  };
  const removeLabel = (chombo: AdminChombo) => {
    const username = chombo.player.username;
    const id = chombo.game.id;
    return t`Remove the chombo against ${username} in game #${id}`;
  };
  const pages = usePages();
  const chombos = useAdminChombos(pages.pageIndex + 1, pages.pageSize);
  const removal = useRemoveChombo();
  const [removing, setRemoving] = useState<AdminChombo | null>(null);
  const close = () => {
    setRemoving(null);
    removal.reset();
  };
  return (
    <Stack gap="2">
      <ListState query={chombos} isEmpty={(page) => page.items.length === 0} empty={t`No chombos yet.`}>
        {(page) => (
          <>
            <Table.ScrollArea
              borderWidth="1px"
              borderRadius="md"
              tabIndex={0}
              role="region"
              aria-label={t`Chombos table`}
              focusVisibleRing="outside"
            >
              <Table.Root size="sm" variant="line">
                <Table.Caption srOnly>
                  <Trans>Chombos, newest first</Trans>
                </Table.Caption>
                <Table.Header>
                  <Table.Row bg="bg.muted">
                    <Table.ColumnHeader scope="col">
                      <Trans>When</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader scope="col">
                      <Trans>Player</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader scope="col">
                      <Trans>Game</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader scope="col">
                      <Trans>Reason</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader scope="col">
                      <Trans>Recorded by</Trans>
                    </Table.ColumnHeader>
                    <Table.ColumnHeader scope="col" textAlign="end">
                      <Trans>Actions</Trans>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {page.items.map((chombo) => (
                    <Table.Row key={chombo.id} verticalAlign="top">
                      <Table.Cell whiteSpace="nowrap" color="fg.muted">
                        {formatDateTime(chombo.createdAt)}
                      </Table.Cell>
                      <Table.Cell as="th" scope="row" fontWeight="medium">
                        {chombo.player.username}
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        <Link asChild color="brand.fg">
                          <RouterLink to={`/games/${chombo.game.variant}/${chombo.game.id}`}>
                            {gameLabel(chombo)}
                          </RouterLink>
                        </Link>
                      </Table.Cell>
                      <Table.Cell whiteSpace="normal">{chombo.reason}</Table.Cell>
                      <Table.Cell>
                        {chombo.recordedBy?.username ?? (
                          <Text as="span" color="fg.muted">
                            <Trans>deleted account</Trans>
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={removeLabel(chombo)}
                          onClick={() => setRemoving(chombo)}
                        >
                          <Trans>Remove</Trans>
                        </Button>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            <TablePagination {...pages} total={page.total} />
          </>
        )}
      </ListState>
      <RemoveChomboDialog
        key={removing?.id ?? 'none'}
        chombo={
          removing && {
            username: removing.player.username,
            reason: removing.reason,
            gameLabel: gameLabel(removing),
          }
        }
        pending={removal.isPending}
        error={removal.error?.message ?? null}
        onRemove={(reason) =>
          removing &&
          removal.mutate(
            { variant: removing.game.variant, gameId: removing.game.id, chomboId: removing.id, reason },
            { onSuccess: close },
          )
        }
        onClose={close}
      />
    </Stack>
  );
}
