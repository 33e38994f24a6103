import type { PasswordResetBody } from '@mahjong/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** `POST /api/password-reset` — sets the new password with the link's player id and token. */
export function resetPassword(body: PasswordResetBody): Promise<void> {
  return api<void>('/password-reset', { method: 'POST', body });
}

export function usePasswordReset() {
  return useMutation({ mutationFn: resetPassword });
}
