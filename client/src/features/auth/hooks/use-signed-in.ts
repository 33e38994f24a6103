import type { Player } from '@mahjong/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { currentPlayerKey } from '../../../api/current-player.ts';
import { useColorMode } from '../../../components/ui/color-mode.tsx';
import { nextPage, type SignedInState } from '../../../lib/next-page.ts';

/**
 * After a login or registration: the player becomes current, their saved colour mode applies, and
 * the page they came from (the address's `next`, such as the check-in page of the venue's QR code)
 * opens, or home.
 */
export function useSignedIn({ newMember = false }: { newMember?: boolean } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { setColorMode } = useColorMode();
  return useCallback(
    (player: Player) => {
      queryClient.setQueryData(currentPlayerKey, player);
      if (player.settings.colorMode) setColorMode(player.settings.colorMode);
      const state: SignedInState = { newMember };
      navigate(nextPage(search), { state });
    },
    [queryClient, navigate, setColorMode, search, newMember],
  );
}
