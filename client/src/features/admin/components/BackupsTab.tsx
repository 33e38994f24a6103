import { Button, DataList, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { BackupsStatus } from '@mahjong/shared';
import { formatDateTime } from '../../../lib/format.ts';
import { LATEST_BACKUP_URL, useBackups, useWriteBackup } from '../api/backups.ts';
import { ListState } from './ListState.tsx';

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function formatEvery(minutes: number): string {
  if (minutes % 1440 === 0) return minutes === 1440 ? 'every day' : `every ${minutes / 1440} days`;
  if (minutes % 60 === 0) return minutes === 60 ? 'every hour' : `every ${minutes / 60} hours`;
  return `every ${minutes} minutes`;
}

function scheduleText({ schedule }: BackupsStatus): string {
  if (!schedule) return 'Not scheduled: the server writes one when asked here (or set BACKUP_INTERVAL).';
  return `The server writes one ${formatEvery(schedule.everyMinutes)} and keeps the newest ${schedule.keep}.`;
}

/** The newest backup of the club's records: when, how big, a copy to download, and one made now. */
export function BackupsTab() {
  const backups = useBackups();
  const writing = useWriteBackup();
  return (
    <Stack gap="5" maxW="2xl">
      <ListState query={backups} isEmpty={() => false} empty="">
        {(status) => (
          <Stack gap="4">
            <DataList.Root orientation="horizontal">
              <DataList.Item>
                <DataList.ItemLabel>Last backup</DataList.ItemLabel>
                <DataList.ItemValue>
                  {status.latest ? formatDateTime(status.latest.takenAt) : 'None yet'}
                </DataList.ItemValue>
              </DataList.Item>
              {status.latest && (
                <DataList.Item>
                  <DataList.ItemLabel>Size</DataList.ItemLabel>
                  <DataList.ItemValue>{formatSize(status.latest.size)}</DataList.ItemValue>
                </DataList.Item>
              )}
              <DataList.Item>
                <DataList.ItemLabel>Kept</DataList.ItemLabel>
                <DataList.ItemValue>{status.count}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            <Text color="fg.muted">{scheduleText(status)}</Text>
            <HStack gap="3" wrap="wrap">
              <Button colorPalette="brand" loading={writing.isPending} onClick={() => writing.mutate()}>
                Back up now
              </Button>
              {status.latest && (
                <Button asChild variant="outline">
                  <Link href={LATEST_BACKUP_URL} download={status.latest.name}>
                    Download latest
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
