import type { Player, RegisterBody } from '@mahjong/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSignedIn } from '../hooks/use-signed-in.ts';

/** `POST /api/register` — the new account is logged in at once. */
export function register(body: RegisterBody): Promise<Player> {
  return api<Player>('/register', { method: 'POST', body });
}

export function useRegister() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: register, onSuccess: signedIn });
}
