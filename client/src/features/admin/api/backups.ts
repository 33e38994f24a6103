import type { Backup, BackupsStatus } from '@mahjong/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** Where the newest backup downloads from (a plain link: the browser saves the file). */
export const LATEST_BACKUP_URL = '/api/admin/backups/latest';

/** `GET /api/admin/backups` */
export function fetchBackups(): Promise<BackupsStatus> {
  return api<BackupsStatus>('/admin/backups');
}

export function useBackups() {
  return useQuery({ queryKey: adminKeys.backups, queryFn: fetchBackups });
}

/** `POST /api/admin/backups`: the server writes one now. */
export function writeBackup(): Promise<Backup> {
  return api<Backup>('/admin/backups', { method: 'POST' });
}

export function useWriteBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeBackup,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.backups });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
