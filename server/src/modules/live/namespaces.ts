/** Game namespaces and what goes into them, typed by the shared contract. */
import {
  GAME_NAMESPACE_PATTERN,
  type GameServerEvents,
  type GameView,
  type LiveListGame,
  type Variant,
} from '@mahjong/shared';
import type { LiveNamespace } from '../../plugins/socket.ts';

export type GamePayload<Name extends keyof GameServerEvents> = Parameters<GameServerEvents[Name]>[0];

/** One game event to a namespace, typed by its name (the relay carries name and payload apart). */
export function emitGameEvent<Name extends keyof GameServerEvents>(
  nsp: LiveNamespace,
  event: Name,
  payload: GamePayload<Name>,
): void {
  nsp.local.emit(event, ...([payload] as Parameters<GameServerEvents[Name]>));
}

export function parseGameNamespace(name: string): { variant: Variant; id: number } | null {
  const match = GAME_NAMESPACE_PATTERN.exec(name);
  if (!match) return null;
  return { variant: match[1] as Variant, id: Number(match[2]) };
}

/** A game as the live list shows it. */
export function toListGame(game: GameView, spectators: number): LiveListGame {
  return {
    id: game.id,
    variant: game.variant,
    type: game.type,
    status: game.status,
    players: game.players,
    currentRound: game.currentRound,
    totals: game.totals,
    roundsPlayed: game.rounds.length,
    spectators,
    version: game.version,
    createdAt: game.createdAt,
  };
}
