import type { Player, RegisterBody } from '@mahjong/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSignedIn } from '../hooks/use-signed-in.ts';

/** `POST /api/register` — the new account is logged in at once. */
export function register(body: RegisterBody): Promise<Player> {
  return api<Player>('/register', { method: 'POST', body });
}

/** Registers; the new member is current and goes back where they came from, welcomed as new. */
export function useRegister() {
  const signedIn = useSignedIn({ newMember: true });
  return useMutation({ mutationFn: register, onSuccess: signedIn });
}
