import type { LoginBody, Player } from '@mahjong/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSignedIn } from '../hooks/use-signed-in.ts';

/** `POST /api/login` */
export function login(body: LoginBody): Promise<Player> {
  return api<Player>('/login', { method: 'POST', body });
}

/** Logs in; on success the player is current and the app goes back where they came from (or home). */
export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({ mutationFn: login, onSuccess: signedIn });
}
