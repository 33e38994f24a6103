import { api } from '../../../lib/api.ts';

/** `POST /api/logout` — ends the session on the server. The hook is `useLogout` (hooks/use-logout.ts). */
export function logout(): Promise<void> {
  return api<void>('/logout', { method: 'POST' });
}
