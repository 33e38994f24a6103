/** Entering a hand on the game page the way a recorder does at the table: by taps. */
import type { Page } from 'playwright-core';

/** A seat's accessible name is what it shows: "West Dealer Riichi chair Winner". */
export const seatName = (username: string) =>
  new RegExp(`^(East|South|West|North)( Dealer)?( Riichi)? ${username}( |$)`);

/** The first tap: "Ron", "Tsumo", "Deck-out", "Nagashi mangan", "Reshuffle" (Hong Kong: "Win off a discard", "Self-draw"). */
export async function tapResult(page: Page, label: string) {
  await page.getByRole('group', { name: 'Result' }).getByRole('button', { name: label, exact: true }).click();
}

/** A seat of the table, by the player sitting there. */
export async function tapSeat(page: Page, username: string) {
  await page.getByRole('button', { name: seatName(username) }).click();
}

export async function tapRiichi(page: Page, username: string) {
  await page.getByRole('button', { name: `Riichi: ${username}`, exact: true }).click();
}

/** A chip of the "Han", "Fu" or "Points" grid. */
export async function tapChip(page: Page, group: 'Han' | 'Fu' | 'Points', label: string) {
  await page.getByRole('group', { name: group }).getByRole('button', { name: label, exact: true }).click();
}

/** The engine's preview on a seat: "+5,800 → 30,800". */
export async function previewOf(page: Page, seat: number): Promise<string> {
  return (await page.getByTestId(`preview-seat-${seat}`).textContent()) ?? '';
}

/** Sends the hand and waits until the table has taken it. */
export async function recordHand(page: Page, label: string) {
  await page.getByRole('button', { name: 'Record hand' }).click();
  await page.getByText(`Recorded ${label}.`).waitFor();
}
