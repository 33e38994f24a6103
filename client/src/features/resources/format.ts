import type { RiichiPayment } from './scoring-tables.ts';

const points = new Intl.NumberFormat('en-GB');

export function formatPoints(value: number): string {
  return points.format(value);
}

/** "300 / 500" (non-dealers / dealer) for a non-dealer's tsumo, "500 all" for the dealer's. */
export function formatTsumo(dealerWins: boolean, tsumo: NonNullable<RiichiPayment['tsumo']>): string {
  return dealerWins
    ? `${formatPoints(tsumo.fromNonDealer)} all`
    : `${formatPoints(tsumo.fromNonDealer)} / ${formatPoints(tsumo.fromDealer)}`;
}
