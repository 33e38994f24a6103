import type { Player } from '@mahjong/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { currentPlayerKey } from '../../../api/current-player.ts';
import { useColorMode } from '../../../components/ui/color-mode.tsx';

/** After a login or registration: the player becomes current, their saved colour mode applies, and home it is. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { setColorMode } = useColorMode();
  return useCallback(
    (player: Player) => {
      queryClient.setQueryData(currentPlayerKey, player);
      if (player.settings.colorMode) setColorMode(player.settings.colorMode);
      navigate('/');
    },
    [queryClient, navigate, setColorMode],
  );
}
