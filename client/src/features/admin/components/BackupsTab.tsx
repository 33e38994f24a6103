import { Button, DataList, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BackupsStatus } from '@mahjong/shared';
import { formatDateTime } from '../../../lib/format.ts';
import { LATEST_BACKUP_URL, useBackups, useWriteBackup } from '../api/backups.ts';
import { ListState } from './ListState.tsx';

/** `5.5 MB`, `320.0 KB`, as the reader's language writes sizes. */
function formatSize(bytes: number, locale: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / 1024 / 1024 : bytes / 1024);
}

/** The newest backup of the club's records: when, how big, a copy to download, and one made now. */
export function BackupsTab() {
  const { t, i18n } = useLingui();
  const scheduleText = ({ schedule }: BackupsStatus): string => {
    if (!schedule) return t`Not scheduled: the server writes one when asked here (or set BACKUP_INTERVAL).`;
    const keep = schedule.keep;
    const minutes = schedule.everyMinutes;
    if (minutes % 1440 === 0) {
      const days = minutes / 1440;
      return t`The server writes one ${plural(days, { one: 'every day', other: 'every # days' })} and keeps the newest ${keep}.`;
    }
    if (minutes % 60 === 0) {
      const hours = minutes / 60;
      return t`The server writes one ${plural(hours, { one: 'every hour', other: 'every # hours' })} and keeps the newest ${keep}.`;
    }
    return t`The server writes one ${plural(minutes, { one: 'every minute', other: 'every # minutes' })} and keeps the newest ${keep}.`;
  };
  const backups = useBackups();
  const writing = useWriteBackup();
  return (
    <Stack gap="5" maxW="2xl">
      <ListState query={backups} isEmpty={() => false} empty="">
        {(status) => (
          <Stack gap="4">
            <DataList.Root orientation="horizontal">
              <DataList.Item>
                <DataList.ItemLabel>
                  <Trans>Last backup</Trans>
                </DataList.ItemLabel>
                <DataList.ItemValue>
                  {status.latest ? formatDateTime(status.latest.takenAt) : t`None yet`}
                </DataList.ItemValue>
              </DataList.Item>
              {status.latest && (
                <DataList.Item>
                  <DataList.ItemLabel>
                    <Trans>Size</Trans>
                  </DataList.ItemLabel>
                  <DataList.ItemValue>{formatSize(status.latest.size, i18n.locale)}</DataList.ItemValue>
                </DataList.Item>
              )}
              <DataList.Item>
                <DataList.ItemLabel>
                  <Trans>Kept</Trans>
                </DataList.ItemLabel>
                <DataList.ItemValue>{status.count}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            <Text color="fg.muted">{scheduleText(status)}</Text>
            <HStack gap="3" wrap="wrap">
              <Button colorPalette="brand" loading={writing.isPending} onClick={() => writing.mutate()}>
                <Trans>Back up now</Trans>
              </Button>
              {status.latest && (
                <Button asChild variant="outline">
                  <Link href={LATEST_BACKUP_URL} download={status.latest.name}>
                    <Trans>Download latest</Trans>
                  </Link>
                </Button>
              )}
            </HStack>
          </Stack>
        )}
      </ListState>
      {writing.isError && (
        <Text color="fg.error" role="alert">
          {writing.error.message}
        </Text>
      )}
    </Stack>
  );
}
