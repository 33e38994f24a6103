import type { Ruleset, Variant } from '@mahjong/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

export interface RulesetPreset {
  id: string;
  variant: Variant;
  name: string;
  rules: Ruleset;
}

export function fetchRulesetPresets(): Promise<RulesetPreset[]> {
  return api<RulesetPreset[]>('/rulesets');
}

export function fetchClubDefaultRules(variant: Variant): Promise<Ruleset> {
  return api<Ruleset>(`/rulesets/default/${variant}`);
}

/**
 * The presets a new game of `variant` can be played under, or of both variants without one (they
 * change only with a new server).
 */
export function useRulesetPresets(variant?: Variant) {
  return useQuery({
    queryKey: ['rulesets'],
    queryFn: fetchRulesetPresets,
    staleTime: Number.POSITIVE_INFINITY,
    select: (presets) => presets.filter((preset) => variant === undefined || preset.variant === variant),
  });
}

export const clubDefaultRulesKey = (variant: Variant) => ['rulesets', 'default', variant] as const;

/** The rule set a new game takes when its creator names none: the club's default (an admin's setting). */
export function useClubDefaultRules(variant: Variant) {
  return useQuery({
    queryKey: clubDefaultRulesKey(variant),
    queryFn: () => fetchClubDefaultRules(variant),
  });
}
