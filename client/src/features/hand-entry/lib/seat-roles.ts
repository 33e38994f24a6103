import { t } from '@lingui/core/macro';
import type { Variant } from '@mahjong/shared';
import type { HandDraft } from './hand-draft.ts';

/**
 * What a seat is on the hand being entered, as shown on it: winner, who dealt in, pao, tenpai, chombo (Hong
 * Kong has its own words for winning and dealing in: zh-Hant 食糊, 出銃).
 */
export function rolesOf(variant: Variant, draft: HandDraft, seat: number): string[] {
  const hk = variant === 'hk';
  const roles: string[] = [];
  const several = draft.transactions.length > 1 && draft.result === 'RON';
  const dealtIn = hk ? t({ message: 'Dealt in', context: 'hk' }) : t`Dealt in`;
  draft.transactions.forEach((transaction, index) => {
    const which = index + 1;
    if (transaction.winner === seat) {
      if (draft.result === 'NAGASHI') roles.push(t`Nagashi`);
      else if (hk) {
        roles.push(
          several
            ? t({ message: `Winner ${which}`, context: 'hk' })
            : t({ message: 'Winner', context: 'hk' }),
        );
      } else roles.push(several ? t`Winner ${which}` : t`Winner`);
    }
    if (transaction.loser === seat && draft.result === 'CHOMBO') roles.push(t`Chombo`);
    else if (transaction.loser === seat && !roles.includes(dealtIn)) roles.push(dealtIn);
    if (transaction.pao === seat) roles.push(t`Pao`);
  });
  if ((draft.result === 'DECK_OUT' || draft.result === 'NAGASHI') && draft.tenpais.includes(seat)) {
    roles.push(t`Tenpai`);
  }
  return roles;
}
