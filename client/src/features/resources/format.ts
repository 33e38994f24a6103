import { t } from '@lingui/core/macro';
import { formatScore } from '../../lib/format.ts';
import type { RiichiPayment } from './scoring-tables.ts';

/** "300 / 500" (non-dealers / dealer) for a non-dealer's tsumo, "500 all" for the dealer's. */
export function formatTsumo(dealerWins: boolean, tsumo: NonNullable<RiichiPayment['tsumo']>): string {
  const each = formatScore(tsumo.fromNonDealer);
  return dealerWins
    ? t({ message: `${each} all`, comment: "A dealer's tsumo: what each of the three others pays" })
    : `${each} / ${formatScore(tsumo.fromDealer)}`;
}
