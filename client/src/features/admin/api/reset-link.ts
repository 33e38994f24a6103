import type { ResetLink } from '@mahjong/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** `POST /api/admin/players/{id}/reset-link`: a one-hour link for the admin to hand over. */
export function issueResetLink(id: number): Promise<ResetLink> {
  return api<ResetLink>(`/admin/players/${id}/reset-link`, { method: 'POST' });
}

export function useIssueResetLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueResetLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
  });
}
