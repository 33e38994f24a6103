import { Code, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '@mahjong/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TablePagination } from '../../../components/TablePagination.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { usePages } from '../../../lib/use-pages.ts';
import { type AuditFilter, useAuditLog } from '../api/audit-log.ts';
import { actionLabel, subjectLabel } from '../audit-change.ts';
import { describeChange } from '../audit-sentences.ts';
import { AuditFilters } from './AuditFilters.tsx';
import { ListState } from './ListState.tsx';

/** Who changed what, and when: newest first; the whole log, or about one game or one person. */
export function AuditTab() {
  const { t } = useLingui();
  const pages = usePages();
  const [filter, setFilter] = useState<AuditFilter>({ game: null, player: null });
  const audit = useAuditLog(pages.pageIndex + 1, pages.pageSize, filter);
  const filtered = filter.game !== null || filter.player !== null;
  return (
    <Stack gap="4">
      <AuditFilters
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          pages.onPageChange(0);
        }}
      />
      <AuditEntries
        audit={audit}
        pages={pages}
        empty={filtered ? t`Nothing matches.` : t`Nothing has been changed yet.`}
      />
    </Stack>
  );
}

function AuditEntries({
  audit,
  pages,
  empty,
}: {
  audit: ReturnType<typeof useAuditLog>;
  pages: ReturnType<typeof usePages>;
  empty: string;
}) {
  const { t } = useLingui();
  return (
    <ListState query={audit} isEmpty={(page) => page.items.length === 0} empty={empty}>
      {(page) => (
        <Stack gap="2">
          <Table.ScrollArea
            borderWidth="1px"
            borderRadius="md"
            tabIndex={0}
            role="region"
            aria-label={t`Audit log table`}
            focusVisibleRing="outside"
          >
            <Table.Root size="sm" variant="line">
              <Table.Caption srOnly>
                <Trans>Audit log</Trans>
              </Table.Caption>
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader scope="col">
                    <Trans>When</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans>Who</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans>Action</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans>Changed</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans>What changed</Trans>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {page.items.map((entry) => {
                  const address = entry.clientAddress;
                  return (
                    <Table.Row key={entry.id} verticalAlign="top">
                      <Table.Cell whiteSpace="nowrap" color="fg.muted">
                        {formatDateTime(entry.createdAt)}
                      </Table.Cell>
                      <Table.Cell>
                        {entry.actorUsername ?? (
                          <Text as="span" color="fg.muted">
                            {entry.actorId === null ? t`the system` : t`deleted account`}
                          </Text>
                        )}
                        {entry.clientAddress !== null && (
                          <Text fontSize="xs" color="fg.muted">
                            {t`from ${address}`}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell>
                        <Text>{actionLabel(entry.action)}</Text>
                        <Code size="sm" color="fg.muted">
                          {entry.action}
                        </Code>
                      </Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        <Subject entry={entry} />
                      </Table.Cell>
                      <Table.Cell>
                        <Change entry={entry} />
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <TablePagination {...pages} total={page.total} />
        </Stack>
      )}
    </ListState>
  );
}

/** What the entry is about; a game that still exists links to its page. */
function Subject({ entry }: { entry: AuditEntry }) {
  const label = subjectLabel(entry);
  if (!entry.game) return label;
  return (
    <Link asChild color="brand.fg">
      <RouterLink to={`/games/${entry.game.variant}/${entry.game.id}`}>{label}</RouterLink>
    </Link>
  );
}

/** What changed, in sentences told from the entry's data: "Made an admin.", "Removed the chombo against bob." */
function Change({ entry }: { entry: AuditEntry }) {
  const sentences = describeChange(entry);
  if (sentences.length === 0)
    return (
      <Text color="fg.muted">
        <Trans>no change</Trans>
      </Text>
    );
  return (
    <Stack gap="0.5" fontSize="sm" maxW="lg" whiteSpace="normal">
      {sentences.map((sentence, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sentences are derived, never reordered
        <Text key={index}>{sentence}</Text>
      ))}
    </Stack>
  );
}
