/** The game page as the recorder sees it, for tests of the hand entry panel: the server is played by a stub. */
import type { GameView, Player } from '@mahjong/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import GameRoute from '../../app/pages/GameRoute.tsx';
import { player } from '../../test/game-fixtures.ts';
import { renderAt } from '../../test/render.tsx';
import { type ApiCall, stubApi } from '../../test/stub-api.ts';

/** A seat's accessible name is what it shows: "West Dealer Riichi chair Winner". */
const seatName = (username: string) =>
  new RegExp(`^(East|South|West|North)( Dealer)?( Riichi)? ${username}( |$)`);

export const routes = [
  { path: '/games/:variant/:id', element: <GameRoute /> },
  { path: '/games/not-found', element: <h1>Game Not Found</h1> },
];

/** Plays the server: the game, the current player, and `onRecord` for a posted hand (throw: no network). */
export function serve(
  game: GameView,
  me: Player | null,
  onRecord?: (call: ApiCall, state: { game: GameView }) => { status: number; body: unknown },
) {
  const state = { game };
  const calls = stubApi((call) => {
    if (call.path === '/players/current') return me ? { body: me } : { status: 401, body: {} };
    if (call.method === 'GET' && call.path === `/games/${game.variant}/${game.id}`)
      return { body: state.game };
    if (call.method === 'DELETE' && call.path.startsWith(`/games/${game.variant}/${game.id}/rounds/last`)) {
      state.game = { ...game, version: state.game.version + 1 };
      return { body: state.game };
    }
    if (call.method === 'POST' && call.path === `/games/${game.variant}/${game.id}/chombo`) {
      return { status: 201, body: state.game };
    }
    if (call.method === 'POST' && call.path.endsWith('/rounds') && onRecord) {
      const reply = onRecord(call, state);
      if (reply.status === 200) state.game = reply.body as GameView;
      return reply;
    }
    return undefined;
  });
  return { calls, state };
}

/** Taps a large result button ("Ron", "Tsumo", "Deck-out"…). */
export function tapResult(label: string) {
  fireEvent.click(within(screen.getByRole('group', { name: 'Result' })).getByRole('button', { name: label }));
}

/** Taps a seat of the table by the player sitting there. */
export function tapSeat(username: string) {
  fireEvent.click(screen.getByRole('button', { name: seatName(username) }));
}

export function tapRiichi(username: string) {
  fireEvent.click(screen.getByRole('button', { name: `Riichi: ${username}` }));
}

/** Taps a chip of a chip grid ("Han", "Fu", "Points"). */
export function tapChip(group: string, label: string) {
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('button', { name: label }));
}

/** The chips a grid offers, as their labels. */
export function chips(group: string): string[] {
  return within(screen.getByRole('group', { name: group }))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
}

/** The chip of a grid shown pressed, by its label. */
export function pressedChip(group: string): string | null {
  const pressed = within(screen.getByRole('group', { name: group }))
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true');
  return pressed.map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '').at(0) ?? null;
}

export async function openPanel(
  game: GameView,
  me: Player | null = player(),
  onRecord?: Parameters<typeof serve>[2],
) {
  const served = serve(game, me, onRecord);
  renderAt(routes, `/games/${game.variant}/${game.id}`);
  // The first page of a file loads the game page's code: on a busy machine that alone can take seconds.
  await screen.findByRole('heading', { name: /Record/ }, { timeout: 20_000 });
  return served;
}

export const recordButton = () => screen.getByRole('button', { name: 'Record hand' }) as HTMLButtonElement;

/** alice (seat 0, the dealer) rons bob for 3 han 30 fu: five taps, the sixth records it. */
export function enterDealerRon() {
  tapResult('Ron');
  tapSeat('alice');
  tapSeat('bob');
  tapChip('Han', '3');
  tapChip('Fu', '30');
}
