import { formatScore } from '../../lib/format.ts';
import type { RiichiPayment } from './scoring-tables.ts';

/** "300 / 500" (non-dealers / dealer) for a non-dealer's tsumo, "500 all" for the dealer's. */
export function formatTsumo(dealerWins: boolean, tsumo: NonNullable<RiichiPayment['tsumo']>): string {
  return dealerWins
    ? `${formatScore(tsumo.fromNonDealer)} all`
    : `${formatScore(tsumo.fromNonDealer)} / ${formatScore(tsumo.fromDealer)}`;
}
