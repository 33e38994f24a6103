import type { Ruleset, Variant } from '@mahjong/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clubDefaultRulesKey } from '../../../api/rulesets.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** `PUT /api/rulesets/default/{variant}`: new games of the variant take this preset; stored games keep theirs. */
export function saveDefaultRules(variant: Variant, ruleset: string): Promise<Ruleset> {
  return api<Ruleset>(`/rulesets/default/${variant}`, { method: 'PUT', body: { ruleset } });
}

export function useSaveDefaultRules(variant: Variant) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleset: string) => saveDefaultRules(variant, ruleset),
    onSuccess: (rules) => {
      queryClient.setQueryData(clubDefaultRulesKey(variant), rules);
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
