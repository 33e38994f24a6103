import type { RequestPasswordResetBody } from '@mahjong/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** `POST /api/request-password-reset` — always accepted, whether or not the account exists. */
export function requestPasswordReset(body: RequestPasswordResetBody): Promise<void> {
  return api<void>('/request-password-reset', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
